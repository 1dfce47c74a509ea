/**
 * How long a person's move takes to come back: page → table (in its play worker) → page. In the
 * built app in headless Chromium, a move is made inside the page by the same event a player's
 * key or click gives; two times are taken from the page's own clock:
 *  - the answer: from the event to the first change of the board and the next frame painted
 *    after it (what the player sees; without hidden information the page shows the move itself,
 *    with hidden information it marks the move until the table's answer comes), and whether
 *    the first frame after the event already showed that change (answered within a frame);
 *  - the round trip: from the event to the moment the page's status line counts the move (the
 *    table's view has arrived and the page has drawn it into the DOM).
 * Connect 4 (a person against Negamax depth 2: its answer waits for each next move) and Go Fish (a
 * person asking, two PLT opponents) are measured; the moves of the computers are not timed.
 *
 *   npm run bench -- app table-round-trip [games per game kind, default 3]
 *
 * Writes bench/app/table-round-trip.md, stamped with the command, the commit, the date and the
 * machine's load (the times are wall-clock: a loaded machine lengthens them).
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/launch.ts';
import { chooseSeat } from '../../tests/e2e/seats.ts';
import { serveApp } from '../../tests/e2e/serve-dist.ts';
import { buildApp } from '../lib/build-app.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

const games = Number(process.argv[2] ?? 3);
if (!Number.isInteger(games) || games < 1 || games > 50) {
  process.stderr.write(`error: games ${process.argv[2]}: expected a whole number from 1 to 50\n`);
  process.exit(2);
}

/** One move's times, in milliseconds. */
interface Sample {
  /** To the first change of the board, then the next frame: what the player sees. */
  readonly answer: number;
  /** The first frame after the event showed the board changed. */
  readonly inFrame: boolean;
  /** To the status line counting the move: the table's view arrived and drawn. */
  readonly trip: number;
}

/**
 * In the page: runs `act` (which makes a move), then times the board's first change and the next
 * frame painted after it, and the status line's move count passing `before`, from
 * `performance.now()`; and whether the board had changed when the first frame after the event
 * began (its animation-frame callbacks run before it is painted, so what the DOM holds then is
 * in it). A move the table refuses (a full column) changes no count: after a second
 * it gives null, and is not counted.
 */
function timeMove(page: Page, act: string, before: number): Promise<Sample | null> {
  // A string, not a function: tsx would name the function's inner closures with a helper the
  // page does not have.
  return page.evaluate(`new Promise((done, fail) => {
    const facts = document.querySelector('footer.status-line .status-facts');
    const board = document.querySelector('[data-play-area], .board-slot');
    if (!facts || !board) return fail(new Error('no status line or board'));
    const count = () => Number(/Moves: (\\d+)/.exec(facts.textContent ?? '')?.[1] ?? -1);
    let answer = 0;
    let trip = 0;
    let changed = false;
    let inFrame = null;
    const finish = () =>
      answer > 0 && trip > 0 && inFrame !== null && done({ answer, trip, inFrame });
    const drawn = new MutationObserver(() => {
      drawn.disconnect();
      changed = true;
      requestAnimationFrame(() => {
        answer = performance.now() - start;
        finish();
      });
    });
    const counted = new MutationObserver(() => {
      if (count() <= ${before}) return;
      counted.disconnect();
      trip = performance.now() - start;
      finish();
    });
    const all = { childList: true, characterData: true, subtree: true, attributes: true };
    drawn.observe(board, all);
    counted.observe(facts, all);
    setTimeout(() => {
      if (trip > 0) return;
      drawn.disconnect();
      counted.disconnect();
      done(null);
    }, 1000);
    const start = performance.now();
    requestAnimationFrame(() => {
      inFrame = changed;
      finish();
    });
    ${act}
  })`);
}

const movesMade = async (page: Page) =>
  Number(/Moves: (\d+)/.exec((await page.locator('footer.status-line').textContent()) ?? '')?.[1]);

/** Waits until the page takes a person's move again (the computers have answered), or the end. */
async function personsTurn(page: Page, ready: string): Promise<boolean> {
  await page.waitForFunction(
    (ready) =>
      document.querySelector('section.result') !== null || document.querySelector(ready) !== null,
    ready,
  );
  return (await page.locator('section.result').count()) === 0;
}

