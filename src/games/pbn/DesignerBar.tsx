import type { Result } from '../../core/result.ts';
import { blankDesign, DESIGN_MAX, type Design } from './design.ts';
import { FilePicker, PUZZLE_FILES } from './FilePicker.tsx';

/** Reads a number field of the size form, clamped to the designer's 1..35. */
const sizeOf = (v: string) => Math.min(DESIGN_MAX, Math.max(1, Math.round(Number(v)) || 1));

interface DesignerBarProps {
  readonly design: Design;
  readonly onRename: (name: string) => void;
  /** The size fields as typed, read when "New blank" is pressed. */
  readonly size: { readonly w: string; readonly h: string };
  readonly onSize: (size: { w: string; h: string }) => void;
  /** A new design in place of this one (a blank, an image, a file, the puzzle in play). */
  readonly onReplace: (next: Design) => void;
  readonly onImage: (file: File) => Promise<void>;
  readonly onOpen: (file: File) => Promise<void>;
  /** The puzzle in play as a design, or why it cannot be one. */
  readonly current: Result<Design>;
  readonly onSave: (format: 'non' | 'xml') => void;
  readonly onTest: () => void;
  readonly onClose: () => void;
}

/**
 * The designer's bar: the name, a new blank of a size, a design from an image or a file or the
 * puzzle in play, saving, testing it as a puzzle, and closing.
 */
export function DesignerBar({
  design,
  onRename,
  size,
  onSize,
  onReplace,
  onImage,
  onOpen,
  current,
  onSave,
  onTest,
  onClose,
}: DesignerBarProps) {
  return (
    <div class="pbn-bar">
      <label>
        Name{' '}
        <input
          value={design.name}
          maxLength={60}
          onInput={(e) => onRename(e.currentTarget.value)}
        />
      </label>
      <form
        class="pbn-size"
        onSubmit={(e) => {
          e.preventDefault();
          const made = blankDesign(sizeOf(size.w), sizeOf(size.h), design.name);
          if (made.ok) onReplace(made.value);
        }}
      >
        <label>
          Width{' '}
          <input
            type="number"
            min={1}
            max={DESIGN_MAX}
            value={size.w}
            onInput={(e) => onSize({ ...size, w: e.currentTarget.value })}
          />
        </label>
        <label>
          Height{' '}
          <input
            type="number"
            min={1}
            max={DESIGN_MAX}
            value={size.h}
            onInput={(e) => onSize({ ...size, h: e.currentTarget.value })}
          />
        </label>
        <button type="submit">New blank</button>
      </form>
      <FilePicker label="From image" accept="image/*" onFile={(file) => void onImage(file)} />
      <FilePicker
        label="Open .non / .xml"
        accept={PUZZLE_FILES}
        onFile={(file) => void onOpen(file)}
      />
      <button
        type="button"
        disabled={!current.ok}
        title={current.ok ? 'Open the puzzle in play here' : current.error}
        onClick={() => current.ok && onReplace(current.value)}
      >
        Edit the puzzle in play
      </button>
      <button type="button" onClick={() => onSave('non')}>
        Save .non
      </button>
      <button type="button" onClick={() => onSave('xml')}>
        Save .xml
      </button>
      <button type="button" class="primary" onClick={onTest}>
        Test puzzle
      </button>
      <button type="button" onClick={onClose}>
        Close designer
      </button>
    </div>
  );
}
