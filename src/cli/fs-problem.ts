import { excerpt } from '../core/excerpt.ts';

const WORDS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or folder',
  EISDIR: 'is a folder',
  ENOTDIR: 'a part of the path is not a folder',
  EACCES: 'permission denied',
  EPERM: 'not permitted',
  ENAMETOOLONG: 'the name is too long',
  ENOSPC: 'no space left on the disk',
};

/**
 * A file system error in words, without the path: Node's message repeats the path in full, and a
 * path typed by someone is quoted once, cut to a line, by the message that names it.
 */
export function fsProblem(e: unknown): string {
  const { code, message } = e as { code?: unknown; message?: unknown };
  if (typeof code === 'string') return WORDS[code] ?? code;
  return excerpt(String(message ?? e));
}
