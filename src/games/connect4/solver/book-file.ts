import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Book, setOpeningBook } from './book.ts';

/** The committed opening book, beside this file (the page's worker fetches the same file). */
export const BOOK_PATH = fileURLToPath(new URL('./book.bin', import.meta.url));

/** The book at `path`, or an empty one when there is no file yet. */
export function readBook(path = BOOK_PATH): Book {
  return existsSync(path) ? Book.decode(new Uint8Array(readFileSync(path))) : Book.EMPTY;
}

/** Writes through a temporary file, so an interrupted write never leaves half a book. */
export function writeBook(book: Book, path = BOOK_PATH): void {
  writeFileSync(`${path}.tmp`, book.encode());
  renameSync(`${path}.tmp`, path);
}

/** For the CLI and benches: the solver's answers use the committed book from now on. */
export function useCommittedBook(): Book {
  const book = readBook();
  setOpeningBook(book);
  return book;
}
