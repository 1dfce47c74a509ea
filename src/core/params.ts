import * as z from 'zod';
import { excerpt } from './excerpt.ts';
import { readInteger } from './integer.ts';
import { ownEntry } from './own.ts';
import { err, ok, type Result } from './result.ts';

/**
 * A game's parameters are declared as data, not as a zod schema, because three readers need
 * them: the validator below, the "New game" form that draws one control per parameter, and the
 * CLI that prints them. Values travel as text (URLs, game strings) and are typed here.
 */
export type ParamSpec =
  | { kind: 'int'; label: string; min: number; max: number; default: number }
  | { kind: 'bool'; label: string; default: boolean }
  | {
      kind: 'choice';
      label: string;
      choices: readonly { value: string; label: string }[];
      default: string;
    }
  /** Free text that the game itself checks (`checkParams`), such as a list of card names. */
  | { kind: 'text'; label: string; default: string };

export type ParamSpecs = Readonly<Record<string, ParamSpec>>;

export type ParamValue = number | boolean | string;
export type ParamValues = Readonly<Record<string, ParamValue>>;

/** Choices named in full when a value is not one of them. */
const MAX_LISTED = 12;

/**
 * Each spec's schema, made once: a page reads its parameters several times as it opens a game
 * (the address, the session, the rules' player count), and zod builds a schema slowly.
 */
const schemas = new WeakMap<ParamSpec, z.ZodType<ParamValue, string>>();

function valueSchema(spec: ParamSpec): z.ZodType<ParamValue, string> {
  let schema = schemas.get(spec);
  if (!schema) {
    schema = newValueSchema(spec);
    schemas.set(spec, schema);
  }
  return schema;
}

function newValueSchema(spec: ParamSpec): z.ZodType<ParamValue, string> {
  switch (spec.kind) {
    case 'int':
      return z
        .string()
        .transform((text, ctx) => {
          const n = readInteger(text);
          if (n.ok) return n.value;
          ctx.addIssue({ code: 'custom', message: n.error });
          return z.NEVER;
        })
        .pipe(
          z
            .number()
            .min(spec.min, `must be from ${spec.min} to ${spec.max}`)
            .max(spec.max, `must be from ${spec.min} to ${spec.max}`),
        );
    case 'bool':
      return z.enum(['true', 'false'], 'must be true or false').transform((v) => v === 'true');
    case 'text':
      return z
        .string()
        .trim()
        .min(1, 'must not be empty')
        .regex(/^[^()=]+$/, 'must not contain brackets or =');
    case 'choice': {
      const values = spec.choices.map((c) => c.value);
      // A long list (Paint By Numbers' 31 sets) is cut, so the error stays a line long.
      const shown = values.length > MAX_LISTED ? values.slice(0, MAX_LISTED) : values;
      const more = values.length - shown.length;
      const list = `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
      return z.string().refine((v) => values.includes(v), `must be one of ${list}`);
    }
  }
}

export function defaultParams(specs: ParamSpecs): Record<string, ParamValue> {
  return Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, spec.default]));
}

export interface ParamsParse {
  /** Every parameter has a value: the given one when it was valid, else the default. */
  values: Record<string, ParamValue>;
  /** One message per rejected input, naming the parameter. Empty when all was valid. */
  errors: string[];
}

/** `unknown parameter "zoom" (known: size, board)`: a name `specs` does not declare. */
export function unknownParam(specs: ParamSpecs, name: string): string {
  const known = Object.keys(specs);
  return `unknown parameter ${excerpt(name)}${known.length ? ` (known: ${known.join(', ')})` : ''}`;
}

/** One parameter's value from its text; the error names the parameter and what is wrong. */
export function readParam(name: string, spec: ParamSpec, text: string): Result<ParamValue> {
  const parsed = valueSchema(spec).safeParse(text);
  return parsed.success
    ? ok(parsed.data)
    : err(`${name}=${excerpt(text)}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
}

/**
 * Reads parameters given as text. Invalid or unknown entries are reported and replaced by
 * defaults rather than failing the whole set, so a bad URL still opens a playable game.
 */
export function readParams(specs: ParamSpecs, raw: Readonly<Record<string, string>>): ParamsParse {
  const values = defaultParams(specs);
  const errors: string[] = [];
  for (const [name, text] of Object.entries(raw)) {
    // Names come from URLs and saves: `constructor` must be unknown, not Object's constructor.
    const spec = ownEntry(specs, name);
    const read = spec ? readParam(name, spec, text) : err(unknownParam(specs, name));
    if (read.ok) values[name] = read.value;
    else errors.push(read.error);
  }
  return { values, errors };
}

/**
 * Strict variant for places where falling back would hide a mistake (CLI, game strings, saves).
 * The error names the first bad entry and counts the others, so that it stays one line
 * however many entries a save or a game string brings.
 */
export function parseParams(
  specs: ParamSpecs,
  raw: Readonly<Record<string, string>>,
): Result<Record<string, ParamValue>> {
  const { values, errors } = readParams(specs, raw);
  const [first, ...rest] = errors;
  if (first === undefined) return ok(values);
  if (rest.length === 0) return err(first);
  return err(`${first} (and ${rest.length} more bad parameter${rest.length > 1 ? 's' : ''})`);
}

export function paramToText(value: ParamValue): string {
  return String(value);
}

export function paramsToText(specs: ParamSpecs, values: ParamValues): Record<string, string> {
  return Object.fromEntries(
    Object.keys(specs).map((name) => [name, paramToText(values[name] ?? '')]),
  );
}
