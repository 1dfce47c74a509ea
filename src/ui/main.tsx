// Installs the hooks that re-render components when a signal they read changes.
import '@preact/signals';
import { render } from 'preact';
import { App } from './app/App.tsx';
import { WorkerEngine } from './engine/worker-engine.ts';
import { IdbSaveStore } from './session/idb-save-store.ts';
import { WorkerTables } from './session/table-client.ts';
import { IdbStatsStore } from './stats/idb-stats-store.ts';
import './styles.css';

const freshSeed = () => crypto.getRandomValues(new Uint32Array(1))[0] as number;

const deps = {
  engine: new WorkerEngine(),
  tables: new WorkerTables(),
  store: new IdbSaveStore(),
  stats: new IdbStatsStore(),
  freshSeed,
  now: () => Date.now(),
};

render(<App deps={deps} />, document.getElementById('app') as HTMLElement);
