import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('blackjack', { playouts: 60, tablePlayouts: 6 });
