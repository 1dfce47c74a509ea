import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result.ts';
import { elements, render, textOf } from '../render.ts';
import { type DiceRaceMove, diceRace } from './rules.ts';
import { DiceRaceView } from './View.tsx';

function view(text: string, lastMove: DiceRaceMove | null = null, interactive = true) {
  const played: DiceRaceMove[] = [];
  const tree = render(
    <DiceRaceView
      observation={unwrap(diceRace.parseState(text))}
      play={(m) => played.push(m)}
      interactive={interactive}
      hint={null}
      lastMove={lastMove}
      sent={null}
      analysis={null}
      playedMs={() => 0}
    />,
  );
  const all = elements(tree);
  const buttons = all.filter((e) => e.tag === 'button');
  return {
    played,
    all,
    buttons,
    status: textOf(all.find((e) => e.attrs.class === 'status') ?? ''),
  };
}

describe('Dice Race view', () => {
  it('offers Roll, and Stop once the turn has a run; the buttons make the moves', () => {
    const start = view('track=20 tokens=5,3 turn=0 run=0');
    expect(start.buttons.map((b) => [textOf(b), b.attrs.disabled])).toEqual([
      ['Roll', false],
      ['Stop', true],
    ]);
    const running = view('track=20 tokens=5,3 turn=0 run=7', { kind: 'die', face: 4 });
    expect(running.status).toBe('Rolled 4. Player 1: run of 7. Roll again or stop.');
    for (const b of running.buttons) b.handlers.onClick?.();
    expect(running.played).toEqual([{ kind: 'roll' }, { kind: 'stop' }]);
  });

  it('disables both buttons while the die rolls, for the other seats, and at the end', () => {
    for (const v of [
      view('track=20 tokens=5,3 turn=0 run=7 rolling'),
      view('track=20 tokens=5,3 turn=0 run=7', null, false),
      view('track=20 tokens=5,20 turn=1 run=0'),
    ]) {
      expect(v.buttons.every((b) => b.attrs.disabled)).toBe(true);
    }
    expect(view('track=20 tokens=5,20 turn=1 run=0').status).toBe(
      'Player 2 reached the finish and wins.',
    );
  });

  it("names each player's square", () => {
    const names = view('track=20 tokens=5,3 turn=0 run=0').all.filter(
      (e) => e.attrs.class === 'name',
    );
    expect(names.map(textOf)).toEqual(['Player 1: square 5 of 20', 'Player 2: square 3 of 20']);
  });
});
