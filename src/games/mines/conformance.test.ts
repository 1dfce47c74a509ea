import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('mines', { playouts: 25, tablePlayouts: 3 });
