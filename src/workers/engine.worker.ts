import { expose } from 'comlink';
import { createEngineApi } from './engine-api.ts';
import { loadEngine } from './engines.ts';

/** The browser's engine worker: hints, analyses and Lab tasks, one lane each. */
expose(createEngineApi(loadEngine));
