import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('onitama', { playouts: 150, tablePlayouts: 15 });
