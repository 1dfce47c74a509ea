import { registry } from '../../games/registry.ts';
import { Console } from '../console/Console.tsx';
import { parseRoute } from '../session/game-url.ts';
import type { SessionDeps } from '../session/session.ts';
import { lazyPage } from './lazy.tsx';
import { PageError } from './PageError.tsx';
import { useNavigation } from './use-hash.ts';

const GamePage = lazyPage(() => import('../game/GamePage.tsx').then((m) => m.GamePage));
const LabPage = lazyPage(() => import('../game/LabPage.tsx').then((m) => m.LabPage));
const AppPage = lazyPage(() => import('../app-page/AppPage.tsx').then((m) => m.AppPage));

/**
 * The shell: the console at `#/`, a game at `#/<id>?params&seed=N` (an app at `#/<id>`), a
 * game's Lab at `#/<id>/lab`.
 */
export function App({ deps }: { deps: SessionDeps }) {
  const { hash, visit } = useNavigation();
  const route = parseRoute(hash);
  switch (route.kind) {
    case 'console':
      return <Console store={deps.store} />;
    case 'game': {
      const app = registry.find((d) => d.info.id === route.id && d.kind === 'app');
      if (app?.kind === 'app') {
        return <AppPage key={route.id} app={app} store={deps.store} {...route} />;
      }
      return <GamePage key={route.id} {...route} visit={visit} deps={deps} />;
    }
    case 'lab':
      return <LabPage id={route.id} engine={deps.engine} />;
    case 'unknown':
      return <PageError message={`This address does not lead to a game: ${route.reason}.`} />;
  }
}
