import { useState } from 'preact/hooks';
import { formatPdn, parsePdn } from './pdn.ts';
import { type CheckersState, checkers, moveToString } from './rules.ts';

/** The game's address, from the page's: the position it started from and the moves played. */
function currentGame(): { position: string; moves: string; query: URLSearchParams } {
  const query = new URLSearchParams(location.hash.split('?')[1] ?? '');
  return { position: query.get('position') ?? 'start', moves: query.get('moves') ?? '', query };
}

/**
 * Save the game as a PDN file, or open one: an opened game becomes the page's address (its
 * position and moves), which the session replays like any shared link. A bad file is reported
 * here, naming the line and the move at fault.
 */
export function PdnTools({ state }: { state: CheckersState }) {
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const { position, moves } = currentGame();
    const initial = checkers.parseState(position === 'start' ? 'B:W21-32:B1-12' : position);
    const list = initial.ok ? checkers.moveList?.parse(initial.value, moves) : undefined;
    if (!list?.ok) {
      setError('this game has no move list to save');
      return;
    }
    const text = formatPdn({ tags: {}, position, moves: list.value }, checkers.result(state));
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'application/x-pdn' }));
    link.download = 'checkers.pdn';
    link.click();
    URL.revokeObjectURL(link.href);
    setError(null);
  };
  const open = async (file: File | undefined) => {
    if (!file) return;
    const game = parsePdn(await file.text());
    if (!game.ok) {
      setError(`${file.name}: ${game.error}`);
      return;
    }
    setError(null);
    const { query } = currentGame();
    query.set('position', game.value.position);
    query.set('moves', game.value.moves.map(moveToString).join(' '));
    if (game.value.moves.length === 0) query.delete('moves');
    location.hash = `#/checkers?${query}`;
  };
  return (
    <fieldset class="checkers-pdn">
      <legend>PDN file</legend>
      <button type="button" onClick={save}>
        Save PDN
      </button>
      <label class="button">
        Open PDN…
        <input
          type="file"
          accept=".pdn,.txt,text/plain"
          data-pdn-input
          onChange={(e) => {
            const input = e.currentTarget;
            void open(input.files?.[0]).then(() => {
              input.value = '';
            });
          }}
        />
      </label>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
