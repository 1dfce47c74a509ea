import { useState } from 'preact/hooks';
import * as z from 'zod';
import type { AppProps } from '../../../src/games/descriptor.ts';

const noteSchema = z.object({ text: z.string() });

/** A text area whose every change is saved; a saved document of another shape starts empty. */
export function ScratchpadPage({ saved, save }: AppProps) {
  const read = noteSchema.safeParse(saved);
  const [text, setText] = useState(read.success ? read.data.text : '');
  return (
    <label class="scratchpad">
      Note
      <textarea
        value={text}
        onInput={(e) => {
          const value = e.currentTarget.value;
          setText(value);
          save({ text: value });
        }}
      />
    </label>
  );
}
