/**
 * The solver's positions, stored compactly: a column per field in typed arrays that double as
 * they fill, and an open-addressing hash set over the positions themselves (a slot holds a
 * position's index, the key is read back from the columns). A million positions take some
 * 30 MB here, against hundreds in a Map of number keys and arrays of numbers.
 */
export class Positions {
  offset = new Uint16Array(1024);
  you = new Uint16Array(1024);
  p1 = new Uint16Array(1024);
  p2 = new Uint16Array(1024);
  /** Actions from the root. */
  g = new Uint16Array(1024);
  parent = new Int32Array(1024);
  action = new Uint8Array(1024);
  size = 0;
  private slots = new Int32Array(1 << 12).fill(-1);

  /** `offset` is the maze offset as the position is keyed (wrapped on small sizes). */
  add(
    offset: number,
    you: number,
    p1: number,
    p2: number,
    g: number,
    parent: number,
    action: number,
  ): number {
    if (this.size === this.offset.length) this.grow();
    const i = this.size++;
    this.offset[i] = offset;
    this.you[i] = you;
    this.p1[i] = p1;
    this.p2[i] = p2;
    this.g[i] = g;
    this.parent[i] = parent;
    this.action[i] = action;
    if (this.size * 2 > this.slots.length) this.rehash();
    else this.slots[this.free(offset, you, p1, p2)] = i;
    return i;
  }

  /** The index of the position with these fields, or -1. */
  find(offset: number, you: number, p1: number, p2: number): number {
    const mask = this.slots.length - 1;
    for (let s = hash(offset, you, p1, p2) & mask; ; s = (s + 1) & mask) {
      const i = this.slots[s] as number;
      if (i < 0) return -1;
      if (
        this.you[i] === you &&
        this.p1[i] === p1 &&
        this.p2[i] === p2 &&
        this.offset[i] === offset
      ) {
        return i;
      }
    }
  }

  private free(offset: number, you: number, p1: number, p2: number): number {
    const mask = this.slots.length - 1;
    let s = hash(offset, you, p1, p2) & mask;
    while ((this.slots[s] as number) >= 0) s = (s + 1) & mask;
    return s;
  }

  private grow(): void {
    const n = this.offset.length * 2;
    const widen = <T extends Uint16Array | Int32Array | Uint8Array>(
      a: T,
      make: (n: number) => T,
    ): T => {
      const b = make(n);
      b.set(a);
      return b;
    };
    this.offset = widen(this.offset, (k) => new Uint16Array(k));
    this.you = widen(this.you, (k) => new Uint16Array(k));
    this.p1 = widen(this.p1, (k) => new Uint16Array(k));
    this.p2 = widen(this.p2, (k) => new Uint16Array(k));
    this.g = widen(this.g, (k) => new Uint16Array(k));
    this.parent = widen(this.parent, (k) => new Int32Array(k));
    this.action = widen(this.action, (k) => new Uint8Array(k));
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    for (let i = 0; i < this.size; i++) {
      this.slots[
        this.free(
          this.offset[i] as number,
          this.you[i] as number,
          this.p1[i] as number,
          this.p2[i] as number,
        )
      ] = i;
    }
  }
}

function hash(offset: number, you: number, p1: number, p2: number): number {
  let h = Math.imul(offset ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ you ^ (h >>> 13), 0xc2b2ae35);
  h = Math.imul(h ^ p1 ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ p2 ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
