import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerpt } from './excerpt.ts';

describe('excerpt', () => {
  it('quotes short input whole', () => {
    expect(excerpt('tiger:a1a3')).toBe('"tiger:a1a3"');
    expect(excerpt('x'.repeat(EXCERPT_LENGTH))).toBe(`"${'x'.repeat(EXCERPT_LENGTH)}"`);
  });

  it('writes control characters as escapes, so input cannot act on the terminal', () => {
    expect(excerpt('\u001b]0;pwned\u0007')).toBe('"\\x1B]0;pwned\\x07"');
    expect(excerpt('a\tb\nc\u007f\u009b')).toBe('"a\\x09b\\x0Ac\\x7F\\x9B"');
    const long = excerpt(`\u001b${'x'.repeat(200)}`);
    expect(long.startsWith('"\\x1B')).toBe(true);
    expect(long).not.toContain('\u001b');
    // Escaped, the quote still fits a line, however many control characters there are.
    for (const text of ['\n'.repeat(30), '\n'.repeat(5000), `a${'\u0007'.repeat(100)}`]) {
      const quoted = excerpt(text, 3);
      expect(quoted.indexOf('"', 1) - 1).toBeLessThanOrEqual(EXCERPT_LENGTH);
      expect(quoted).toContain(`(character 4 of ${text.length} characters)`);
    }
  });

  it('cuts long input to a window around the fault and says where the fault is', () => {
    const text = `${'a'.repeat(5000)}FAULT${'b'.repeat(4995)}`;
    const quoted = excerpt(text, 5000);
    expect(quoted).toBe(
      `"…${'a'.repeat(19)}FAULT${'b'.repeat(54)}…" (character 5001 of 10000 characters)`,
    );
    expect(quoted.indexOf('"', 1) - 1).toBe(EXCERPT_LENGTH);
  });

  it('keeps the start or the end when the fault is near it', () => {
    const text = '0123456789'.repeat(20);
    expect(excerpt(text)).toBe(`"${text.slice(0, 79)}…" (200 characters)`);
    expect(excerpt(text, 199)).toBe(`"…${text.slice(121)}" (character 200 of 200 characters)`);
  });
});
