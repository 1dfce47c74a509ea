import type { ComponentType } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { outcomeText } from '../../core/outcome-text.ts';
import { readParams } from '../../core/params.ts';
import { playerName, type ViewProps } from '../../games/descriptor.ts';
import { replaceHash } from '../app/use-hash.ts';
import { HelpDialog } from '../dialog/HelpDialog.tsx';
import type { Session } from '../session/session.ts';
import { MoveList } from './MoveList.tsx';
import { NewGameDialog } from './NewGameDialog.tsx';
import { SeatPicker } from './SeatPicker.tsx';
import { StatusLine } from './StatusLine.tsx';
import { useShortcuts } from './shortcuts.ts';

interface GameScreenProps {
  session: Session<unknown, unknown>;
  View: ComponentType<ViewProps<unknown, unknown>>;
  freshSeed(): number;
}

/** The frame every game shares: toolbar, board, result banner, status line and dialogs. */
export function GameScreen({ session, View, freshSeed }: GameScreenProps) {
  const game = session.descriptor;
  const [dialog, setDialog] = useState<'new' | 'help' | null>(null);
  const actions = useMemo(
    () => ({
      undo: () => session.undo(),
      redo: () => session.redo(),
      hint: game.hint ? () => session.toggleHint() : undefined,
      analysis: game.analysis === 'toggle' ? () => session.toggleAnalysis() : undefined,
      newGame: () => setDialog('new'),
      help: () => setDialog('help'),
    }),
    [session, game],
  );
  useShortcuts(actions);
  const result = session.result.value;
  const url = session.url.value;
  useEffect(() => {
    if (location.hash !== url) replaceHash(url);
  }, [url]);
  const twoSided = session.players > 1;

  return (
    <main class="page game" data-game={game.info.id} data-save-state={session.saveState.value}>
      <header class="game-head">
        <a href="#/" class="back" aria-label="Back to the games">
          ←
        </a>
        <h1>{game.info.title}</h1>
        <nav class="toolbar" aria-label="Game">
          <button type="button" onClick={actions.newGame}>
            New
          </button>
          <button type="button" onClick={() => session.reset()} disabled={!session.canUndo.value}>
            Reset
          </button>
          <button type="button" onClick={actions.undo} disabled={!session.canUndo.value}>
            Undo
          </button>
          <button type="button" onClick={actions.redo} disabled={!session.canRedo.value}>
            Redo
          </button>
          {actions.hint && (
            <button type="button" onClick={actions.hint} aria-pressed={session.hintOn.value}>
              Hint
            </button>
          )}
          {actions.analysis && (
            <button
              type="button"
              onClick={actions.analysis}
              aria-pressed={session.analysisOn.value}
            >
              Analysis
            </button>
          )}
          <button type="button" onClick={actions.help}>
            Help
          </button>
          {game.lab && (
            <a class="button-link" href={`#/${game.info.id}/lab`}>
              Lab
            </a>
          )}
        </nav>
      </header>
      {result && (
        <section class="result" role="status" aria-label="Result">
          <p>{outcomeText(result, (p) => playerName(game.playerNames, p))}</p>
          <button type="button" class="primary" onClick={actions.newGame}>
            New game
          </button>
        </section>
      )}
      {game.ais?.length ? <SeatPicker session={session} /> : null}
      <div class={twoSided ? 'board-area with-moves' : 'board-area'}>
        <View
          state={session.observation.value}
          play={(move) => session.move(move)}
          interactive={session.humanToMove.value && !session.thinking.value}
          hint={session.hint.value}
          lastMove={session.lastMove.value}
          analysis={session.analysis.value}
        />
        {twoSided && <MoveList session={session} />}
      </div>
      <StatusLine session={session} />
      {dialog === 'new' && (
        <NewGameDialog
          game={game}
          initial={readParams(game.info.params, session.params).values}
          freshSeed={freshSeed}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'help' && <HelpDialog game={game} onClose={() => setDialog(null)} />}
    </main>
  );
}
