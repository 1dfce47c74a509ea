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
  const whole = visible(text);
  if (whole.length <= EXCERPT_LENGTH) return `"${whole}"`;
  const fault = Math.min(Math.max(at ?? 0, 0), text.length - 1);
  const from = Math.max(0, Math.min(fault - LEAD, text.length - EXCERPT_LENGTH));
  const to = Math.min(text.length, from + EXCERPT_LENGTH);
  const lead = from > 0 ? '…' : '';
  const ends = to < text.length;
  // The ellipses take the places of the characters they replace; escapes take more room, so
  // the window may show fewer characters than it holds, and then ends in an ellipsis too.
  const inner = text.slice(from + lead.length, ends ? to - 1 : to);
  let room = EXCERPT_LENGTH - lead.length - (ends ? 1 : 0);
  let fitted = escapedWithin(inner, room);
  if (fitted.cut && !ends) fitted = escapedWithin(inner, --room);
  const trail = ends || fitted.cut ? '…' : '';
  const place = at === undefined ? '' : `character ${fault + 1} of `;
  return `"${lead}${fitted.shown}${trail}" (${place}${text.length} characters)`;
}

/** As much of `text` as fits in `room` characters once its control characters are escaped. */
function escapedWithin(text: string, room: number): { shown: string; cut: boolean } {
  let shown = '';
  for (const c of text) {
    const v = visible(c);
    if (shown.length + v.length > room) return { shown, cut: true };
    shown += v;
  }
  return { shown, cut: false };
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
