import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../core/game.ts';
import { unwrap } from '../../core/result.ts';
import { createRng, deriveSeed } from '../../core/rng.ts';
import {
  applyAction,
  applyActions,
  type Connect4State,
  connect4,
  connectsFour,
  DRAW,
  EMPTY,
  getAvailableActions,
  getBoard,
  getDisc,
  getHeight,
  getPlayer,
  getWidth,
  initBoard,
  initState,
  isEmptyBoard,
  isGameOver,
  movesToString,
  parseMoveString,
  parseState,
  RED,
  stateToString,
  winningLine,
  YELLOW,
} from './rules.ts';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const start = () => deepFreeze(initState(7, 6, RED));
const played = (moves: string) =>
  unwrap(parseMoveString(start(), moves)).reduce(applyAction, start());

/**
 * The assignment's `state-test`: yellow to move, column 2 full with red at its bottom, yellow
 * at (6, 0) and (6, 1), column 0 empty. Its figure is lost; this board has those facts.
 */
const STATE_TEST = '..y..../..r..../..y..../..r..../..y...y/.rrr.ry y';
const stateTest = () =>
  deepFreeze(applyActions(initState(7, 6, RED), [2, 2, 2, 2, 2, 2, 1, 6, 3, 6, 5]));

describe('the control functions, on the assignment state-test', () => {
  it('is the board written in STATE_TEST', () => {
    expect(stateToString(stateTest())).toBe(STATE_TEST);
    expect(unwrap(parseState(STATE_TEST))).toEqual(stateTest());
  });

  it('reads discs with (0, 0) at the bottom left', () => {
    const board = getBoard(stateTest());
    expect(getDisc(board, [2, 0])).toBe(RED);
    expect(getDisc(board, [6, 0])).toBe(YELLOW);
    expect(getDisc(board, [6, 1])).toBe(YELLOW);
    for (let row = 0; row < 6; row++) expect(getDisc(board, [0, row])).toBe(EMPTY);
    expect(getDisc(board, [2, 5])).toBe(YELLOW);
    expect(() => getDisc(board, [7, 0])).toThrow('no cell (7, 0) on a 7×6 board');
  });

  it('knows the player to move and the board size', () => {
    const state = stateTest();
    expect(getPlayer(state)).toBe(YELLOW);
    expect(getWidth(getBoard(state))).toBe(7);
    expect(getHeight(getBoard(state))).toBe(6);
    expect(isEmptyBoard(getBoard(state))).toBe(false);
  });

  it('lists the columns that are not full: (0 1 3 4 5 6)', () => {
    expect(getAvailableActions(stateTest())).toEqual([0, 1, 3, 4, 5, 6]);
    expect(() => applyAction(stateTest(), 2)).toThrow(
      new IllegalMoveError('move 2: column 3 is full'),
    );
  });

  it('drops a disc onto the first free cell and passes the turn', () => {
    const next = applyAction(stateTest(), 6);
    expect(getDisc(getBoard(next), [6, 2])).toBe(YELLOW);
    expect(getPlayer(next)).toBe(RED);
    expect(applyActions(stateTest(), [6, 0])).toEqual(applyAction(next, 0));
    expect(applyActions(stateTest(), [])).toEqual(stateTest());
  });
});

describe('initial boards and states', () => {
  it('starts empty with the chosen player', () => {
    const board = initBoard(5, 4);
    expect(isEmptyBoard(board)).toBe(true);
    expect([getWidth(board), getHeight(board)]).toEqual([5, 4]);
    expect(getPlayer(initState(7, 6, YELLOW))).toBe(YELLOW);
    expect(getAvailableActions(initState(4, 9, RED))).toEqual([0, 1, 2, 3]);
    expect(isGameOver(initState(7, 6, RED))).toBe(false);
  });

  it('refuses sizes outside 4 to 9 and players other than RED and YELLOW', () => {
    expect(() => initBoard(3, 6)).toThrow(RangeError);
    expect(() => initBoard(7, 10)).toThrow('a board is 4 to 9 columns by 4 to 9 rows, not 7×10');
    expect(() => initState(7, 6, DRAW as never)).toThrow(RangeError);
  });
});

