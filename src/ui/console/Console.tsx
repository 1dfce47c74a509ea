import { useEffect, useState } from 'preact/hooks';
import { GAME_SETS, type GameSet } from '../../core/game.ts';
import type { AnyDescriptor } from '../../games/descriptor.ts';
import { listed } from '../../games/registry.ts';
import { ThemeSwitch } from '../app/ThemeSwitch.tsx';
import { HelpDialog } from '../dialog/HelpDialog.tsx';
import { continueKeys } from './continue-keys.ts';
import './console.css';
import { GameIcon } from './GameIcon.tsx';
import { SavesPanel } from './SavesPanel.tsx';

/**
 * Alphabetical by code unit: the titles and set names are plain English. (localeCompare gives
 * the same order here, but its first call loads the locale's collation tables, which took
 * longer than the rest of the console's first render on a phone-speed CPU.)
 */
const alphabetical = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

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
              a.info.title.length - b.info.title.length || alphabetical(a.info.title, b.info.title),
          ),
      ] as [GameSet, AnyDescriptor[]],
  );
  return groups.sort((a, b) => b[1].length - a[1].length || alphabetical(a[0], b[0]));
}

/** `Board Games` → `board`: the set's picture background in the stylesheet. */
const setClass = (set: GameSet) => `set-${set.split(' ')[0]?.toLowerCase()}`;

/** A game's card: its picture and title (the link), what it is, Continue and its help. */
function Tile({
  game,
  resume,
  onHelp,
}: {
  game: AnyDescriptor;
  resume: string | undefined;
  onHelp(): void;
}) {
  const { id, title } = game.info;
  return (
    <li class="tile" data-game={id}>
      <a class="tile-open" href={`#/${id}`} aria-describedby={`tagline-${id}`}>
        <span class="tile-picture">
          <GameIcon svg={game.icon} />
        </span>
        <span class="tile-title">{title}</span>
      </a>
      <p class="tile-tagline" id={`tagline-${id}`}>
        {game.tagline}
      </p>
      <div class="tile-actions">
        {resume && (
          <a class="tile-continue" href={`#/${resume}`} aria-label={`Continue ${title}`}>
            Continue
          </a>
        )}
        <button type="button" class="tile-help" aria-label={`${title} help`} onClick={onHelp}>
          ?
        </button>
      </div>
    </li>
  );
}

/**
 * The launcher: a group per game set, a card per game with Continue when a game is in play,
 * help beside each, and the player's saves below. It draws from the light descriptors and reads
 * the saves' index alone, so it paints before any game's rules, the engine or zod is loaded.
 */
export function Console() {
  const [help, setHelp] = useState<AnyDescriptor | null>(null);
  // Null until the saves' index is read; the page says when it is, for tests and tools.
  const [resume, setResume] = useState<ReadonlyMap<string, string> | null>(null);
  useEffect(() => {
    document.title = 'Games';
    let live = true;
    // Apps resume their document from the tile itself: Continue is for games in play.
    const games = listed().flatMap((g) => (g.kind === 'game' ? [g.info.id] : []));
    continueKeys(games).then((keys) => live && setResume(keys));
    return () => {
      live = false;
    };
  }, []);
  return (
    <main class="page console" data-saves={resume ? 'read' : 'reading'}>
      <header class="console-head">
        <h1>Games</h1>
        <ThemeSwitch />
      </header>
      {groupsOf(listed()).map(([set, list]) => (
        <section class={`set ${setClass(set)}`} aria-label={set} key={set}>
          <h2>{set}</h2>
          {list.length === 0 && <p class="empty">No games yet.</p>}
          <ul class="tiles">
            {list.map((g) => (
              <Tile
                key={g.info.id}
                game={g}
                resume={resume?.get(g.info.id)}
                onHelp={() => setHelp(g)}
              />
            ))}
          </ul>
        </section>
      ))}
      <SavesPanel />
      {help && <HelpDialog game={help} onClose={() => setHelp(null)} />}
    </main>
  );
}
