import type { Colour, ColourName, Expr } from './expr.ts';
import { make } from './expr.ts';

/** Small constructors for writing expressions in code (the examples, the tests). */
export const v = (c: Colour): Expr => ({ var: c });
export const lam = (c: ColourName, body: Expr): Expr => make('lambda', { var: c }, body);
/** f x y ... applied left to right. */
export const app = (f: Expr, ...xs: Expr[]): Expr => xs.reduce((g, x) => make('apply', g, x), f);
export const lr = (a: Expr, b: Expr): Expr => make('|', a, b);
export const tb = (a: Expr, b: Expr): Expr => make('-', a, b);
export const fb = (a: Expr, b: Expr): Expr => make('/', a, b);