describe('the end of the game', () => {
  it.each([
    ['horizontal', '1122334', RED, [0, 0, 1, 0, 2, 0, 3, 0]],
    ['vertical', '1212121', RED, [0, 0, 0, 1, 0, 2, 0, 3]],
    ['rising diagonal', '12233434474', RED, [0, 0, 1, 1, 2, 2, 3, 3]],
    ['falling diagonal', '76655454414', RED, [3, 3, 4, 2, 5, 1, 6, 0]],
    ['yellow horizontal', '71726354', YELLOW, [0, 0, 1, 0, 2, 0, 3, 0]],
  ] as const)('sees four in a row: %s', (_, moves, winner, cells) => {
    const state = played(moves);
    expect(isGameOver(state)).toBe(winner);
    const pairs = [];
    for (let i = 0; i < cells.length; i += 2) pairs.push([cells[i], cells[i + 1]]);
    expect(winningLine(state)).toEqual(pairs);
    expect(
      isGameOver(
        applyActions(
          start(),
          [...moves].slice(0, -1).map((d) => +d - 1),
        ),
      ),
    ).toBe(false);
  });

  it('marks every cell of a five made by one disc', () => {
    expect(winningLine(played('112233554'))).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
    ]);
  });

  it('is a draw when the board fills without four in a row', () => {
    const full = played('364752673145666512746551214334143725223771');
    expect(isGameOver(full)).toBe(DRAW);
    expect(winningLine(full)).toBeNull();
    expect(getAvailableActions(full)).toEqual([]);
    expect(connect4.result(full)).toEqual({ kind: 'draw', detail: 'The board is full' });
  });

  it('refuses every move once someone has won', () => {
    const won = played('1212121');
    expect(getAvailableActions(won)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(connect4.legalMoves(won)).toEqual([]);
    expect(() => applyAction(won, 3)).toThrow('move 3: the game is over');
    expect(connect4.result(won)).toEqual({
      kind: 'win',
      winner: 0,
      detail: 'Four in a row for red',
    });
  });

  it('knows which columns connect four', () => {
    const board = getBoard(played('112233'));
    expect([0, 1, 2, 3, 4].map((c) => connectsFour(board, c, RED))).toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
    expect(connectsFour(board, 3, YELLOW)).toBe(false);
  });
});

