import { useState } from 'preact/hooks';
import { download } from './download.ts';
import { documentText, fromDocument, openText } from './format.ts';
import { type Workspace, writePltFile } from './plt.ts';

/**
 * The workspace's files: open one (ours or PLT's), open our examples, save in our format or in
 * PLT's; a save takes the name of the file last opened. `say` hears what happened.
 */
export function useFiles(
  w: Workspace,
  commit: (next: Workspace, message?: string) => void,
  say: (notice: string) => void,
) {
  const [fileName, setFileName] = useState<string | null>(null);
  /** Our examples file, written from examples.ts by scripts/gcalc-examples.ts. */
  const openExamples = async () => {
    const data = (await import('./examples.gcalc.json')).default;
    const r = fromDocument(data);
    if (!r.ok) return say(`The examples file is damaged: ${r.error}`);
    commit(r.value, 'The examples are open.');
    setFileName('examples.gcalc.json');
  };
  const openFile = async (file: File) => {
    const r = openText(await file.text());
    if (!r.ok) return say(`${file.name}: ${r.error}`);
    commit(r.value, `${file.name} opened.`);
    setFileName(file.name);
  };
  const saveFile = () => {
    const name = fileName?.replace(/\.[^.]*$/, '') ?? 'gcalc';
    download(new Blob([documentText(w)], { type: 'application/json' }), `${name}.gcalc.json`);
    say(`Saved as ${name}.gcalc.json.`);
  };
  const savePlt = () => {
    const name = fileName?.replace(/\.[^.]*$/, '') ?? 'gcalc';
    download(new Blob([writePltFile(w)], { type: 'text/plain' }), `${name}.rktd`);
    say(`Saved in PLT's format as ${name}.rktd.`);
  };
  return { fileName, openExamples, openFile, saveFile, savePlt };
}
