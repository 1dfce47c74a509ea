import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('spider', { playouts: 40, tablePlayouts: 4 });
