import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { quietTask } from '../../core/task.ts';
import { analyze } from './analysis.ts';
import { legalMoves, parseState } from './rules.ts';

describe('the analysis', () => {
  it('gives every 3×3 move an exact value for the mover, best first', () => {
    const state = unwrap(parseState('3x3 yellow think=3 r3.r3.-/r2.-.-/y1.y1.-'));
    const study = analyze(state, { ...quietTask, quick: true });
    expect(study.kind).toBe('exact');
    expect(study.mover).toBe('Yellow');
    expect(study.moves).toHaveLength(legalMoves(state).length);
    expect(study.moves[0]?.text).toBe('win in 1');
    // Moves that leave c3 open let Red win next: losses in 2, listed after every non-loss.
    const texts = study.moves.map((m) => m.text);
    expect(texts).toContain('loss in 2');
    const firstLoss = texts.findIndex((t) => t.startsWith('loss'));
    expect(texts.slice(firstLoss).every((t) => t.startsWith('loss'))).toBe(true);
  });

  it('shows a proven draw first when the mover cannot win, the losses after it', () => {
    const state = unwrap(parseState('3x3 red think=3 -.-.r3/-.y1.-/-.y3.-'));
    const study = analyze(state, quietTask);
    expect(study.moves[0]).toMatchObject({ move: '3@b2', text: 'draw' });
    expect(study.moves.slice(1).every((m) => m.text.startsWith('loss in '))).toBe(true);
  });

  it('gives 4×4 moves the engine’s scores', () => {
    const state = unwrap(parseState('4x4 red think=3 -.-.-.-/-.-.-.-/-.-.-.-/-.-.-.-'));
    const study = analyze(state, { ...quietTask, quick: true });
    expect(study.kind).toBe('search');
    expect(study.moves.length).toBeGreaterThan(0);
  });
});
