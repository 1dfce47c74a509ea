import { signal } from '@preact/signals';
import { useRef, useState } from 'preact/hooks';
import { BoardGrid } from '../../ui/board/BoardGrid.tsx';
import { HintCell, MoveArrow, type Point } from '../../ui/board/HintMarks.tsx';
import { useFlip } from '../../ui/motion/use-motion.ts';
import type { ViewProps } from '../descriptor.ts';
import { HOLE, isSolved } from './board.ts';
import { MAX_TILES, MIN_TILES } from './info.ts';
import { DEFAULT_HEIGHT, DEFAULT_PICTURE, DEFAULT_WIDTH } from './picture.ts';
import { type Slide, type SlideyState, slidPath } from './rules.ts';
import './View.css';

interface Picture {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly name: string;
}

const DEFAULT: Picture = {
  url: DEFAULT_PICTURE,
  width: DEFAULT_WIDTH,
  height: DEFAULT_HEIGHT,
  name: 'the default landscape',
};

/**
 * The picture in play. It lives in the page, not in the game: a new game keeps it, a reload
 * brings back the default (the player's file never leaves the machine and is not stored).
 */
const picture = signal<Picture>(DEFAULT);
/** A picture just opened, waiting for its tile counts (PLT's "Choose Size" dialog). */
const pending = signal<Picture | null>(null);

function readPicture(file: File): Promise<Picture> {
  return new Promise((resolve, reject) => {
    if (!file.type.startsWith('image/')) {
      reject(new Error(`${file.name} is not an image`));
      return;
    }
    const reader = new FileReader();
    reader.onerror = () => reject(new Error(`cannot read ${file.name}`));
    reader.onload = () => {
      const url = String(reader.result);
      const img = new Image();
      img.onload = () =>
        resolve({ url, width: img.naturalWidth, height: img.naturalHeight, name: file.name });
      img.onerror = () => reject(new Error(`unrecognized image format: ${file.name}`));
      img.src = url;
    };
    reader.readAsDataURL(file);
  });
}

/** PLT crops what the tiles do not divide evenly from the right and the bottom. */
const cutoff = (pixels: number, tiles: number) => pixels % tiles;

