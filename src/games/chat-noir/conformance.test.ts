import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('chat-noir', { playouts: 30, tablePlayouts: 3 });
