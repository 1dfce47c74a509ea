/**
 * Line charts as SVG text, for the CLI to write to a file and the Lab page to show, so the
 * same code draws both and needs no DOM.
 */

export interface Series {
  readonly name: string;
  readonly points: readonly (readonly [x: number, y: number])[];
}

export interface LineChart {
  readonly title: string;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly series: readonly Series[];
  /** The y axis starts here; 0 unless given. */
  readonly yMin?: number;
  /** The y axis reaches at least this far. */
  readonly yMax?: number;
}

const WIDTH = 720;
const HEIGHT = 420;
const LEFT = 64;
const RIGHT = 150;
const TOP = 40;
const BOTTOM = 56;

/** Tableau 10: distinct hues that stay apart for most colour-blind readers. */
const COLOURS = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
];

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const fmt = (n: number) => String(Math.round(n * 100) / 100);

/** A step of 1, 2 or 5 times a power of ten that cuts `span` into about `count` parts. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

function ticks(lo: number, hi: number, count: number): number[] {
  const step = niceStep(hi - lo || 1, count);
  const out: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi + step / 1e6; t += step) {
    out.push(Math.round(t / step) * step);
  }
  return out;
}

export function lineChartSvg(chart: LineChart): string {
  const points = chart.series.flatMap((s) => s.points);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const xLo = xs.length ? Math.min(...xs) : 0;
  const xHi = xs.length ? Math.max(...xs) : 1;
  const yLo = chart.yMin ?? 0;
  const yTop = Math.max(chart.yMax ?? yLo + 1, ...ys);
  const yStep = niceStep(yTop - yLo || 1, 5);
  const yHi = Math.ceil((yTop - yLo) / yStep) * yStep + yLo;
  const plotW = WIDTH - LEFT - RIGHT;
  const plotH = HEIGHT - TOP - BOTTOM;
  const px = (x: number) => LEFT + (xHi === xLo ? plotW / 2 : ((x - xLo) / (xHi - xLo)) * plotW);
  const py = (y: number) => TOP + plotH - ((y - yLo) / (yHi - yLo)) * plotH;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" font-family="sans-serif" font-size="12">`,
    `<title>${xml(chart.title)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>`,
    `<text x="${LEFT + plotW / 2}" y="24" text-anchor="middle" font-size="16">${xml(chart.title)}</text>`,
  ];
  for (const t of ticks(yLo, yHi, 5)) {
    const y = fmt(py(t));
    out.push(
      `<line x1="${LEFT}" y1="${y}" x2="${LEFT + plotW}" y2="${y}" stroke="#ddd"/>`,
      `<text x="${LEFT - 6}" y="${y}" text-anchor="end" dominant-baseline="middle">${fmt(t)}</text>`,
    );
  }
  const xTicks = xHi - xLo <= 12 ? ticks(xLo, xHi, Math.max(1, xHi - xLo)) : ticks(xLo, xHi, 8);
  for (const t of xTicks) {
    const x = fmt(px(t));
    out.push(
      `<line x1="${x}" y1="${TOP + plotH}" x2="${x}" y2="${TOP + plotH + 4}" stroke="#333"/>`,
      `<text x="${x}" y="${TOP + plotH + 18}" text-anchor="middle">${fmt(t)}</text>`,
    );
  }
  out.push(
    `<path d="M${LEFT} ${TOP}V${TOP + plotH}H${LEFT + plotW}" fill="none" stroke="#333"/>`,
    `<text x="${LEFT + plotW / 2}" y="${HEIGHT - 14}" text-anchor="middle">${xml(chart.xLabel)}</text>`,
    `<text transform="translate(16 ${TOP + plotH / 2}) rotate(-90)" text-anchor="middle">${xml(chart.yLabel)}</text>`,
  );
  for (const [i, s] of chart.series.entries()) {
    const colour = COLOURS[i % COLOURS.length] as string;
    const coords = s.points.map(([x, y]) => `${fmt(px(x))},${fmt(py(y))}`);
    out.push(
      `<polyline points="${coords.join(' ')}" fill="none" stroke="${colour}" stroke-width="2"/>`,
      ...coords.map((c) => {
        const [cx, cy] = c.split(',');
        return `<circle cx="${cx}" cy="${cy}" r="3" fill="${colour}"/>`;
      }),
    );
    const ly = TOP + 8 + i * 18;
    out.push(
      `<line x1="${LEFT + plotW + 16}" y1="${ly}" x2="${LEFT + plotW + 36}" y2="${ly}" stroke="${colour}" stroke-width="2"/>`,
      `<text x="${LEFT + plotW + 42}" y="${ly}" dominant-baseline="middle">${xml(s.name)}</text>`,
    );
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
