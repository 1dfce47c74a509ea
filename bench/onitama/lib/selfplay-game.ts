import { unwrap } from '../../../src/core/result.ts';
import { deriveSeed } from '../../../src/core/rng.ts';
import { type OnitamaAi, parsePlayer } from '../../../src/games/onitama/ais.ts';
import { type SearchOptions, search } from '../../../src/games/onitama/engine/search.ts';
import { type GameJob, type GameOutcome, playOut } from '../../../src/games/onitama/match/play.ts';
import { startState } from '../../../src/games/onitama/rules.ts';
import { BucketTable } from '../../../src/search/bucket-table.ts';
import { TranspositionTable } from '../../../src/search/transposition-table.ts';
import { loadBaseline } from './baseline.ts';

/**
 * One game of bench/onitama/selfplay.ts, for a worker thread. A player is `baseline:<ms>`, the
 * engine as it was before issue 14 (bench/onitama/lib/baseline.ts: commit 8044eb5, its table cleared every move as it
 * was then), `engine:<ms>+<option>[=<n>]...` for today's engine with search options that are
 * off by default turned on (`engine:100+aspiration=25+partial`), its table kept (`+onetable`: the
 * one-slot table of before rather than the bucketed one), or any form of
 * `parsePlayer` for today's engine.
 */
const players = new Map<string, OnitamaAi>();
const baseline = await loadBaseline();

function baselinePlayer(text: string, movetime: number): OnitamaAi {
  const table = new baseline.TranspositionTable(32);
  return {
    id: text,
    label: `the engine before issue 14, ${movetime} ms a move`,
    choose: (state) => {
      table.clear();
      return baseline.search(state, { movetime }, { table }).move;
    },
  };
}

function optionsPlayer(text: string, movetime: number, options: string): OnitamaAi {
  const table = options.includes('onetable') ? new TranspositionTable(32) : new BucketTable(32);
  const settings: Record<string, number | boolean> = {};
  for (const option of options.split('+').filter((o) => o !== '')) {
    const [name = '', value] = option.split('=');
    settings[name] = value === undefined ? true : Number(value);
  }
  return {
    id: text,
    label: text,
    choose: (state) => search(state, { movetime }, { ...(settings as SearchOptions), table }).move,
  };
}

function player(text: string): OnitamaAi {
  let ai = players.get(text);
  if (!ai) {
    const baseline = /^baseline:(\d+)$/.exec(text);
    const options = /^engine:(\d+)\+(.+)$/.exec(text);
    ai = baseline
      ? baselinePlayer(text, Number(baseline[1]))
      : options
        ? optionsPlayer(text, Number(options[1]), options[2] as string)
        : unwrap(parsePlayer(text));
    players.set(text, ai);
  }
  return ai;
}

export const playSelfPlayGame = (job: GameJob): GameOutcome =>
  playOut(startState(job.cards), [player(job.blue), player(job.red)], job.maxPlies, (ply) =>
    deriveSeed(job.seed, job.game, ply),
  );
