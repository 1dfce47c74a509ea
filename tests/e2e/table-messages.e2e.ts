import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Card, cardName } from '../../src/cards/card.ts';
import { type AnyGame, observe } from '../../src/core/game.ts';
import { replayRecord } from '../../src/core/record.ts';
import { unwrap } from '../../src/core/result.ts';
import { blackjack } from '../../src/games/blackjack/rules.ts';
import { goFish } from '../../src/games/go-fish/rules.ts';
import { rummy } from '../../src/games/rummy/rules.ts';
import { useBrowser } from './browser.ts';
import { playGame } from './go-fish-play.ts';
import { eventually } from './lights-out.ts';
import { handCards, pile, playOut, stock, values, waitDiscardPhase } from './rummy-play.ts';

/**
 * Every message the page receives from any worker (the table's play worker, the hint and study
 * lanes, and the ports their callbacks use) is recorded before the page's own code sees it.
 * Each is then held against the game's true states, replayed here from the seed and the saved
 * moves: no card the person's seat could not see at that point of the game may be in it, by
 * its code ("7H") or its name ("seven of hearts"), until the game is over and every hand shows.
 */
function recordWorkerMessages() {
  const seen: string[] = [];
  (globalThis as unknown as { __workerMessages: string[] }).__workerMessages = seen;
  const keep = (data: unknown) => {
    try {
      seen.push(
        JSON.stringify(data, (_key, value) => (ArrayBuffer.isView(value) ? '[bytes]' : value)),
      );
    } catch {
      seen.push(String(data));
    }
  };
  for (const proto of [Worker.prototype, MessagePort.prototype]) {
    const add = proto.addEventListener;
    proto.addEventListener = function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type !== 'message' || !listener) {
        return add.call(this, type, listener as EventListenerOrEventListenerObject, options);
      }
      const heard = (event: Event) => {
        keep((event as MessageEvent).data);
        return typeof listener === 'function'
          ? listener.call(this, event)
          : listener.handleEvent(event);
      };
      return add.call(this, type, heard, options);
    } as typeof proto.addEventListener;
    const onmessage = Object.getOwnPropertyDescriptor(proto, 'onmessage');
    Object.defineProperty(proto, 'onmessage', {
      get() {
        return onmessage?.get?.call(this);
      },
      set(fn: ((event: MessageEvent) => unknown) | null) {
        onmessage?.set?.call(
          this,
          fn &&
            ((event: MessageEvent) => {
              keep(event.data);
              return fn.call(this, event);
            }),
        );
      },
    });
  }
}

const CARD = /\b(?:10|[2-9AJQK])[CDHS]\b/g;
const cardsIn = (text: string): Set<string> => new Set(text.match(CARD) ?? []);

/** A table's view inside a message: what the checks read its ply and result from. */
interface SeenView {
  index: number;
  result: unknown;
}

function viewsIn(value: unknown, found: SeenView[] = []): SeenView[] {
  if (typeof value !== 'object' || value === null) return found;
  const v = value as Record<string, unknown>;
  if ('observation' in v && 'record' in v && typeof v.index === 'number') {
    found.push({ index: v.index, result: v.result ?? null });
  }
  for (const child of Object.values(v)) viewsIn(child, found);
  return found;
}

interface Verdict {
  /** Messages checked while the game went on. */
  checked: number;
  /** Cards of other seats or of the stock seen in a message, with the message's start. */
  leaks: string[];
  /** Cards of the person's own hand that the messages carried. */
  own: Set<string>;
}

/**
 * Holds every recorded message against the states of the saved game `record`: at the ply of the
 * latest view before it (or its own), the cards in the true state that the person's observation
 * lacks must not appear in it.
 */
function judge(
  rules: AnyGame,
  record: unknown,
  messages: readonly string[],
  hand: (s: unknown) => string[],
): Verdict {
  const line = unwrap(replayRecord<unknown, unknown>(rules, record));
  const verdict: Verdict = { checked: 0, leaks: [], own: new Set() };
  let ply = 0;
  let over = false;
  for (const message of messages) {
    let data: unknown = null;
    try {
      data = JSON.parse(message);
    } catch {}
    const views = viewsIn(data);
    const last = views[views.length - 1];
    if (last) {
      ply = last.index;
      over = last.result !== null;
    }
    if (over) continue;
    const state = line.states[ply];
    const mine = cardsIn(JSON.stringify(observe(rules, state, 0)));
    const hidden = [...cardsIn(rules.stateToString(state))].filter((c) => !mine.has(c));
    verdict.checked++;
    for (const card of hidden) {
      const named = message.toLowerCase().includes(cardName(card as Card).toLowerCase());
      if (new RegExp(`\\b${card}\\b`).test(message) || named) {
        verdict.leaks.push(`${card} at ply ${ply}: ${message.slice(0, 160)}`);
      }
    }
    for (const card of hand(state))
      if (new RegExp(`\\b${card}\\b`).test(message)) verdict.own.add(card);
  }
  return verdict;
}