/** The picture cut into tiles; a click, tap or Enter on a tile in the hole's line slides it. */
export function SlideyView({
  observation: state,
  play,
  interactive,
  hint,
}: ViewProps<SlideyState, Slide>) {
  const { width, height, tiles } = state;
  const [showMisplaced, setShowMisplaced] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const pic = picture.value;
  const usedW = pic.width - cutoff(pic.width, width);
  const usedH = pic.height - cutoff(pic.height, height);
  const cellW = usedW / width;
  const cellH = usedH / height;
  const solved = isSolved(tiles);
  const next = hint?.[0];
  const hole = tiles.indexOf(HOLE);
  const misplaced = tiles.filter((t, i) => t !== HOLE && t !== i + 1).length;

  const open = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    readPicture(file).then(
      (p) => {
        pending.value = p;
      },
      (e: Error) => setError(e.message),
    );
  };
  const name = (i: number) => `slidey-cell-${i}`;
  const centre = (i: number): Point => [
    (i % width) * cellW + cellW / 2,
    Math.floor(i / width) * cellH + cellH / 2,
  ];
  const svg = useRef<SVGSVGElement>(null);
  // Tiles keep their numbers, so each slides from where it was (a row of them on a long slide);
  // the hole (`data-tile` 0, a place, not a piece) is not among them.
  useFlip(svg, tiles, { key: 'data-piece', lift: true });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a mouse shortcut; "Open image…" is the way by keyboard and touch
    <div
      class={`slidey fill board-column${dragging ? ' dropping' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        open(e.dataTransfer?.files[0]);
      }}
    >
      <BoardGrid
        svgRef={svg}
        boxed
        class="slidey-board"
        label={`Slidey, ${width} by ${height} tiles. Arrow keys move the cursor; Enter or Space slides the tile under it toward the hole.`}
        rows={height}
        cols={width}
        cell={[cellW, cellH]}
        start={hole}
        cellId={name}
        cellLabel={({ index }) => {
          const t = tiles[index] as number;
          if (t === HOLE) return 'the hole';
          const home = `${t === index + 1 ? 'in place' : 'misplaced'}`;
          return `tile ${t}, ${home}${t === next ? ', suggested' : ''}`;
        }}
        interactive={interactive && !solved}
        onActivate={(i) => {
          const t = tiles[i] as number;
          if (t !== HOLE && slidPath(state, i).length > 0) play(t);
        }}
        renderCell={({ index, x, y, width: w, height: h }) => {
          const t = tiles[index] as number;
          // Solved: the whole picture, the missing tile included, as PLT draws it.
          const shown = solved && t === HOLE ? width * height : t;
          if (shown === HOLE) {
            return (
              <rect class="hole" data-cell={index} data-tile={0} x={x} y={y} width={w} height={h} />
            );
          }
          const home = shown - 1;
          const sx = (home % width) * cellW;
          const sy = Math.floor(home / width) * cellH;
          const wrong = showMisplaced && !solved && shown !== index + 1;
          return (
            <g data-cell={index} data-tile={t} data-piece={t} data-hint={t === next || undefined}>
              <svg
                aria-hidden="true"
                x={x}
                y={y}
                width={w}
                height={h}
                viewBox={`${sx} ${sy} ${cellW} ${cellH}`}
                preserveAspectRatio="none"
              >
                <image
                  href={pic.url}
                  width={pic.width}
                  height={pic.height}
                  preserveAspectRatio="none"
                />
              </svg>
              {!solved && (
                <rect
                  class={wrong ? 'outline misplaced' : 'outline'}
                  data-misplaced={wrong || undefined}
                  x={x + 0.5}
                  y={y + 0.5}
                  width={w - 1}
                  height={h - 1}
                />
              )}
              {wrong && (
                <path
                  class="misplaced-mark"
                  d={`M${x + 2} ${y + 2} h${Math.min(w, h) / 3} L${x + 2} ${y + 2 + Math.min(w, h) / 3} Z`}
                />
              )}
              {t === next && <HintCell x={x} y={y} width={w} height={h} />}
              {/* On top, the tile's own box: the picture inside overflows it (clipped, not cut). */}
              <rect class="hit" x={x} y={y} width={w} height={h} />
            </g>
          );
        }}
        ring={{ inset: 1 }}
        overlay={() =>
          next !== undefined && (
            // The hinted tile's way: from it to the hole, over the tiles it pushes along.
            <MoveArrow
              points={[centre(tiles.indexOf(next)), centre(hole)]}
              cell={Math.min(cellW, cellH)}
              shorten={0.3}
              move={String(next)}
            />
          )
        }
      />
      <div class="slidey-tools">
        <label>
          <input
            type="checkbox"
            checked={showMisplaced}
            onChange={(e) => setShowMisplaced((e.currentTarget as HTMLInputElement).checked)}
          />{' '}
          Show misplaced pieces
        </label>
        <label class="slidey-open">
          Open image…
          <input
            type="file"
            accept="image/*"
            class="slidey-file"
            onChange={(e) => {
              const input = e.currentTarget as HTMLInputElement;
              open(input.files?.[0]);
              input.value = '';
            }}
          />
        </label>
        {pic !== DEFAULT && (
          <button type="button" onClick={() => (picture.value = DEFAULT)}>
            Default picture
          </button>
        )}
      </div>
      {showMisplaced && !solved && (
        <p class="slidey-count">
          {misplaced} {misplaced === 1 ? 'tile' : 'tiles'} out of place (dashed red outline and a
          corner mark)
        </p>
      )}
      {error && (
        <p class="slidey-error" role="alert">
          {error}
        </p>
      )}
      {pending.value && <ChooseSize picture={pending.value} width={width} height={height} />}
    </div>
  );
}

/** PLT's "Choose Size": tile counts for the picture just opened, with the pixels cropped. */
function ChooseSize({
  picture: p,
  width,
  height,
}: {
  picture: Picture;
  width: number;
  height: number;
}) {
  const [w, setW] = useState(width);
  const [h, setH] = useState(height);
  const clamp = (n: number) => Math.min(MAX_TILES, Math.max(MIN_TILES, Math.round(n) || MIN_TILES));
  const start = () => {
    picture.value = p;
    pending.value = null;
    // Without a seed in the address the session deals with a fresh one, as New does.
    if (w !== width || h !== height) window.location.hash = `#/slidey?width=${w}&height=${h}`;
  };
  return (
    <div class="slidey-size" role="group" aria-label="Choose size">
      <p>
        {p.name}: {p.width} × {p.height} pixels
      </p>
      <label>
        Tiles (width){' '}
        <input
          type="number"
          min={MIN_TILES}
          max={MAX_TILES}
          value={w}
          onInput={(e) => setW(clamp(Number((e.currentTarget as HTMLInputElement).value)))}
        />
      </label>
      <label>
        Tiles (height){' '}
        <input
          type="number"
          min={MIN_TILES}
          max={MAX_TILES}
          value={h}
          onInput={(e) => setH(clamp(Number((e.currentTarget as HTMLInputElement).value)))}
        />
      </label>
      {cutoff(p.width, w) > 0 && <p>Horizontal cutoff {cutoff(p.width, w)} pixels</p>}
      {cutoff(p.height, h) > 0 && <p>Vertical cutoff {cutoff(p.height, h)} pixels</p>}
      <button type="button" onClick={() => (pending.value = null)}>
        Cancel
      </button>{' '}
      <button type="button" class="slidey-use" onClick={start}>
        {w === width && h === height ? 'Use picture' : 'Use picture in a new game'}
      </button>
    </div>
  );
}
