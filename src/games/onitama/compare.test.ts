import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { lineChartSvg } from '../../search/chart-svg.ts';
import { type CompareRow, compareGame, compareTable, ratioChart } from './compare.ts';
import { BLUE, moveToString, onitama, parseState, play, startState } from './rules.ts';

const START = startState(['tiger', 'crab', 'horse', 'eel', 'frog']);

describe('the comparison of minimax with alpha-beta', () => {
  const rows = [...compareGame(START, { depths: [2, 3, 4], plays: 3, aiDepth: 3 })];

  it('counts both searches at each depth along the seed AI game', () => {
    expect(rows.map((r) => r.play)).toEqual([1, 2, 3]);
    expect(rows[0]?.cells).toEqual([
      { depth: 2, minimax: 100, alphabeta: 100, ratio: 1 },
      { depth: 3, minimax: 1171, alphabeta: 495, ratio: 1171 / 495 },
      { depth: 4, minimax: 13154, alphabeta: 2158, ratio: 13154 / 2158 },
    ]);
    expect(moveToString(rows[0]?.move as never)).toBe('tiger:a1a3');
    expect(rows[1]?.position).toBe('rrRrr/...../b..../...../.bBbb frog,crab horse,eel tiger r');
  });

  it('stops when the game ends', () => {
    const won = [...compareGame(START, { depths: [1], plays: 500, aiDepth: 2 })];
    // The seed's depth-2 player, on both sides, takes the red master on the 23rd play: that
    // play is the last row, though 500 were asked for.
    expect(won).toHaveLength(23);
    const last = won[22] as CompareRow;
    expect(moveToString(last.move)).toBe('eel:c3d3');
    const end = play(unwrap(parseState(last.position)), last.move);
    expect(onitama.result(end)).toMatchObject({ kind: 'win', winner: BLUE });
    // One ply deep there is nothing to prune: both searches count the same nodes.
    for (const row of won) expect(row.cells[0]?.ratio).toBe(1);
  });

  it('lays out the table and the chart', () => {
    const table = compareTable(rows);
    expect(table.header).toEqual([
      'play',
      'd2 minimax',
      'd2 alpha-beta',
      'd2 ratio',
      'd3 minimax',
      'd3 alpha-beta',
      'd3 ratio',
      'd4 minimax',
      'd4 alpha-beta',
      'd4 ratio',
    ]);
    expect(table.rows[0]).toEqual([
      '1',
      '100',
      '100',
      '1.00',
      '1171',
      '495',
      '2.37',
      '13154',
      '2158',
      '6.10',
    ]);
    const chart = ratioChart(rows);
    expect(chart.series.map((s) => s.name)).toEqual(['play 1', 'play 2', 'play 3']);
    expect(chart.series[0]?.points[1]).toEqual([3, 1171 / 495]);
  });
});

describe('line charts', () => {
  it('draws a line per series with a legend, escaping text', () => {
    const svg = lineChartSvg({
      title: 'A & B <test>',
      xLabel: 'x',
      yLabel: 'y',
      series: [
        {
          name: 'one',
          points: [
            [1, 2],
            [2, 4],
            [3, 3],
          ],
        },
        {
          name: 'two',
          points: [
            [1, 1],
            [2, 1],
            [3, 8],
          ],
        },
      ],
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(svg.match(/<polyline /g)).toHaveLength(2);
    expect(svg.match(/<circle /g)).toHaveLength(6);
    expect(svg).toContain('A &amp; B &lt;test&gt;');
    expect(svg).toContain('>two</text>');
    expect(svg).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('copes with a single point and no data', () => {
    const one = lineChartSvg({
      title: 't',
      xLabel: 'x',
      yLabel: 'y',
      series: [{ name: 'a', points: [[0, 0]] }],
    });
    expect(one).not.toMatch(/NaN|Infinity/);
    const none = lineChartSvg({ title: 't', xLabel: 'x', yLabel: 'y', series: [] });
    expect(none).not.toMatch(/NaN|Infinity/);
  });
});
