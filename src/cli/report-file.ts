import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Bench reports (bench/<game>/*.md) are written whole by their commands, but one command may own a
 * section of another's report: `npm run bench -- search baselines` writes a "Baselines" section at the
 * end of each game's report. Such a section sits between marker comments, and every writer of a
 * report keeps the sections it finds there, so rewriting a report never loses another's part.
 */

const SECTION = /\n*<!-- section (\S+): [^>]*-->\n[\s\S]*?\n<!-- end section \1 -->\n?/g;

/** `body` between the markers of section `name`, saying which command writes it. */
export const markedSection = (name: string, command: string, body: string): string =>
  `<!-- section ${name}: written by ${command}; other writers keep it -->\n${body.trim()}\n<!-- end section ${name} -->\n`;

/** The marked sections of `text`, each whole with its markers. */
export const sectionsOf = (text: string): string[] =>
  [...text.matchAll(SECTION)].map((m) => m[0].trim());

/** `text` with section `name` replaced by `section` (a `markedSection`), or it added at the end. */
export function withSection(text: string, name: string, section: string): string {
  const others = text.replace(SECTION, (whole, found: string) => (found === name ? '' : whole));
  return `${others.trimEnd()}\n\n${section.trim()}\n`;
}

/** Writes a report, keeping at its end the marked sections the file there already had. */
export function writeReport(path: string | URL, text: string): void {
  const kept = existsSync(path) ? sectionsOf(readFileSync(path, 'utf8')) : [];
  const own = text.replace(SECTION, '').trimEnd();
  writeFileSync(path, kept.length > 0 ? `${own}\n\n${kept.join('\n\n')}\n` : `${own}\n`);
}
