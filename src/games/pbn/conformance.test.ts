import { conformanceSuite } from '../../conformance/suite.ts';

// Most random puzzles outlast a playout's 200 plies, even following the hint: the 54th playout is
// the first of these seeds to finish one, and the suite checks results on a finished playout.
conformanceSuite('pbn', { playouts: 54, tablePlayouts: 5 });
