import { batch, computed, effect, signal } from '@preact/signals-core';
import type { AnalysisList, AnalysisRow, Hint } from '../../games/descriptor.ts';
import type { Study } from '../../workers/engine-api.ts';
import { CancelledError, type Engine } from '../engine/engine.ts';
import type { Session } from './session.ts';

/**
 * The hint and the analysis of the position on the page, asked of the engine's hint and study
 * lanes with the viewer's own observation: what the viewer may see is all they are given.
 */
export class SessionHints<M, O> {
  readonly hintOn = signal(false);
  /** The hint found for the position on the board: its moves and why; null when none is shown. */
  readonly found = signal<Hint<M> | null>(null);
  /** The analysis row the player picked to see on the board; null for none. */
  readonly shown = signal<AnalysisRow<M> | null>(null);
  /** The moves the board marks: the picked analysis row's, else the hint's. */
  readonly hint = computed<readonly M[] | null>(() => {
    const row = this.shown.value;
    return row ? [row.move] : (this.found.value?.moves ?? null);
  });
  /** From 0 to 1 while a hint is being computed; null when idle. */
  readonly hintProgress = signal<number | null>(null);
  /** What the hint's search has settled so far, when it says; null when idle or silent. */
  readonly hintNote = signal<string | null>(null);
  readonly analysisOn = signal(false);
  /** The analysis of the current position: its result, or its result so far while it runs. */
  readonly analysis = signal<unknown>(null);
  /** The same analysis as the shared panel lists it: moves with values, best first. */
  readonly analysisList = signal<AnalysisList<M> | null>(null);
  /** From 0 to 1 while the analysis runs; null when idle. */
  readonly analysisProgress = signal<number | null>(null);
  /** Counts analyses started, so a late report from one abandoned is ignored. */
  private analysisRun = 0;
  private readonly disposers: (() => void)[];

  constructor(
    private readonly session: Session<M, O>,
    private readonly engine: Engine,
  ) {
    this.disposers = [effect(() => this.refreshHint()), effect(() => this.refreshAnalysis())];
  }

  dispose(): void {
    for (const d of this.disposers) d();
    for (const lane of ['hint', 'study'] as const) this.engine.cancel(lane);
  }

  toggleHint(): void {
    if (!this.session.descriptor.hint) return;
    this.hintOn.value = !this.hintOn.value;
  }

  toggleAnalysis(): void {
    if (!this.session.analysable) return;
    this.analysisOn.value = !this.analysisOn.value;
  }

  /** Shows an analysis row's move on the board, or hides it when it is the one shown. */
  showRow(row: AnalysisRow<M>): void {
    this.shown.value = this.shown.peek() === row ? null : row;
  }

  /** Gives up the hint under way. */
  stop(): void {
    if (this.hintProgress.value !== null) this.hintOn.value = false;
  }

  /**
   * A hint is for the person to move, in the position on the board: one for the position before
   * is dropped at once rather than drawn on this one, and the computer's turns ask for none.
   */
  private refreshHint(): void {
    const { session } = this;
    const observation = session.studied.value;
    this.engine.cancel('hint');
    this.found.value = null;
    this.hintProgress.value = null;
    this.hintNote.value = null;
    if (!this.hintOn.value || !session.humanToMove.value || session.result.value) return;
    const current = () => session.studied.peek() === observation && this.hintOn.peek();
    this.hintProgress.value = 0;
    this.engine
      .run<'hint', M, O>(session.gameId, 'hint', { observation }, (done, _partial, note) => {
        if (!current()) return;
        batch(() => {
          this.hintProgress.value = done;
          this.hintNote.value = note ?? null;
        });
      })
      .then(
        (found) => {
          if (!current()) return;
          batch(() => {
            this.hintProgress.value = null;
            this.hintNote.value = null;
            this.found.value = found;
            if (found === null) session.notice.value = 'No hint: this position cannot be solved.';
          });
        },
        (e: unknown) => {
          if (current()) {
            this.hintProgress.value = null;
            this.hintNote.value = null;
          }
          this.failed(e, 'The hint failed');
        },
      );
  }

  private refreshAnalysis(): void {
    const { session } = this;
    const when = session.descriptor.analysis;
    const observation = session.studied.value;
    const wanted = when === 'end' ? session.result.value !== null : this.analysisOn.value;
    this.engine.cancel('study');
    const run = ++this.analysisRun;
    this.analysis.value = null;
    this.analysisList.value = null;
    this.shown.value = null;
    this.analysisProgress.value = null;
    if (!session.analysable || !wanted) return;
    this.analysisProgress.value = 0;
    const current = () => this.analysisRun === run;
    this.engine
      .run<'analyze', M, O>(session.gameId, 'analyze', { observation }, (done, partial) => {
        if (!current()) return;
        batch(() => {
          this.analysisProgress.value = done;
          if (partial !== undefined) this.studied(partial as Study<M>);
        });
      })
      .then(
        (study) => {
          if (!current()) return;
          batch(() => {
            this.studied(study);
            this.analysisProgress.value = null;
          });
        },
        (e: unknown) => {
          if (current()) this.analysisProgress.value = null;
          this.failed(e, 'The analysis failed');
        },
      );
  }

  /** A picked row stays picked while the study deepens if its move is still listed. */
  private studied({ result, list }: Study<M>): void {
    this.analysis.value = result;
    this.analysisList.value = list;
    const shown = this.shown.peek();
    if (shown) {
      const same = list?.rows.find((r) => r.text === shown.text) ?? null;
      this.shown.value = same;
    }
  }

  private failed(e: unknown, what: string): void {
    if (e instanceof CancelledError) return;
    this.session.notice.value = `${what}: ${(e as Error).message}`;
  }
}
