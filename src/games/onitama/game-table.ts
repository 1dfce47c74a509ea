import { BucketTable } from '../../search/bucket-table.ts';
import { cardsOf, type OnitamaState } from './rules.ts';

/** The five cards in play, in one order whatever hand each is in. */
const cardSet = (state: OnitamaState): string => cardsOf(state).sort().join(',');

/**
 * A transposition table kept from search to search of one game, made on first use. An entry is
 * good for any position of the same five cards, so a cancelled search or the last move's leaves
 * what it learnt to the next; the table is emptied only for a new game or other cards, whose
 * positions it can no longer meet.
 */
export class GameTable {
  private table: BucketTable | undefined;
  private cards = '';

  /** A table of `megabytes`, in memory that threads can share (smp.ts) if `shared`. */
  constructor(
    private readonly megabytes: number,
    private readonly shared = false,
  ) {}

  /** The table for a search of `state`, emptied first when `newGame` or the cards changed. */
  for(state: OnitamaState, newGame = false): BucketTable {
    const cards = cardSet(state);
    if (!this.table) this.table = new BucketTable(this.megabytes, this.shared);
    else if (newGame || cards !== this.cards) this.table.clear();
    this.cards = cards;
    return this.table;
  }
}
