import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('memory', { playouts: 70, tablePlayouts: 7 });
