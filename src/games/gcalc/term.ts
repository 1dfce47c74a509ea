import { colourText, type Expr, isComposite, isVar } from './expr.ts';

/**
 * The λ-term of an expression, as a person reads it: `λgreen.λred.green (green red)`. A bound
 * variable is its colour's name; a colour used as a value is in brackets (`[red]`), so that the
 * two never read alike; empty is `∅`; a composition is parenthesised with PLT's operator
 * symbols: `(a | b)` left and right, `(a - b)` top and bottom, `(a / b)` front and back.
 */
export function lambdaTerm(e: Expr): string {
  return term(e, 'top');
}

/** Where a term stands: the whole, a function, or an argument. */
type Place = 'top' | 'function' | 'argument';

function term(e: Expr, place: Place): string {
  if (e === null) return '∅';
  if (isVar(e)) return colourText(e.var);
  if (!isComposite(e)) return `[${colourText(e)}]`;
  switch (e.op) {
    case 'lambda': {
      const s = `λ${term(e.a, 'top')}.${term(e.b, 'top')}`;
      return place === 'top' ? s : `(${s})`;
    }
    case 'apply': {
      const s = `${term(e.a, 'function')} ${term(e.b, 'argument')}`;
      return place === 'argument' ? `(${s})` : s;
    }
    default:
      return `(${term(e.a, 'top')} ${e.op} ${term(e.b, 'top')})`;
  }
}
