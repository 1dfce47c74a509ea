/**
 * Draws the illustrated examples of Parcheesi's help (src/games/parcheesi/help.md): small SVG
 * crops of the board, written between the markers `<!-- figures -->` and `<!-- /figures -->`.
 *   npx tsx scripts/parcheesi-help-figures.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { ENTRY, EXIT, HOME, HOME_ROW, isSafety } from '../src/games/parcheesi/board.ts';
import { HOME_ROW_CELLS, RING_CELLS } from '../src/games/parcheesi/layout.ts';

const C = 16;
const FILL = ['#2f9e44', '#d83b3b', '#3b6fd8', '#e0bd10'];
const PAWN = ['#7fd08e', '#f08c8c', '#8fb0f0', '#f3df77'];

interface Figure {
  title: string;
  /** Rows and columns shown: [row0, col0, rows, cols]. */
  crop: [number, number, number, number];
  /** Pawns: [seat, ring square or HOME_ROW + k, number shown]. */
  pawns: [number, number, number][];
  /** Squares a move may go to, and squares it may not (crossed). */
  to?: number[];
  no?: number[];
  seat?: number;
  text: string;
}

function svg(f: Figure): string {
  const [r0, c0, rows, cols] = f.crop;
  const inCrop = ([r, c]: readonly [number, number]) =>
    r >= r0 && r < r0 + rows && c >= c0 && c < c0 + cols;
  const parts: string[] = [];
  parts.push(
    `<rect x="${8 * C}" y="${8 * C}" width="${3 * C}" height="${3 * C}" fill="#f4f0e0" stroke="#456"/><text x="${9.5 * C}" y="${10.7 * C}" font-size="7" text-anchor="middle">Home</text>`,
  );
  const cellOf = (loc: number, seat: number) =>
    loc === HOME
      ? ([10, 9] as [number, number])
      : loc >= HOME_ROW
        ? (HOME_ROW_CELLS[seat] as [number, number][])[loc - HOME_ROW]
        : RING_CELLS[loc];
  RING_CELLS.forEach((cell, sq) => {
    if (!inCrop(cell)) return;
    const [r, c] = cell;
    const entry = ENTRY.indexOf(sq);
    const fill = isSafety(sq) ? '#b48ad8' : '#cfe8f7';
    const stroke = entry >= 0 ? `stroke="${FILL[entry]}" stroke-width="2.5"` : 'stroke="#456"';
    parts.push(
      `<rect x="${c * C}" y="${r * C}" width="${C}" height="${C}" fill="${fill}" ${stroke}/>`,
    );
    parts.push(
      `<text x="${(c + 0.5) * C}" y="${(r + 0.7) * C}" font-size="6" text-anchor="middle" fill="#333">${sq}</text>`,
    );
    if (EXIT.includes(sq))
      parts.push(
        `<circle cx="${(c + 0.5) * C}" cy="${(r + 0.15) * C}" r="1.8" fill="${FILL[EXIT.indexOf(sq)]}"/>`,
      );
  });
  HOME_ROW_CELLS.forEach((cells, seat) => {
    for (const cell of cells) {
      if (!inCrop(cell)) continue;
      parts.push(
        `<rect x="${cell[1] * C}" y="${cell[0] * C}" width="${C}" height="${C}" fill="${PAWN[seat]}" stroke="#456"/>`,
      );
    }
  });
  for (const loc of f.to ?? []) {
    const [r, c] = cellOf(loc, f.seat ?? 0) as [number, number];
    parts.push(
      `<rect x="${c * C + 1.5}" y="${r * C + 1.5}" width="${C - 3}" height="${C - 3}" fill="#fff59d" fill-opacity=".7" stroke="#222" stroke-dasharray="2 1"/>`,
    );
  }
  const seen = new Map<string, number>();
  for (const [seat, loc, n] of f.pawns) {
    const [r, c] = cellOf(loc, seat) as [number, number];
    const k = seen.get(`${r},${c}`) ?? 0;
    seen.set(`${r},${c}`, k + 1);
    const [x, y] = [(c + 0.5 + (k ? 0.15 : 0)) * C, (r + 0.5 + (k ? 0.15 : 0)) * C];
    parts.push(
      `<circle cx="${x}" cy="${y}" r="5.5" fill="${PAWN[seat]}" stroke="${FILL[seat]}" stroke-width="1.8"/><text x="${x}" y="${y + 2.5}" font-size="7" font-weight="bold" text-anchor="middle">${n}</text>`,
    );
  }
  for (const loc of f.no ?? []) {
    const [r, c] = cellOf(loc, f.seat ?? 0) as [number, number];
    parts.push(
      `<path d="M${c * C + 2} ${r * C + 2}l${C - 4} ${C - 4}M${c * C + C - 2} ${r * C + 2}l${4 - C} ${C - 4}" stroke="#000" stroke-width="2"/>`,
    );
  }
  const vb = `${c0 * C} ${r0 * C} ${cols * C} ${rows * C}`;
  return `<figure class="parcheesi-figure"><svg viewBox="${vb}" width="${cols * C * 1.5}" height="${rows * C * 1.5}" role="img" aria-label="${f.title}: ${f.text}">${parts.join('')}</svg><figcaption><strong>${f.title}.</strong> ${f.text}</figcaption></figure>`;
}

const figures: Figure[] = [
  {
    title: 'Entering',
    crop: [10, 8, 9, 3],
    pawns: [],
    to: [5],
    text: "with a 5 (or 1 and 4, or 2 and 3) a green pawn comes out of Start onto green's entry, square 5 (its border is green).",
  },
  {
    title: 'A blockade',
    crop: [10, 8, 9, 3],
    seat: 0,
    pawns: [
      [0, 2, 1],
      [3, 6, 1],
      [3, 6, 2],
    ],
    no: [8],
    text: "two yellow pawns on square 6 block every pawn, even yellow's: green on 2 cannot move 6 to square 8.",
  },
  {
    title: 'A bop',
    crop: [9, 10, 2, 9],
    seat: 0,
    pawns: [
      [0, 10, 1],
      [1, 14, 1],
    ],
    to: [14],
    text: "green on 10 rolls a 4 and lands on red's single pawn on 14: red goes back to Start and green gets 20 more squares for one pawn.",
  },
  {
    title: 'Safety',
    crop: [9, 10, 2, 9],
    seat: 0,
    pawns: [
      [0, 9, 1],
      [1, 12, 1],
    ],
    no: [12],
    text: 'square 12 is purple, a safety: green may not land on red there.',
  },
  {
    title: 'Home',
    crop: [10, 8, 9, 3],
    seat: 0,
    pawns: [[0, HOME_ROW + 4, 1]],
    to: [HOME],
    text: "green's home row runs up the middle from its exit, square 0 (the green dot). From its 5th square a 3 reaches Home exactly (+10); a 4 or more may not be used.",
  },
];

const path = 'src/games/parcheesi/help.md';
const text = readFileSync(path, 'utf8');
const block = `<!-- figures -->\n${figures.map(svg).join('\n')}\n<!-- /figures -->`;
writeFileSync(path, text.replace(/<!-- figures -->[\s\S]*<!-- \/figures -->/, block));
