import * as z from 'zod';
import type { Settings } from './eval.ts';
import { COLOUR_NAMES, type ColourName, type Expr } from './expr.ts';
import { type Cell, type Parsed, readPltFile, STORAGE_CELLS, type Workspace } from './plt.ts';

/**
 * Our own file format (and the autosaved document): JSON, versioned, checked by zod.
 * An expression is null, a colour name, [r, g, b], {"var": colour}, or {"op", "a", "b"} with
 * op one of | - / apply lambda (a lambda's "a" is its {"var": colour}).
 */
const colour = z.union([
  z.enum(COLOUR_NAMES as [ColourName, ...ColourName[]]),
  z.tuple([
    z.number().int().min(0).max(255),
    z.number().int().min(0).max(255),
    z.number().int().min(0).max(255),
  ]),
]);
const variable = z.strictObject({ var: colour });
const expr: z.ZodType<Expr> = z.lazy(() =>
  z.union([
    z.null(),
    colour,
    variable,
    z
      .strictObject({ op: z.enum(['|', '-', '/', 'apply', 'lambda']), a: expr, b: expr })
      .refine(
        (c) => c.op !== 'lambda' || (c.a !== null && typeof c.a === 'object' && 'var' in c.a),
        {
          message: 'a lambda binds a {"var": colour}',
        },
      ),
  ]),
) as z.ZodType<Expr>;
const cell = z.strictObject({ name: z.string().nullable(), expr });
const limit = (max: number) => z.number().int().min(0).max(max).nullable();
const settings = z.strictObject({
  evalNow: z.boolean(),
  depth: limit(100),
  cutoff: limit(50),
  splitArgs: z.boolean(),
  colourOps: z.boolean(),
  noBitmapPrint: z.boolean(),
});
export const FORMAT = 'gcalc';
export const VERSION = 1;
const document = z.strictObject({
  format: z.literal(FORMAT),
  version: z.literal(VERSION),
  settings,
  main: cell,
  storage: z.array(cell).length(STORAGE_CELLS),
});
export type GcalcDocument = z.infer<typeof document>;

export const toDocument = (w: Workspace): GcalcDocument => ({
  format: FORMAT,
  version: VERSION,
  settings: w.settings as Settings,
  main: w.main as Cell,
  storage: w.storage as Cell[],
});

const describe = (e: z.ZodError) =>
  e.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join('.') : 'the file'}: ${i.message}`)
    .join('; ');

/** A workspace from a document of ours (already parsed JSON). */
export function fromDocument(data: unknown): Parsed<Workspace> {
  const r = document.safeParse(data);
  return r.success
    ? { ok: true, value: { settings: r.data.settings, main: r.data.main, storage: r.data.storage } }
    : { ok: false, error: `not a GCalc document: ${describe(r.error)}` };
}

/** Opens a file's text: our JSON, or PLT's "GCALC" S-expression file. */
export function openText(text: string): Parsed<Workspace> {
  const start = text.trimStart();
  if (start.startsWith('{')) {
    let data: unknown;
    try {
      data = JSON.parse(start);
    } catch (e) {
      return { ok: false, error: `not a GCalc file: ${(e as Error).message}` };
    }
    return fromDocument(data);
  }
  return readPltFile(text);
}

export const documentText = (w: Workspace) => `${JSON.stringify(toDocument(w))}\n`;
