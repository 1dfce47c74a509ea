import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Clues } from './Clues.tsx';
import type { CheckReply } from './check.worker.ts';
import { Checker } from './checker.ts';
import { DesignCell } from './DesignCell.tsx';
import { DesignerBar } from './DesignerBar.tsx';
import {
  blankDesign,
  DESIGN_DEFAULT,
  DESIGN_MAX,
  type Design,
  designFromPixels,
  designOf,
  designPuzzle,
  paintDesign,
  parseDesign,
} from './design.ts';
import { imagePixels, savePuzzle } from './files.ts';
import { parsePuzzleFile } from './formats.ts';
import { boardLayout, cellAtPoint, line, type Pos } from './layout.ts';
import { FILLED, formatClues, type Puzzle } from './puzzle.ts';

/** Where the design in progress is kept, so testing it and coming back loses nothing. */
const KEPT = 'pbn-design';

export function keptDesign(): Design | null {
  try {
    const read = parseDesign(JSON.parse(localStorage.getItem(KEPT) ?? 'null'));
    return read.ok ? read.value : null;
  } catch {
    return null;
  }
}

function keep(d: Design) {
  try {
    localStorage.setItem(KEPT, JSON.stringify(d));
  } catch {
    // Private browsing may refuse storage: the design then lives as long as the page.
  }
}

type Verdict =
  | { kind: 'checking'; nodes: number }
  | { kind: 'stopped' }
  | { kind: 'done'; reply: CheckReply };

/** The verdict in words, and the cells where another solution differs from the picture. */
function verdictText(v: Verdict | null, d: Design): { text: string; differ: Set<number> } {
  const differ = new Set<number>();
  if (!v) return { text: '', differ };
  if (v.kind === 'checking') {
    return { text: `Checking whether the clues have one solution… (${v.nodes} guesses)`, differ };
  }
  if (v.kind === 'stopped') return { text: 'Check stopped.', differ };
  const r = v.reply;
  if (r.status === 'unique') {
    return {
      text: r.lineSolvable
        ? 'Unique, and solvable line by line: a fair puzzle.'
        : `Unique, but line by line alone does not finish it: it needs trying values (${r.nodes} guesses).`,
      differ,
    };
  }
  const other = r.solutions.find((s) => s.join('') !== d.cells) ?? [];
  other
    .join('')
    .split('')
    .forEach((ch, i) => {
      if (ch !== d.cells[i]) differ.add(i);
    });
  return {
    text: `Not unique: the clues have another solution; the ${differ.size} cells where it differs are ringed.`,
    differ,
  };
}

/**
 * PLT's designer: paint a picture and its clues follow; test it as a puzzle; make one from an
 * image; open and save files. The verdict (one solution or not) comes from the solver in a
 * worker, run again a moment after each change.
 */
