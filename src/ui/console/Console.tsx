import { useEffect, useState } from 'preact/hooks';
import { GAME_SETS, type GameSet } from '../../core/game.ts';
import type { AnyDescriptor } from '../../games/descriptor.ts';
import { listed } from '../../games/registry.ts';
import { HelpDialog } from '../dialog/HelpDialog.tsx';
import type { SaveStore } from '../session/save-store.ts';
import { GameIcon } from './GameIcon.tsx';
import { SavesSection } from './SavesSection.tsx';

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
          .filter((g) => g.info.set === set)
          .sort(
            (a, b) =>
              a.info.title.length - b.info.title.length || a.info.title.localeCompare(b.info.title),
          ),
      ] as [GameSet, AnyDescriptor[]],
  );
  return groups.sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
}

/**
 * The launcher: a group per game set, a tile per game, help beside each, and the player's saves
 * below. It draws from the light descriptors alone, so it paints before any game's rules or
 * engine is loaded.
 */
export function Console({ store }: { store: SaveStore }) {
  const [help, setHelp] = useState<AnyDescriptor | null>(null);
  useEffect(() => {
    document.title = 'Games';
  }, []);
  return (
    <main class="page console">
      <h1>Games</h1>
      <div class="sets">
        {groupsOf(listed()).map(([set, list]) => (
          <section class="set" aria-label={set} key={set}>
            <h2>{set}</h2>
            {list.length === 0 && <p class="empty">No games yet.</p>}
            <ul>
              {list.map((g) => (
                <li class="tile" key={g.info.id}>
                  <a class="tile-open" href={`#/${g.info.id}`}>
                    <GameIcon svg={g.icon} />
                    <span>{g.info.title}</span>
                  </a>
                  <button
                    type="button"
                    class="tile-help"
                    aria-label={`${g.info.title} help`}
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
      <SavesSection store={store} />
      {help && <HelpDialog game={help} onClose={() => setHelp(null)} />}
    </main>
  );
}
