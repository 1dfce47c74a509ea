import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('gobblet', { playouts: 160, tablePlayouts: 16 });
