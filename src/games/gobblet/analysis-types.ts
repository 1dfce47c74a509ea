/** What the engine's analysis sends the page: each legal move with its value for the mover. */
export interface GobbletAnalysis {
  /** `exact`: the 3×3 solver's proven values; `search`: the 4×4 engine's scores at a depth. */
  readonly kind: 'exact' | 'search';
  readonly mover: 'Red' | 'Yellow';
  /**
   * Best first. `text` is "win in 13", "loss in 4", "draw" or a score; `score` ranks them,
   * higher better for the mover.
   */
  readonly moves: readonly {
    readonly move: string;
    readonly text: string;
    readonly score: number;
  }[];
  /** What the search did: positions, depth. */
  readonly note: string;
}
