import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('same', { playouts: 70, tablePlayouts: 7 });
