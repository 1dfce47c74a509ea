import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('tally-maze', { playouts: 40, tablePlayouts: 4 });
