import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('crazy-8s', { playouts: 50, tablePlayouts: 5 });