const messagesOf = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __workerMessages: string[] }).__workerMessages);

/** The game's save, read from IndexedDB as the page left it. */
async function savedRecord(page: Page, key: string): Promise<unknown> {
  await page.locator('main.game[data-save-state="saved"]').waitFor();
  return page.evaluate(
    (k) =>
      new Promise((done, fail) => {
        const open = indexedDB.open('games-collection');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('saves').objectStore('saves').get(k);
          get.onsuccess = () => done((get.result as { data?: unknown } | undefined)?.data);
          get.onerror = () => fail(get.error);
        };
      }),
    key,
  );
}

describe('what the page receives from its workers', () => {
  const b = useBrowser();

  it('holds no card of another seat or of the stock in a three-seat Go Fish game, and the person’s own', {
    timeout: 120_000,
  }, async () => {
    const { page } = b;
    await page.addInitScript(recordWorkerMessages);
    await b.goto('#/go-fish?seed=7');
    await playGame(page, 'click');
    const record = await savedRecord(page, 'go-fish?seed=7');
    const hand = (s: unknown) => [...((s as { hands: string[][] }).hands[0] ?? [])];
    const verdict = judge(goFish, record, await messagesOf(page), hand);
    expect(verdict.checked).toBeGreaterThan(20);
    expect(verdict.leaks).toEqual([]);
    expect(verdict.own.size).toBeGreaterThan(3);
    b.expectNoPageErrors();
  });

  it('holds no card of PLT’s hand or of the stock in a Rummy game, and none in its save', {
    timeout: 180_000,
  }, async () => {
    const { page } = b;
    await page.addInitScript(recordWorkerMessages);
    await b.goto('#/rummy?seed=5');
    await eventually(() => handCards(page).count()).toBe(10);
    const key = 'rummy?seed=5';
    let saveChecked = false;
    await playOut(page, async () => {
      const before = await values(page);
      await stock(page).click();
      await waitDiscardPhase(page);
      if (!saveChecked) {
        // The card just drawn from the stock is in the person's hand, not in the save.
        const drawn = (await values(page)).find((c) => !before.includes(c));
        const saved = JSON.stringify(await savedRecord(page, key));
        expect(saved).toContain('"stock"');
        expect(drawn).toBeDefined();
        expect(cardsIn(saved).has(drawn as string)).toBe(false);
        saveChecked = true;
      }
      await handCards(page).first().click();
      await pile(page).click();
    });
    const record = await savedRecord(page, key);
    const hand = (s: unknown) => [...((s as { hands: string[][] }).hands[0] ?? [])];
    const verdict = judge(rummy, record, await messagesOf(page), hand);
    expect(saveChecked).toBe(true);
    expect(verdict.checked).toBeGreaterThan(20);
    expect(verdict.leaks).toEqual([]);
    expect(verdict.own.size).toBeGreaterThan(5);
    b.expectNoPageErrors();
  });

  it('holds no value of the dealer’s face-down card in a Blackjack round, nor in its save', {
    timeout: 60_000,
  }, async () => {
    const { page } = b;
    await page.addInitScript(recordWorkerMessages);
    await b.goto('#/blackjack?seed=20');
    const stand = page.getByRole('button', { name: /^Stand/ });
    await stand.waitFor();
    const saved = JSON.stringify(await savedRecord(page, 'blackjack?trainer=false&seed=20'));
    expect(cardsIn(saved).size).toBe(0);
    await stand.click();
    await page.getByRole('button', { name: /^Next round/ }).waitFor();
    const record = await savedRecord(page, 'blackjack?trainer=false&seed=20');
    const hand = (s: unknown) => [...((s as { hands: string[][] }).hands[0] ?? [])];
    const verdict = judge(blackjack, record, await messagesOf(page), hand);
    expect(verdict.checked).toBeGreaterThan(3);
    expect(verdict.leaks).toEqual([]);
    expect(verdict.own.size).toBeGreaterThan(0);
    b.expectNoPageErrors();
  });
});