/** Connect 4, a person (Red) against Negamax depth 2, the column chosen by the keyboard's Enter. */
async function connect4(page: Page, baseUrl: string, seed: number): Promise<Sample[]> {
  await page.goto(`${baseUrl}/#/connect4?width=7&height=6&first=red&seed=${seed}`);
  await chooseSeat(page, 'Yellow', 'negamax:2');
  const samples: Sample[] = [];
  const ready = 'svg[role="grid"]:not([aria-disabled="true"])';
  for (let turn = 0; (await personsTurn(page, ready)) && turn < 21; turn++) {
    const column = (seed + turn * 3) % 7;
    // The grid's cursor column, then Enter drops there, as a player's keys do.
    const act = `const grid = document.querySelector('svg[role="grid"]');
      grid.focus();
      for (let i = 0; i < 7; i++) grid.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
      for (let i = 0; i < ${column}; i++) grid.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      grid.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));`;
    const timed = await timeMove(page, act, await movesMade(page));
    if (timed) samples.push(timed);
  }
  return samples;
}

/** Go Fish, a person asking the opponents in turn with the first card of the hand, by clicks. */
async function goFish(page: Page, baseUrl: string, seed: number): Promise<Sample[]> {
  await page.goto(`${baseUrl}/#/go-fish?seed=${seed}`);
  const samples: Sample[] = [];
  const ready = '.go-fish-you button[data-card], .go-fish-pile button';
  for (let turn = 0; (await personsTurn(page, ready)) && turn < 200; turn++) {
    const status = (await page.locator('.go-fish-status').textContent()) ?? '';
    if (!/^(Your turn|Go Fish)/.test(status)) continue;
    const fish = status.startsWith('Go Fish');
    const act = fish
      ? `document.querySelector('.go-fish-pile button[data-card]').click();
         document.querySelector('[data-region="player-0"]').click();`
      : `document.querySelector('.go-fish-you button[data-card]').click();
         document.querySelector('[data-region="player-${1 + (turn % 2)}"]').click();`;
    const timed = await timeMove(page, act, await movesMade(page));
    if (timed) samples.push(timed);
  }
  return samples;
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;

function row(game: string, samples: readonly Sample[]): (string | number)[] {
  const answers = samples.map((s) => s.answer).sort((a, b) => a - b);
  const trips = samples.map((s) => s.trip).sort((a, b) => a - b);
  const withinFrame = samples.filter((s) => s.inFrame).length;
  const ms = (x: number) => x.toFixed(1);
  return [
    game,
    samples.length,
    ms(quantile(answers, 0.5)),
    ms(quantile(answers, 0.99)),
    `${withinFrame} (${Math.round((100 * withinFrame) / samples.length)}%)`,
    ms(quantile(trips, 0.5)),
    ms(quantile(trips, 0.99)),
  ];
}

buildApp();
const served = await serveApp(fileURLToPath(new URL('../../dist', import.meta.url)));
const browser = await launchBrowser();
const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
try {
  const rows: (string | number)[][] = [];
  for (const [name, play] of [
    ['Connect 4', connect4],
    ['Go Fish', goFish],
  ] as const) {
    const samples: Sample[] = [];
    for (let g = 0; g < games; g++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      samples.push(...(await play(page, served.baseUrl, g + 1)));
      await context.close();
    }
    rows.push(row(name, samples));
    process.stderr.write(`${name}: ${samples.length} moves timed\n`);
  }
  const report = [
    '# A move through the table and back',
    '',
    stampLine(`npm run bench -- app table-round-trip ${games}`),
    `Load average at the start ${load} (2 cores, shared). Headless Chromium, 1280×800, the built app`,
    'served by bin/serve.js. Each move is made in the page by the event a key or click gives;',
    "**answer**: to the board's first change and the next frame painted after it (a game",
    'without hidden information shows the move before the table has answered, one with hidden',
    "information marks the move sent until the table's answer comes); **answered within a",
    "frame**: the first frame after the event already showed the board changed (the board's",
    'DOM had changed when that frame began);',
    "**round trip**: to the status line counting it (the table's view arrived and drawn).",
    'A frame at 60 Hz is 16.7 ms.',
    `${games} game(s) of each, seeds 1 to ${games}; the computers' moves are not timed.`,
    '',
    markdownTable(
      [
        'game',
        'moves timed',
        'answer median (ms)',
        'answer p99 (ms)',
        'answered within a frame',
        'round trip median (ms)',
        'round trip p99 (ms)',
      ],
      rows,
    ),
    '',
  ].join('\n');
  writeFileSync(new URL('./table-round-trip.md', import.meta.url), report);
  process.stderr.write('wrote bench/app/table-round-trip.md\n');
} finally {
  await browser.close();
  await served.close();
}
