import type { RefObject } from 'preact';

interface ToolbarProps {
  /** An evaluation is under way: the bar waits. */
  readonly busy: boolean;
  /** The hidden file input, which the O key clicks too. */
  readonly fileInput: RefObject<HTMLInputElement | null>;
  readonly fileName: string | null;
  readonly onOpen: (file: File) => void;
  readonly onExamples: () => void;
  readonly onSave: () => void;
  readonly onSavePlt: () => void;
  readonly onPrefs: () => void;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
}

/** GCalc's bar: files (open, examples, save in ours or PLT's format), preferences, undo, redo. */
export function Toolbar(props: ToolbarProps) {
  const { busy, fileInput, fileName, onOpen, onExamples, onSave, onSavePlt, onPrefs } = props;
  const { canUndo, canRedo, onUndo, onRedo } = props;
  return (
    <fieldset class="gcalc-toolbar" aria-label="GCalc" disabled={busy}>
      <button type="button" onClick={() => fileInput.current?.click()} aria-keyshortcuts="o">
        Open…
      </button>
      <button type="button" onClick={onExamples} aria-keyshortcuts="m">
        Examples
      </button>
      <button type="button" onClick={onSave} aria-keyshortcuts="s">
        Save
      </button>
      <button type="button" onClick={onSavePlt} aria-keyshortcuts="a">
        Save PLT file
      </button>
      <button type="button" onClick={onPrefs} aria-keyshortcuts="f">
        Preferences
      </button>
      <button type="button" onClick={onUndo} disabled={!canUndo} aria-keyshortcuts="z Control+Z">
        Undo
      </button>
      <button type="button" onClick={onRedo} disabled={!canRedo} aria-keyshortcuts="y Control+Y">
        Redo
      </button>
      {fileName && <span class="gcalc-file">File: {fileName}</span>}
      <input
        ref={fileInput}
        type="file"
        accept=".json,.rktd,.gcalc,text/plain,application/json"
        class="gcalc-file-input"
        aria-label="Open a GCalc file"
        onChange={(e) => {
          const f = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (f) onOpen(f);
        }}
      />
    </fieldset>
  );
}
