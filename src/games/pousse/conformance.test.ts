import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('pousse', { playouts: 15, tablePlayouts: 2 });
