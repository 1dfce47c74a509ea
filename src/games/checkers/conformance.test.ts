import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('checkers', { playouts: 150, tablePlayouts: 15 });
