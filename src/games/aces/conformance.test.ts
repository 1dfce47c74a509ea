import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('aces', { playouts: 60, tablePlayouts: 6 });
