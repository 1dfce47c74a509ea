import { conformanceSuite } from '../../../src/conformance/suite.ts';

conformanceSuite('draw-pile', { playouts: 200, tablePlayouts: 20 });
