import { useState } from 'preact/hooks';
import type { ParamValue } from '../../core/params.ts';
import { paramsToText } from '../../core/params.ts';
import { parseSeed } from '../../core/rng.ts';
import type { AnyGameDescriptor } from '../../games/descriptor.ts';
import { Dialog } from '../dialog/Dialog.tsx';
import { gameHash } from '../session/game-url.ts';
import { newGameTitle } from './new-game-title.ts';
import { ParamsForm } from './ParamsForm.tsx';

interface NewGameDialogProps {
  game: AnyGameDescriptor;
  initial: Record<string, ParamValue>;
  freshSeed(): number;
  onClose(): void;
}

/** Chooses parameters and, optionally, a seed; starting navigates to the new game's URL. */
export function NewGameDialog({ game, initial, freshSeed, onClose }: NewGameDialogProps) {
  const [values, setValues] = useState(initial);
  const [seedText, setSeedText] = useState('');
  const clash = game.info.checkParams?.(values);
  const seed = seedText.trim() === '' ? null : parseSeed(seedText);
  const error = clash ?? (seed && !seed.ok ? seed.error : undefined);
  const start = (e: Event) => {
    e.preventDefault();
    if (error) return;
    const chosen = seed?.ok ? seed.value : freshSeed();
    // The address says what is dealt: a fixed board's size, not the custom fields left as they were.
    const dealt = game.info.dealtParams?.(values)?.params ?? values;
    location.hash = gameHash(game.info.id, paramsToText(game.info.params, dealt), chosen);
    onClose();
  };
  return (
    <Dialog title={newGameTitle(game.info.title)} onClose={onClose}>
      <form class="new-game" onSubmit={start}>
        <ParamsForm specs={game.info.params} values={values} onChange={setValues} />
        <div class="field">
          <label for="param-seed">Seed (blank for a new one)</label>
          <input
            id="param-seed"
            inputMode="numeric"
            value={seedText}
            onInput={(e) => setSeedText(e.currentTarget.value)}
          />
        </div>
        {error && (
          <p class="form-error" role="alert">
            {error}
          </p>
        )}
        <div class="actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" class="primary" disabled={error !== undefined}>
            Start
          </button>
        </div>
      </form>
    </Dialog>
  );
}
