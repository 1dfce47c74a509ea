import { expose } from 'comlink';
import { loadEngine } from './engines.ts';
import { createTableApi } from './table-api.ts';

/**
 * The browser's play worker: the table of the game on the page, with its computer seats. The
 * page never holds the state; it is sent its viewer's views from here.
 */
expose(createTableApi(loadEngine));
