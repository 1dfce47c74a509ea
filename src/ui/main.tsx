// Installs the hooks that re-render components when a signal they read changes.
import '@preact/signals';
import { render } from 'preact';
import { App } from './app/App.tsx';
import { dropShellOnceShown } from './app/shell.ts';
import './tokens.css';
import './styles.css';

const app = document.getElementById('app') as HTMLElement;
// The first render runs in a task of its own, after this script's evaluation: two shorter
// tasks rather than one long one, so a slow phone answers input between them.
setTimeout(() => {
  render(<App />, app);
  dropShellOnceShown(app, document.getElementById('shell'));
});
