import { useEffect, useState } from 'preact/hooks';
import type { AnyDescriptor } from '../../games/descriptor.ts';
import { Dialog } from './Dialog.tsx';

/** A game's help.md, shown over the console or the game. */
export function HelpDialog({ game, onClose }: { game: AnyDescriptor; onClose(): void }) {
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    Promise.all([game.help(), import('../markdown.ts')]).then(
      ([text, { markdownToHtml }]) => setHtml(markdownToHtml(text)),
      (e: Error) => setError(e.message),
    );
  }, [game]);
  return (
    <Dialog title={`${game.info.title} help`} onClose={onClose} wide>
      {error && <p role="alert">The help could not be loaded: {error}</p>}
      {html === null && !error && <p>Loading…</p>}
      {html !== null && <div class="help" dangerouslySetInnerHTML={{ __html: html }} />}
    </Dialog>
  );
}
