/** PLT's puzzle files: the forms the game and the designer open. */
export const PUZZLE_FILES = '.non,.xml,text/plain,application/xml';

/** A labelled file input styled as a button; `onFile` hears the file chosen, if any. */
export function FilePicker(props: { label: string; accept: string; onFile(file: File): void }) {
  return (
    <label class="pbn-open">
      {props.label}
      <input
        type="file"
        accept={props.accept}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) props.onFile(file);
        }}
      />
    </label>
  );
}
