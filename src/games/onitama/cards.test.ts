import { describe, expect, it } from 'vitest';
import { createRng } from '../../core/rng.ts';
import {
  CARD_NAMES,
  CARD_STEPS,
  dealCards,
  parseCardsParam,
  SEED_CARDS,
  type Step,
} from './cards.ts';

/** The card moves in words, as data/onitama/perft.md states them. */
const IN_WORDS = `tiger: 2 forward, 1 back · crab: 2 left, 2 right, 1 forward · horse: 1 left, 1 forward, 1 back ·
eel: forward-left, back-left, 1 right · frog: 2 left, forward-left, back-right ·
monkey: the four diagonals · boar: 1 left, 1 right, 1 forward · elephant: 1 left, 1 right,
forward-left, forward-right · goose: forward-left, 1 left, 1 right, back-right ·
dragon: back-left, back-right, 2 left + 1 forward, 2 right + 1 forward ·
rabbit: back-left, forward-right, 2 right · rooster: 1 left, back-left, 1 right, forward-right ·
mantis: forward-left, forward-right, 1 back · ox: 1 right, 1 forward, 1 back ·
crane: 1 forward, back-left, back-right · cobra: back-right, forward-right, 1 left.`;

const UNIT: Record<string, Step> = {
  forward: [0, 1],
  back: [0, -1],
  left: [-1, 0],
  right: [1, 0],
};

function stepOf(words: string): Step[] {
  if (words === 'the four diagonals')
    return [
      [-1, 1],
      [1, 1],
      [-1, -1],
      [1, -1],
    ];
  const diagonal = /^(forward|back)-(left|right)$/.exec(words);
  if (diagonal) {
    return [[(UNIT[diagonal[2] as string] as Step)[0], (UNIT[diagonal[1] as string] as Step)[1]]];
  }
  let right = 0;
  let forward = 0;
  for (const part of words.split(' + ')) {
    const [n, dir] = part.split(' ') as [string, string];
    const [r, f] = UNIT[dir] as Step;
    right += Number(n) * r;
    forward += Number(n) * f;
  }
  return [[right, forward]];
}

const wordCards = Object.fromEntries(
  IN_WORDS.replace(/\n/g, ' ')
    .replace(/\.$/, '')
    .split(' · ')
    .map((entry) => {
      const [name, list] = entry.split(': ') as [string, string];
      return [name.trim(), list.split(', ').flatMap((w) => stepOf(w.trim()))];
    }),
);

const sorted = (steps: readonly Step[]) => steps.map((s) => s.join(',')).sort();

describe('cards', () => {
  it('has the sixteen cards of perft.md with the same moves as Cards.rkt', () => {
    expect(Object.keys(wordCards).sort()).toEqual([...CARD_NAMES].sort());
    for (const name of CARD_NAMES) {
      expect(sorted(CARD_STEPS[name]), name).toEqual(sorted(wordCards[name] as Step[]));
    }
  });

  it('reads the cards parameter', () => {
    expect(parseCardsParam('random')).toEqual({ ok: true, value: 'random' });
    expect(parseCardsParam('Seed')).toEqual({ ok: true, value: 'seed' });
    expect(parseCardsParam('ox, Boar,horse,elephant,crab')).toEqual({
      ok: true,
      value: ['ox', 'boar', 'horse', 'elephant', 'crab'],
    });
  });

  it.each([
    ['ox,boar,horse', 'got 3 names'],
    ['ox,boar,horse,elephant,lion', 'no card named "lion"'],
    ['ox,boar,horse,ox,crab', 'ox is named twice'],
    ['', 'expected random, seed or 5 card names'],
  ])('rejects cards "%s"', (text, message) => {
    const parsed = parseCardsParam(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });

  it('deals five different cards from the seed', () => {
    const random = dealCards('random', createRng(3));
    expect(new Set(random).size).toBe(5);
    expect(dealCards('random', createRng(3))).toEqual(random);
    expect([...dealCards('seed', createRng(3))].sort()).toEqual([...SEED_CARDS].sort());
    expect(dealCards(['ox', 'boar', 'horse', 'elephant', 'crab'], createRng(3))).toEqual([
      'ox',
      'boar',
      'horse',
      'elephant',
      'crab',
    ]);
  });
});