export function Designer(props: { current: Puzzle; onClose(): void }) {
  const [design, setDesign] = useState<Design>(
    () => keptDesign() ?? (blankDesign(DESIGN_DEFAULT, DESIGN_DEFAULT) as { value: Design }).value,
  );
  const [size, setSize] = useState({ w: String(design.w), h: String(design.h) });
  const [message, setMessage] = useState<string | null>(null);
  const [drag, setDrag] = useState<{ start: Pos; end: Pos } | null>(null);
  const [cursor, setCursor] = useState<Pos>({ c: 0, r: 0 });
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const checker = useMemo(() => new Checker(), []);
  const puzzle = useMemo(() => designPuzzle(design), [design]);
  const l = useMemo(() => boardLayout(puzzle), [puzzle]);

  useEffect(() => () => checker.stop(), [checker]);
  useEffect(() => {
    keep(design);
    checker.stop();
    setVerdict(null);
    // A moment's pause, so a burst of strokes runs one check.
    const timer = setTimeout(() => {
      setVerdict({ kind: 'checking', nodes: 0 });
      checker.run(
        puzzle,
        (nodes) => setVerdict({ kind: 'checking', nodes }),
        (reply) => setVerdict({ kind: 'done', reply }),
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [design, puzzle, checker]);

  const replace = (next: Design, note: string | null = null) => {
    setDesign(next);
    setSize({ w: String(next.w), h: String(next.h) });
    setMessage(note);
  };
  const at = (p: Pos) => design.cells[p.r * design.w + p.c];
  const stroke = (start: Pos, end: Pos) => {
    const cells = line(start, end).map((p) => p.r * design.w + p.c);
    if (cells.length) setDesign(paintDesign(design, cells, at(start) !== FILLED));
  };

  const posOf = (e: PointerEvent): Pos | null => {
    const m = svg.current?.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return cellAtPoint(l, p.x, p.y);
  };
  const onKey = (e: KeyboardEvent) => {
    const step: Record<string, Pos> = {
      ArrowLeft: { c: -1, r: 0 },
      ArrowRight: { c: 1, r: 0 },
      ArrowUp: { c: 0, r: -1 },
      ArrowDown: { c: 0, r: 1 },
    };
    const d = step[e.key];
    if (d) {
      e.preventDefault();
      setCursor({
        c: Math.min(design.w - 1, Math.max(0, cursor.c + d.c)),
        r: Math.min(design.h - 1, Math.max(0, cursor.r + d.r)),
      });
    } else if (e.key === ' ' || e.key === 'Enter' || e.key.toLowerCase() === 'f') {
      e.preventDefault();
      stroke(cursor, cursor);
    }
  };

  const fromImage = async (file: File) => {
    try {
      const px = await imagePixels(file);
      const made = designFromPixels(px, file.name.replace(/\.[^.]*$/, '') || 'Image');
      if (!made.ok) return setMessage(`${file.name}: ${made.error}`);
      const scaled = px.width > DESIGN_MAX || px.height > DESIGN_MAX;
      replace(
        made.value,
        scaled
          ? `${file.name} is ${px.width}×${px.height}: scaled down to ${made.value.w}×${made.value.h}.`
          : null,
      );
    } catch {
      setMessage(`${file.name}: not an image this browser can read`);
    }
  };
  const openFile = async (file: File) => {
    const read = parsePuzzleFile(await file.text());
    if (!read.ok) return setMessage(`${file.name}: ${read.error}`);
    const d = designOf(read.value);
    if (!d.ok) return setMessage(`${file.name}: ${d.error} (open it from the game to play it)`);
    replace(d.value);
  };
  const test = () => {
    keep(design);
    location.hash = `#/pbn?clues=${encodeURIComponent(formatClues(puzzle))}`;
  };

  const shown = verdictText(verdict, design);
  const preview = new Set(drag ? line(drag.start, drag.end).map((p) => p.r * design.w + p.c) : []);
  const current = designOf(props.current);

  return (
    <section class="pbn pbn-designer" aria-label="Puzzle designer">
      <DesignerBar
        design={design}
        onRename={(name) => setDesign({ ...design, name })}
        size={size}
        onSize={setSize}
        onReplace={replace}
        onImage={fromImage}
        onOpen={openFile}
        current={current}
        onSave={(format) => savePuzzle(puzzle, format)}
        onTest={test}
        onClose={props.onClose}
      />
      <div class="pbn-wrap">
        <svg
          ref={svg}
          class="pbn-board pbn-design"
          viewBox={`0 0 ${l.width} ${l.height}`}
          style={{ '--cols': design.w }}
          role="application"
          aria-label={`Design ${design.name}, ${design.w} by ${design.h}. Arrow keys move, Space or F turns a cell filled or empty.`}
          aria-describedby="pbn-design-cursor"
          tabindex={0}
          onPointerDown={(e) => {
            const p = posOf(e);
            if (!p) return;
            e.preventDefault();
            svg.current?.setPointerCapture(e.pointerId);
            setDrag({ start: p, end: p });
            setCursor(p);
          }}
          onPointerMove={(e) => {
            const p = posOf(e);
            if (drag && p && (p.c !== drag.end.c || p.r !== drag.end.r))
              setDrag({ ...drag, end: p });
          }}
          onPointerUp={(e) => {
            if (!drag) return;
            setDrag(null);
            stroke(drag.start, posOf(e) ?? drag.end);
          }}
          onPointerCancel={() => setDrag(null)}
          onContextMenu={(e) => e.preventDefault()}
          onKeyDown={onKey}
        >
          <Clues puzzle={puzzle} l={l} hover={cursor} />
          {Array.from(design.cells, (mark, i) => {
            const c = i % design.w;
            const r = Math.floor(i / design.w);
            return (
              <DesignCell
                key={i}
                x={l.x(c)}
                y={l.y(r)}
                c={c}
                r={r}
                mark={mark}
                preview={preview.has(i)}
                differs={shown.differ.has(i)}
                cursor={cursor.c === c && cursor.r === r}
              />
            );
          })}
        </svg>
      </div>
      <p id="pbn-design-cursor" class="visually-hidden" aria-live="polite">
        ({cursor.c + 1},{cursor.r + 1}) {at(cursor) === FILLED ? 'filled' : 'empty'}
      </p>
      <p
        class="pbn-verdict"
        role="status"
        data-verdict={verdict?.kind === 'done' ? verdict.reply.status : verdict?.kind}
      >
        {shown.text}{' '}
        {verdict?.kind === 'checking' && (
          <button
            type="button"
            onClick={() => {
              checker.stop();
              setVerdict({ kind: 'stopped' });
            }}
          >
            Stop
          </button>
        )}
      </p>
      {message && (
        <p class="pbn-file-error" role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
