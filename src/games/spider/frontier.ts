/**
 * The best-first search's open list: entries (a value, a parent node, a move) in a binary heap,
 * highest value first and, among equals, the newest first (so the search dives rather than
 * spreads on a plateau). Plain typed arrays: millions of entries cost no objects.
 */
export class Frontier {
  private value = new Float64Array(1024);
  private parent = new Int32Array(1024);
  private move = new Int32Array(1024);
  /** Entry numbers in heap order. */
  private heap = new Int32Array(1024);
  private entries = 0;
  size = 0;

  push(value: number, parent: number, move: number): void {
    if (this.entries === this.value.length) this.grow();
    const e = this.entries++;
    this.value[e] = value;
    this.parent[e] = parent;
    this.move[e] = move;
    let i = this.size++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      const u = this.heap[up] as number;
      if (!this.before(e, u)) break;
      this.heap[i] = u;
      i = up;
    }
    this.heap[i] = e;
  }

  /** Takes the best entry: its parent and move, or undefined when empty. */
  pop(): { parent: number; move: number } | undefined {
    if (this.size === 0) return undefined;
    const best = this.heap[0] as number;
    const last = this.heap[--this.size] as number;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      const right = child + 1;
      if (
        right < this.size &&
        this.before(this.heap[right] as number, this.heap[child] as number)
      ) {
        child = right;
      }
      if (!this.before(this.heap[child] as number, last)) break;
      this.heap[i] = this.heap[child] as number;
      i = child;
    }
    this.heap[i] = last;
    return { parent: this.parent[best] as number, move: this.move[best] as number };
  }

  private before(a: number, b: number): boolean {
    const va = this.value[a] as number;
    const vb = this.value[b] as number;
    return va > vb || (va === vb && a > b);
  }

  private grow() {
    const n = this.value.length * 2;
    const widen = <T extends Float64Array | Int32Array>(old: T, make: (n: number) => T): T => {
      const next = make(n);
      next.set(old);
      return next;
    };
    this.value = widen(this.value, (k) => new Float64Array(k));
    this.parent = widen(this.parent, (k) => new Int32Array(k));
    this.move = widen(this.move, (k) => new Int32Array(k));
    this.heap = widen(this.heap, (k) => new Int32Array(k));
  }
}
