// Installs the hooks that re-render components when a signal they read changes.
import '@preact/signals';
import { render } from 'preact';
import { App } from './app/App.tsx';
import './tokens.css';
import './styles.css';

render(<App />, document.getElementById('app') as HTMLElement);
