import { conformanceSuite } from '../../../src/conformance/suite.ts';

conformanceSuite('dice-race', { playouts: 200, tablePlayouts: 20 });
