import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('jewel', { playouts: 30, tablePlayouts: 3 });
