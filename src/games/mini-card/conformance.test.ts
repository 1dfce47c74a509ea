import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('mini-card', { playouts: 200, tablePlayouts: 20 });
