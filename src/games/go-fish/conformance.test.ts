import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('go-fish', { playouts: 40, tablePlayouts: 4 });
