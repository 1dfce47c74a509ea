import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('connect4', { playouts: 200, tablePlayouts: 20 });
