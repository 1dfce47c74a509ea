import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('lights-out', { playouts: 70, tablePlayouts: 7 });
