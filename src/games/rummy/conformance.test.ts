import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('rummy', { playouts: 30, tablePlayouts: 3 });
