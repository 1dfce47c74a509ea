import { conformanceSuite } from '../../conformance/suite.ts';

conformanceSuite('parcheesi', { playouts: 25, tablePlayouts: 3 });
