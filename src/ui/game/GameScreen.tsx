import type { ComponentType } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { readParams } from '../../core/params.ts';
import type { ViewProps } from '../../games/descriptor.ts';
import { ThemeSwitch } from '../app/ThemeSwitch.tsx';
import { replaceHash } from '../app/use-hash.ts';
import { HelpDialog } from '../dialog/HelpDialog.tsx';
import type { Session } from '../session/session.ts';
import { StatsPanel } from '../stats/StatsPanel.tsx';
import { AnalysisPanel, analysisShown } from './AnalysisPanel.tsx';
import { GamePanelTarget } from './GamePanel.tsx';
import { MoveList } from './MoveList.tsx';
import { NewGameDialog } from './NewGameDialog.tsx';
import { ResultPanel } from './ResultPanel.tsx';
import { ReviewBar } from './ReviewBar.tsx';
import { SeatPicker } from './SeatPicker.tsx';
import { SidePanel } from './SidePanel.tsx';
import { StatusLine } from './StatusLine.tsx';
import { useShortcuts } from './shortcuts.ts';
import './game-layout.css';

interface GameScreenProps {
  session: Session<unknown, unknown>;
  View: ComponentType<ViewProps<unknown, unknown>>;
  freshSeed(): number;
}

/**
 * The frame every game shares: the header with its toolbar, the play area the game's view fills,
 * the side panels (result, players, analysis, moves, statistics) and the status line, laid out
 * by game-layout.css to fit the screen exactly; and the dialogs.
 */
