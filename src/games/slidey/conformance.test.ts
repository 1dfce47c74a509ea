import { conformanceSuite } from '../../conformance/suite.ts';

// Most random boards outlast a playout's 200 plies, even following the hint: the 70th playout is
// the first of these seeds to finish one, and the suite checks results on a finished playout.
conformanceSuite('slidey', { playouts: 70, tablePlayouts: 7 });
