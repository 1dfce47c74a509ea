import { FilePicker, PUZZLE_FILES } from './FilePicker.tsx';
import { savePuzzle } from './files.ts';
import { parsePuzzleFile } from './formats.ts';
import { formatClues, heightOf, type Puzzle, widthOf } from './puzzle.ts';

/** Opens a .non or webpbn XML file as a puzzle of one's own clues (its address carries them). */
async function openFile(file: File, fail: (message: string) => void) {
  const read = parsePuzzleFile(await file.text());
  if (!read.ok) return fail(`${file.name}: ${read.error}`);
  location.hash = `#/pbn?clues=${encodeURIComponent(formatClues(read.value))}`;
}

interface PbnBarProps {
  readonly puzzle: Puzzle;
  readonly timer: { readonly ms: number; readonly text: string };
  readonly showTimer: boolean;
  readonly onShowTimer: (on: boolean) => void;
  readonly showMistakes: boolean;
  readonly onShowMistakes: (on: boolean) => void;
  readonly touchEmpty: boolean;
  readonly onTouchEmpty: (on: boolean) => void;
  readonly zoom: number;
  readonly onZoom: (zoom: number) => void;
  readonly pan: boolean;
  readonly onPan: (on: boolean) => void;
  readonly onFileError: (message: string) => void;
  readonly onDesign: () => void;
}

/**
 * The bar above the board: the puzzle's name and size, the timer, mistakes, what a touch paints,
 * zoom and pan, and the files and designer folded away.
 */
export function PbnBar({
  puzzle,
  timer,
  showTimer,
  onShowTimer,
  showMistakes,
  onShowMistakes,
  touchEmpty,
  onTouchEmpty,
  zoom,
  onZoom,
  pan,
  onPan,
  onFileError,
  onDesign,
}: PbnBarProps) {
  return (
    <div class="pbn-bar">
      <span class="pbn-name">{puzzle.name}</span>
      <span>
        {widthOf(puzzle)}×{heightOf(puzzle)}
      </span>
      <span class="pbn-timer">
        <button
          type="button"
          aria-pressed={showTimer}
          onClick={() => onShowTimer(!showTimer)}
          title="Show or hide the time played (it runs from the first stroke)"
        >
          Timer
        </button>
        {showTimer && (
          <span role="timer" aria-label="Time played" data-ms={timer.ms}>
            {timer.text}
          </span>
        )}
      </span>
      <button
        type="button"
        aria-pressed={showMistakes}
        disabled={!puzzle.solution}
        title={
          puzzle.solution
            ? 'Mark the cells that contradict the solution'
            : 'PLT stores no solution for this puzzle'
        }
        onClick={() => onShowMistakes(!showMistakes)}
      >
        Show Mistakes
      </button>
      <button type="button" aria-pressed={touchEmpty} onClick={() => onTouchEmpty(!touchEmpty)}>
        Touch paints: {touchEmpty ? 'empty ·' : 'filled ■'}
      </button>
      <span class="pbn-zoom">
        <button type="button" aria-label="Zoom out" onClick={() => onZoom(Math.max(1, zoom / 1.5))}>
          −
        </button>
        <button type="button" aria-label="Zoom in" onClick={() => onZoom(Math.min(4, zoom * 1.5))}>
          +
        </button>
        <button type="button" aria-pressed={pan} onClick={() => onPan(!pan)}>
          Pan
        </button>
      </span>
      {/* Files and the designer fold away, so the board keeps its room on a phone. */}
      <details class="pbn-more">
        <summary>Files &amp; designer</summary>
        <FilePicker
          label="Open .non / .xml"
          accept={PUZZLE_FILES}
          onFile={(file) => void openFile(file, onFileError)}
        />
        <button type="button" onClick={() => savePuzzle(puzzle, 'non')}>
          Save .non
        </button>
        <button type="button" onClick={() => savePuzzle(puzzle, 'xml')}>
          Save .xml
        </button>
        <button type="button" onClick={onDesign}>
          Designer
        </button>
      </details>
    </div>
  );
}
