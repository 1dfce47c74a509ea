import { useEffect, useMemo, useState } from 'preact/hooks';
import { EvalTooLarge, type Settings } from './eval.ts';
import type { Expr } from './expr.ts';
import type { Workspace } from './plt.ts';
import { EvalFailed, EvalRunner, EvalStopped } from './runner.ts';
import type { Edit, Evaluator } from './workspace.ts';

/**
 * Edits of the workspace, some of which evaluate in the worker: `apply` runs an edit at once,
 * `applyEvaluating` runs it in the worker with progress (`busy`) and Stop. Each reports a
 * refusal, a runaway or a stop through `say`, and commits what succeeded.
 */
export function useEvaluation(
  commit: (next: Workspace, message?: string) => void,
  say: (notice: string) => void,
) {
  const runner = useMemo(() => new EvalRunner(), []);
  /** An evaluation under way in the worker: its share of the step budget used so far. */
  const [busy, setBusy] = useState<{ done: number } | null>(null);
  useEffect(() => () => runner.stop(), [runner]);

  /** Applies an edit, reporting a refusal or an evaluation that ran away. */
  const apply = (edit: () => Edit, message = '') => {
    try {
      const r = edit();
      if (r.ok) commit(r.value, message);
      else say(r.error);
    } catch (e) {
      if (e instanceof EvalTooLarge) say(e.message);
      else throw e;
    }
  };
  /**
   * Applies an edit that may evaluate: the edit is pure, so it runs once to find what to
   * evaluate, the worker evaluates it (with progress and Stop), and the edit runs again with
   * the result. An edit that evaluates nothing applies at once.
   */
  const applyEvaluating = (edit: (run: Evaluator) => Edit, message: string) => {
    let asked: { e: Expr; s: Settings; size: number } | null = null;
    const trial = edit((e, s, size) => {
      asked = { e, s, size };
      return e;
    });
    if (!trial.ok) return say(trial.error);
    const job = asked as { e: Expr; s: Settings; size: number } | null;
    if (!job) return commit(trial.value, message);
    setBusy({ done: 0 });
    say('Evaluating…');
    runner
      .run(job.e, job.s, job.size, (done) => setBusy({ done }))
      .then(
        (result) => {
          setBusy(null);
          apply(() => edit(() => result), message);
        },
        (err: Error) => {
          setBusy(null);
          if (err instanceof EvalStopped) say('Evaluation stopped; nothing changed.');
          else if (err instanceof EvalFailed) say(err.message);
          else throw err;
        },
      );
  };
  return { busy, apply, applyEvaluating, stop: () => runner.stop() };
}
