import { useEffect, useState } from 'preact/hooks';
import { GAME_SETS, type GameSet } from '../../core/game.ts';
import type { AnyDescriptor } from '../../games/descriptor.ts';
import { type LoadedGame, loadGames } from '../../games/registry.ts';
import { HelpDialog } from '../dialog/HelpDialog.tsx';
import { GameIcon } from './GameIcon.tsx';

/**
 * PLT's order: sets with more games first, ties alphabetical; inside a set the narrowest
 * button first, which is close to the shortest title first.
 */
function groupsOf(games: readonly AnyDescriptor[]): [GameSet, AnyDescriptor[]][] {
  const groups = GAME_SETS.map(
    (set) =>
      [
        set,
        games
          .filter((g) => g.rules.set === set)
          .sort(
            (a, b) =>
              a.rules.title.length - b.rules.title.length ||
              a.rules.title.localeCompare(b.rules.title),
          ),
      ] as [GameSet, AnyDescriptor[]],
  );
  return groups.sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
}

/** The launcher: a group per game set, a tile per game, help beside each. */
export function Console() {
  const [games, setGames] = useState<LoadedGame[] | null>(null);
  const [help, setHelp] = useState<AnyDescriptor | null>(null);
  useEffect(() => {
    document.title = 'Games';
    loadGames().then(setGames);
  }, []);
  if (!games) return <main class="page console" aria-busy="true" />;
  const loaded = games.flatMap((g) => (g.descriptor ? [g.descriptor] : []));
  const failed = games.filter((g) => g.error !== undefined);
  return (
    <main class="page console">
      <h1>Games</h1>
      <div class="sets">
        {groupsOf(loaded).map(([set, list]) => (
          <section class="set" aria-label={set} key={set}>
            <h2>{set}</h2>
            {list.length === 0 && <p class="empty">No games yet.</p>}
            <ul>
              {list.map((g) => (
                <li class="tile" key={g.rules.id}>
                  <a class="tile-open" href={`#/${g.rules.id}`}>
                    <GameIcon svg={g.icon} />
                    <span>{g.rules.title}</span>
                  </a>
                  <button
                    type="button"
                    class="tile-help"
                    aria-label={`${g.rules.title} help`}
                    onClick={() => setHelp(g)}
                  >
                    ?
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {failed.length > 0 && (
        <section class="set failed" aria-label="Games that failed to load">
          <h2>Could not load</h2>
          <ul>
            {failed.map((g) => (
              <li class="tile error-card" key={g.id} role="alert">
                <strong>Error in "{g.id}"</strong>
                <span>{g.error}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {help && <HelpDialog game={help} onClose={() => setHelp(null)} />}
    </main>
  );
}
