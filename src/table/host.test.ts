import { describe, expect, it } from 'vitest';
import type { AiPlayer } from '../core/ai.ts';
import { unwrap } from '../core/result.ts';
import { connect4 } from '../games/connect4/rules.ts';
import { lightsOut } from '../games/lights-out/rules.ts';
import { type HostOptions, TableHost } from './host.ts';
import { openTable } from './open-table.ts';

type Move = Parameters<typeof connect4.play>[1];
type State = Parameters<typeof connect4.play>[0];

/** A host of a Connect 4 table whose computer seats wait in `pending` until the test runs them. */
function hosted(ais: AiPlayer<State, Move>[], more: Partial<HostOptions<State, Move>> = {}) {
  const seats = [{ kind: 'human' as const }, { kind: 'ai' as const, ai: ais[0]?.id ?? 'none' }];
  const table = unwrap(openTable(connect4, {}, { kind: 'new', params: {}, seed: 1, seats })).table;
  const pending: (() => void)[] = [];
  let published = 0;
  const host = new TableHost(table, {
    findAi: (id) => ais.find((a) => a.id === id),
    publish: () => published++,
    later: (fn) => pending.push(fn),
    ...more,
  });
  const run = () => {
    for (let work = pending.shift(); work; work = pending.shift()) work();
  };
  return { table, host, run, published: () => published };
}

const first: AiPlayer<State, Move> = {
  id: 'first',
  label: 'First legal move',
  choose: (state) => connect4.legalMoves(state)[0] as Move,
};

describe('the table host', () => {
  it("has a computer seat answer on the timer's turn after the person's move", () => {
    const { table, host, run } = hosted([first]);
    expect(host.command({ kind: 'move', move: '4' })).toEqual({ ok: true, value: table.revision });
    expect(table.toMove()).toBe(1);
    run();
    expect(table.toMove()).toBe(0);
    expect(table.view(0).moves.map((m) => m.text)).toEqual(['4', '1']);
  });

  it('refuses a move out of turn, a fixed seat and a player the game lacks', () => {
    const { host, table } = hosted([first], { fixed: [false, true] });
    unwrap(host.command({ kind: 'move', move: '4' }));
    expect(host.command({ kind: 'move', move: '3' })).toEqual({
      ok: false,
      error: 'it is not your turn: wait for the computer',
    });
    expect(host.command({ kind: 'seat', player: 1, seat: { kind: 'human' } }).ok).toBe(false);
    expect(host.command({ kind: 'seat', player: 0, seat: { kind: 'ai', ai: 'nobody' } })).toEqual({
      ok: false,
      error: 'this game has no computer player "nobody"',
    });
    expect(table.seats[0]).toEqual({ kind: 'human' });
  });

  it('stops a search once its client raises the flag past the command that started it', () => {
    const stop = new Int32Array(1);
    let polls = 0;
    // A search that polls its flag; the page raises it while the search runs.
    const patient: AiPlayer<State, Move> = {
      id: 'patient',
      label: 'Patient',
      choose(state, context) {
        Atomics.add(stop, 0, 1);
        while (!context.stopped()) polls++;
        return connect4.legalMoves(state)[0] as Move;
      },
    };
    const { table, host, run } = hosted([patient], { stop });
    unwrap(host.command({ kind: 'move', move: '4' }, Atomics.load(stop, 0)));
    run();
    expect(polls).toBe(0);
    expect(table.view(0).index).toBe(1);
    expect(table.view(0).thinking).toBeNull();
  });

  it('names a computer player that failed and asks it again only after a change', () => {
    let asked = 0;
    const broken: AiPlayer<State, Move> = {
      id: 'broken',
      label: 'Broken',
      choose() {
        asked++;
        throw new Error('out of cheese');
      },
    };
    const { host, table, run } = hosted([broken]);
    unwrap(host.command({ kind: 'move', move: '4' }));
    run();
    expect(table.view(0).notice).toBe('The computer player failed: out of cheese');
    host.start();
    run();
    expect(asked).toBe(1);
    unwrap(host.command({ kind: 'pause', paused: true }));
    unwrap(host.command({ kind: 'pause', paused: false }));
    run();
    expect(asked).toBe(2);
  });

  it('plays no computer seat in a one-player game of people', () => {
    const table = unwrap(
      openTable(lightsOut, {}, { kind: 'new', params: {}, seed: 2, seats: [{ kind: 'human' }] }),
    ).table;
    const pending: (() => void)[] = [];
    const host = new TableHost(table, {
      findAi: () => undefined,
      publish: () => {},
      later: (fn) => pending.push(fn),
    });
    host.start();
    unwrap(host.command({ kind: 'move', move: 'c3' }));
    expect(pending).toEqual([]);
  });
});