export function GameScreen({ session, View, freshSeed }: GameScreenProps) {
  const game = session.descriptor;
  const [dialog, setDialog] = useState<'new' | 'help' | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  const [gamePanels, setGamePanels] = useState<HTMLDivElement | null>(null);
  const actions = useMemo(() => {
    /**
     * Runs an action that may disable its own button (Undo back to the start, Reset, Redo to the
     * end). A disabled button drops the focus to the page, where the arrow keys do nothing; so
     * the focus goes to the board instead.
     */
    const keepingFocus = (act: () => Promise<void>, enabled: () => boolean) => () => {
      const from = document.activeElement;
      void act().then(() => {
        if (!enabled() && from?.closest('.toolbar')) focusBoard(slot.current);
      });
    };
    return {
      reset: keepingFocus(
        () => session.reset(),
        () => session.canUndo.peek(),
      ),
      undo: keepingFocus(
        () => session.undo(),
        () => session.canUndo.peek(),
      ),
      redo: keepingFocus(
        () => session.redo(),
        () => session.canRedo.peek(),
      ),
      // A finished game has nothing left to hint at.
      hint: game.hint
        ? () => {
            if (session.result.peek() === null) session.hints.toggleHint();
          }
        : undefined,
      analysis:
        game.analysis === 'toggle' && session.analysable
          ? () => session.hints.toggleAnalysis()
          : undefined,
      newGame: () => setDialog('new'),
      help: () => setDialog('help'),
    };
  }, [session, game]);
  useShortcuts(actions, game.keys);
  const result = session.result.value;
  const url = session.url.value;
  // A navigation to this same game (the address typed again without its moves) opens a new
  // session with the same URL: the address is put right for each session, not only on change.
  useEffect(() => {
    if (location.hash !== url) replaceHash(url);
  }, [url, session]);
  // Each game opens with its board focused, so the arrow keys play at once instead of scrolling
  // the page; but not where something else holds the focus (a dialog, the address typed again),
  // nor on a touch screen, which has no arrow keys and would only show the focus ring.
  useEffect(() => {
    const free = document.activeElement === null || document.activeElement === document.body;
    if (free && matchMedia('(any-pointer: fine)').matches) {
      slot.current?.querySelector<HTMLElement>(ARROW_BOARD)?.focus({ preventScroll: true });
    }
  }, [session]);
  const twoSided = session.players > 1;
  const seated = Boolean(game.ais?.length);
  // The side panels come a frame after the play area: the first render, in the task that
  // receives the table's first view, draws the header, the board and the status line alone,
  // and the panels follow in a task of their own once that is painted (Preact runs effects
  // after the paint). Their column or row is there from the start, so nothing moves.
  const [panelsShown, showPanels] = useState(false);
  useEffect(() => showPanels(true), []);
  const studied = analysisShown(session);

  return (
    <main
      class="page game"
      data-game={game.info.id}
      data-save-state={session.saves.saveState.value}
    >
      <header class="game-head">
        <a href="#/" class="back" aria-label="Back to the games">
          ←
        </a>
        <h1>{game.info.title}</h1>
        <nav class="toolbar" aria-label="Game">
          <button type="button" onClick={actions.newGame}>
            New
          </button>
          <button type="button" onClick={actions.reset} disabled={!session.canUndo.value}>
            Reset
          </button>
          <UndoButton session={session} undo={actions.undo} />
          <button type="button" onClick={actions.redo} disabled={!session.canRedo.value}>
            Redo
          </button>
          {actions.hint && (
            <button
              type="button"
              onClick={actions.hint}
              aria-pressed={session.hints.hintOn.value}
              disabled={result !== null}
            >
              Hint
            </button>
          )}
          {actions.analysis && (
            <button
              type="button"
              onClick={actions.analysis}
              aria-pressed={session.hints.analysisOn.value}
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
        <ThemeSwitch />
      </header>
      {/* The board or table, as large as the screen allows (game-layout.css). */}
      <div class="play-area" data-play-area ref={slot}>
        <GamePanelTarget.Provider value={gamePanels}>
          <View
            observation={session.observation.value}
            play={(move) => session.move(move)}
            interactive={session.humanToMove.value && !session.thinking.value}
            hint={session.hints.hint.value}
            lastMove={session.lastMove.value}
            sent={session.sent.value}
            analysis={session.hints.analysis.value}
            playedMs={() => session.playedMs()}
          />
        </GamePanelTarget.Provider>
      </div>
      {/* Beside the play area on a wide screen, below it on a phone, so the board comes first. */}
      {panelsShown ? (
        <SidePanel
          result={
            result && (
              <>
                <ResultPanel session={session} newGame={actions.newGame} />
                <ReviewBar session={session} />
              </>
            )
          }
          players={seated && <SeatPicker session={session} />}
          analysis={studied && <AnalysisPanel session={session} />}
          game={<div class="game-panels" ref={setGamePanels} />}
          moves={twoSided && <MoveList session={session} />}
          stats={<StatsPanel stats={session.stats.value} />}
        />
      ) : (
        <SidePanel />
      )}
      <StatusLine session={session} stopped={() => focusBoard(slot.current)} />
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

/**
 * Undo, greyed when it cannot act; where something has been played and the game's policy stops
 * it, it says why (on hover, to screen readers, and in the status line when pressed).
 */
function UndoButton({ session, undo }: { session: Session<unknown, unknown>; undo(): void }) {
  const why = session.canUndo.value ? null : session.undoWhy.value;
  if (!why) {
    return (
      <button type="button" onClick={undo} disabled={!session.canUndo.value}>
        Undo
      </button>
    );
  }
  return (
    <button
      type="button"
      class="blocked"
      aria-disabled="true"
      title={why}
      aria-description={why}
      onClick={() => {
        session.notice.value = why;
      }}
    >
      Undo
    </button>
  );
}

/** The board, or for a card table its first control: where the arrow keys and Enter act. */
function focusBoard(slot: HTMLElement | null): void {
  slot?.querySelector<HTMLElement>('[role="grid"], button:not(:disabled), [tabindex="0"]')?.focus();
}

/**
 * A board the arrow keys play: a grid, an application (Tally Maze, Jewel), or the first card of
 * a view that moves among its cards by arrows (Memory's, marked `data-arrow-keys`). Card tables
 * without one are not focused on opening: a stray Space there would deal or draw.
 */
const ARROW_BOARD = '[role="grid"], [role="application"], [data-arrow-keys] > button';
