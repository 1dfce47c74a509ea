/**
 * The most characters of user input that an error message quotes: one terminal line, and room
 * for a whole Onitama position (up to 75 characters), which cut short would hide what was typed.
 */
export const EXCERPT_LENGTH = 80;

/** How many characters before the fault an excerpt keeps, so the reader sees what led to it. */
const LEAD = 20;

/**
 * Quotes user input in an error message. Short input is quoted whole; longer input is cut to
 * EXCERPT_LENGTH characters around `at` (the fault's index, 0 when it has no place), with an
 * ellipsis where it is cut and the fault's place in the whole, so that a 10,000-character move
 * list is never printed back in full in a terminal or a status line.
 */
export function excerpt(text: string, at?: number): string {
  if (text.length <= EXCERPT_LENGTH) return `"${visible(text)}"`;
  const fault = Math.min(Math.max(at ?? 0, 0), text.length - 1);
  const from = Math.max(0, Math.min(fault - LEAD, text.length - EXCERPT_LENGTH));
  const to = from + EXCERPT_LENGTH;
  let body = text.slice(from, to);
  if (from > 0) body = `…${body.slice(1)}`;
  if (to < text.length) body = `${body.slice(0, -1)}…`;
  const place = at === undefined ? '' : `character ${fault + 1} of `;
  return `"${visible(body)}" (${place}${text.length} characters)`;
}

/**
 * Control characters written as escapes (ESC as \x1B): printed raw, input such as
 * `\e]0;title\a` would act on the terminal that shows the error (set its title, move the cursor).
 */
function visible(text: string): string {
  return text.replace(
    CONTROL,
    (c) => `\\x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** C0 and C1 control characters and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
