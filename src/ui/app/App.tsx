import type { ComponentProps } from 'preact';
import { registry } from '../../games/registry.ts';
import type { AppPage as AppPageType } from '../app-page/AppPage.tsx';
import { Console } from '../console/Console.tsx';
import type { GamePage as GamePageType } from '../game/GamePage.tsx';
import type { LabPage as LabPageType } from '../game/LabPage.tsx';
import { parseRoute } from '../session/game-url.ts';
import { lazyPage } from './lazy.tsx';
import { PageError } from './PageError.tsx';
import { sessionDeps } from './session-deps.ts';
import { useNavigation } from './use-hash.ts';

type GamePageProps = Omit<ComponentProps<typeof GamePageType>, 'deps'>;
type AppPageProps = Omit<ComponentProps<typeof AppPageType>, 'store'>;
type LabPageProps = Omit<ComponentProps<typeof LabPageType>, 'engine'>;

const GamePage = lazyPage(async () => {
  const [{ GamePage }, d] = await Promise.all([import('../game/GamePage.tsx'), sessionDeps()]);
  return (props: GamePageProps) => <GamePage {...props} deps={d} />;
});
const LabPage = lazyPage(async () => {
  const [{ LabPage }, d] = await Promise.all([import('../game/LabPage.tsx'), sessionDeps()]);
  return (props: LabPageProps) => <LabPage {...props} engine={d.engine} />;
});
const AppPage = lazyPage(async () => {
  const [{ AppPage }, d] = await Promise.all([import('../app-page/AppPage.tsx'), sessionDeps()]);
  return (props: AppPageProps) => <AppPage {...props} store={d.store} />;
});

/**
 * Starts downloading a game's view and rules beside the game page's own code rather than after
 * it, so opening a game waits for one round of downloads instead of two. The module map keeps
 * them: the page's own calls get the same modules, and report any failure.
 */
function preloadGame(id: string): void {
  const game = registry.find((d) => d.info.id === id);
  if (game?.kind !== 'game') return;
  const ignore = () => {};
  game.view().catch(ignore);
  game.rules().catch(ignore);
}

/**
 * The shell: the console at `#/`, a game at `#/<id>?params&seed=N` (an app at `#/<id>`), a
 * game's Lab at `#/<id>/lab`. The console needs none of the engine, the stores or zod, so it
 * loads them only when a page asks for them.
 */
export function App() {
  const { hash, visit } = useNavigation();
  const route = parseRoute(hash);
  switch (route.kind) {
    case 'console':
      return <Console />;
    case 'game': {
      const app = registry.find((d) => d.info.id === route.id && d.kind === 'app');
      if (app?.kind === 'app') return <AppPage key={route.id} app={app} {...route} />;
      preloadGame(route.id);
      return <GamePage key={route.id} {...route} visit={visit} />;
    }
    case 'lab':
      return <LabPage id={route.id} />;
    case 'unknown':
      return <PageError message={`This address does not lead to a game: ${route.reason}.`} />;
  }
}
