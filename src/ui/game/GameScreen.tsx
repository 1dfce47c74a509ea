import { effect } from '@preact/signals';
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
import { MoveList } from './MoveList.tsx';
import { NewGameDialog } from './NewGameDialog.tsx';
import { PlayArea } from './PlayArea.tsx';
import { ResultPanel } from './ResultPanel.tsx';
import { ReviewBar } from './ReviewBar.tsx';
import { SeatPicker } from './SeatPicker.tsx';
import { SidePanel } from './SidePanel.tsx';
import { StatusLine } from './StatusLine.tsx';
import { useShortcuts } from './shortcuts.ts';
import { Toolbar, type ToolbarActions } from './Toolbar.tsx';
import './game-layout.css';

type AnySession = Session<unknown, unknown>;

interface GameScreenProps {
  session: AnySession;
  View: ComponentType<ViewProps<unknown, unknown>>;
  freshSeed(): number;
}

/**
 * The frame every game shares: the header with its toolbar, the play area the game's view fills,
 * the side panels (result, players, analysis, moves, statistics) and the status line, laid out
 * by game-layout.css to fit the screen exactly; and the dialogs. It reads none of the session's
 * signals itself: each part reads its own, so a move, a save or a hint draws only what shows it.
 */
export function GameScreen({ session, View, freshSeed }: GameScreenProps) {
  const game = session.descriptor;
  const [dialog, setDialog] = useState<'new' | 'help' | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  const [gamePanels, setGamePanels] = useState<HTMLDivElement | null>(null);
  const actions = useMemo((): ToolbarActions => {
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
  // A navigation to this same game (the address typed again without its moves) opens a new
  // session with the same URL: the address is put right for each session, not only on change.
  // Read in an effect of its own, so a new address does not draw the screen again.
  useEffect(
    () =>
      effect(() => {
        const url = session.url.value;
        if (location.hash !== url) replaceHash(url);
      }),
    [session],
  );
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
  return (
    <main class="page game" data-game={game.info.id} data-save-state={session.saves.saveState}>
      <header class="game-head">
        <a href="#/" class="back" aria-label="Back to the games">
          ←
        </a>
        <h1>{game.info.title}</h1>
        <Toolbar session={session} actions={actions} />
        <ThemeSwitch />
      </header>
      {/* The board or table, as large as the screen allows (game-layout.css). */}
      <PlayArea session={session} View={View} slot={slot} gamePanels={gamePanels} />
      {/* Beside the play area on a wide screen, below it on a phone, so the board comes first. */}
      <SidePanel
        result={<ResultSlot session={session} newGame={actions.newGame} />}
        players={seated && <SeatPicker session={session} />}
        analysis={<AnalysisSlot session={session} />}
        game={<div class="game-panels" ref={setGamePanels} />}
        moves={twoSided && <MoveList session={session} />}
        stats={<SessionStats session={session} />}
      />
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

/** The result and Review, once the game is over. */
function ResultSlot({ session, newGame }: { session: AnySession; newGame(): void }) {
  if (session.result.value === null) return null;
  return (
    <>
      <ResultPanel session={session} newGame={newGame} />
      <ReviewBar session={session} />
    </>
  );
}

function AnalysisSlot({ session }: { session: AnySession }) {
  return analysisShown(session) ? <AnalysisPanel session={session} /> : null;
}

function SessionStats({ session }: { session: AnySession }) {
  return <StatsPanel stats={session.stats.value} />;
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