describe('purity', () => {
  it('never changes its arguments', () => {
    const state = stateTest();
    const before = JSON.stringify(state);
    applyActions(state, [0, 1, 3]);
    getAvailableActions(state);
    isGameOver(state);
    winningLine(state);
    connect4.legalMoves(state);
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('the Game object', () => {
  it('sets up from params with red as player 0', () => {
    const s = connect4.setup({ width: 5, height: 8, first: 'yellow' }, createRng(1));
    expect(s).toEqual(initState(5, 8, YELLOW));
    expect(connect4.toMove(s)).toBe(1);
    expect(connect4.toMove(applyAction(s, 0))).toBe(0);
  });

  it('rejects moves that are not a column on the board', () => {
    const s = start();
    for (const move of [null, {}, 1.5, '3', -1, 7, Number.NaN]) {
      expect(() => connect4.play(s, move as never), String(move)).toThrow(IllegalMoveError);
    }
    expect(() => connect4.play(s, 7)).toThrow('move 7: moves are 0 to 6 on a board 7 columns wide');
    expect(() => connect4.play(s, null as never)).toThrow('a move is a column number, not null');
  });

  it('writes moves as 1-based column digits, as Pons does', () => {
    expect(connect4.moveToString(3)).toBe('4');
    expect(connect4.parseMove(' 4 ', start())).toEqual({ ok: true, value: 3 });
    expect(connect4.parseMove('8', start())).toEqual({
      ok: false,
      error: 'move "8": expected a column number from 1 to 7',
    });
    expect(connect4.parseMove('3', stateTest())).toEqual({
      ok: false,
      error: 'move "3": column 3 is full',
    });
    expect(connect4.parseMove('2', played('1212121'))).toEqual({
      ok: false,
      error: 'move "2": the game is over',
    });
    for (const text of ['', '0', '10', 'a', '-1', '44']) {
      expect(connect4.parseMove(text, start()).ok, text).toBe(false);
    }
  });

  it('reads and writes column strings', () => {
    expect(parseMoveString(start(), '4453')).toEqual({ ok: true, value: [3, 3, 4, 2] });
    expect(movesToString([3, 3, 4, 2])).toBe('4453');
    expect(parseMoveString(start(), '')).toEqual({ ok: true, value: [] });
    expect(parseMoveString(start(), '4444444')).toEqual({
      ok: false,
      error: 'moves "4444444", move 7: move "4": column 4 is full',
    });
    expect(parseMoveString(start(), '12121212').ok).toBe(false);
  });
});

describe('the state text', () => {
  it('writes rows from the top and the side to move', () => {
    expect(stateToString(start())).toBe('......./......./......./......./......./....... r');
    expect(stateToString(played('4453'))).toBe('......./......./......./......./...y.../..yrr.. r');
  });

  it.each([
    ['.../.../.../... r', '3 columns; a board has 4 to 9'],
    ['..../..../.... r', '3 rows; a board has 4 to 9'],
    ['..../..r./..../.... r', 'column 3 has a disc above an empty cell'],
    ['..../..../..../r... r', 'red to move with 1 discs against 0'],
    ['..../..../y.../ry.. y', 'yellow to move with 2 discs against 1'],
    ['..../..../..../rx.. r', 'row 4 has "x"; use . r y'],
    ['..../..../...../.... r', 'row 3 has 5 cells, not 4'],
    ['..../..../..../....', 'expected rows from the top'],
    ['...../...../yyyy./rrrr. r', 'both players have four in a row'],
    ['...../...../y..../yy.../rrrry r', 'red has four in a row but is to move'],
    ['y..../y..../y.r../yrrr. y', 'yellow has four in a row but is to move'],
    ['r.../y.../y.../y.../yrrr r', 'discs were played after the win'],
    ['', 'expected rows'],
  ])('explains what is wrong with "%s"', (text, message) => {
    const parsed = parseState(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });

  it('accepts a won position when the last disc made the four', () => {
    expect(isGameOver(unwrap(parseState('y.../y.../y.../yrrr r')))).toBe(YELLOW);
  });
});

describe('random playouts', () => {
  it('keep legal moves, play, result and the state text consistent', () => {
    for (let i = 0; i < 300; i++) {
      const rng = createRng(deriveSeed(4, i));
      const width = rng.int(4, 9);
      const height = rng.int(4, 9);
      const first = rng.bool() ? RED : YELLOW;
      let state: Connect4State = initState(width, height, first);
      const moves: number[] = [];
      for (;;) {
        const text = connect4.stateToString(state);
        expect(unwrap(connect4.parseState(text))).toEqual(state);
        const legal = connect4.legalMoves(state);
        const result = connect4.result(state);
        if (result) {
          expect(legal).toEqual([]);
          break;
        }
        expect(legal.length).toBeGreaterThan(0);
        for (let c = 0; c < width; c++) {
          if (!legal.includes(c)) expect(() => connect4.play(state, c)).toThrow(IllegalMoveError);
        }
        const move = rng.pick(legal);
        moves.push(move);
        const next = connect4.play(deepFreeze(state), move);
        expect(connect4.toMove(next)).toBe(1 - (connect4.toMove(state) as number));
        state = next;
      }
      const start = initState(width, height, first);
      const replayed = unwrap(parseMoveString(start, movesToString(moves)));
      expect(replayed).toEqual(moves);
      expect(applyActions(start, replayed)).toEqual(state);
    }
  });
});
