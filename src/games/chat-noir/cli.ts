import type { Command } from 'commander';
import { UsageError } from '../../cli/usage-error.ts';
import { excerpt } from '../../core/excerpt.ts';
import { readInteger } from '../../core/integer.ts';
import { startGame } from '../../core/record.ts';
import { parseSeed } from '../../core/rng.ts';
import { type ChatNoirState, cellOf, cellToString, chatNoir, parseChatNoirState } from './rules.ts';
import { solve } from './solver.ts';

/** Positions searched per state unless --budget says otherwise (near a millisecond each on 11×11, see bench/chat-noir/solver.md). */
const DEFAULT_BUDGET = 100_000;

interface SolveOptions {
  seed?: string;
  size: string;
  state?: string;
  stdin?: boolean;
  budget: string;
  json?: boolean;
}

/** One state's verdict, as the text and JSON outputs give it. */
function report(state: ChatNoirState, budget: number) {
  if (state.catToMove)
    throw new UsageError('the cat steps next in that state: give one where you block');
  const over = chatNoir.result(state);
  if (over) throw new UsageError(`that game is over: ${over.detail}`);
  const start = performance.now();
  const verdict = solve(state, { budget });
  const ms = Math.round(performance.now() - start);
  const name = (i: number) => cellToString(cellOf(state.size, i));
  return {
    state: chatNoir.stateToString(state),
    verdict: verdict.win === null ? 'undecided' : verdict.win ? 'trap' : 'escape',
    blocks: verdict.trap?.blocks ?? null,
    block: verdict.trap ? name(verdict.trap.block) : null,
    support: verdict.support?.map(name) ?? null,
    nodes: verdict.nodes,
    ms,
  };
}

function print(r: ReturnType<typeof report>, json: boolean | undefined) {
  if (json) return console.log(JSON.stringify(r));
  const verdict =
    r.verdict === 'trap'
      ? `a sure trap in ${r.blocks} ${r.blocks === 1 ? 'block' : 'blocks'} at most: block ${r.block}`
      : r.verdict === 'escape'
        ? `the cat escapes whatever you do; its escapes need only ${r.support?.join(' ')}`
        : `undecided after ${r.nodes} positions (raise --budget)`;
  console.log(`${r.state}\n${verdict}\n${r.nodes} positions, ${r.ms} ms`);
}

async function* stdinLines(): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of process.stdin) {
    rest += String(chunk);
    const lines = rest.split('\n');
    rest = lines.pop() ?? '';
    yield* lines;
  }
  yield rest;
}

export function registerCommands(command: Command): void {
  command
    .command('solve')
    .description(
      'decide whether you can surely trap the cat (whatever it draws), in how many blocks at most and with which block',
    )
    .option('--seed <n>', 'solve the start this seed deals')
    .option('--size <n>', 'board size for --seed: odd, 7-15', '11')
    .option('--state <text>', 'solve a state as the game writes it, e.g. "-..../... p 0"')
    .option('--stdin', 'solve states read from standard input, one a line')
    .option('--budget <n>', 'positions to search at most per state', String(DEFAULT_BUDGET))
    .option('--json', 'print JSON, one object a line')
    .addHelpText(
      'after',
      '\nState: rows from the top joined by /, "." open, "x" blocked, "C" the cat, "-" a missing corner,\nthen "p" (you block next) and the number of blocks so far. Give exactly one of --seed, --state, --stdin.',
    )
    .action(async (opts: SolveOptions) => {
      const sources = [opts.seed, opts.state, opts.stdin].filter((s) => s !== undefined).length;
      if (sources !== 1) throw new UsageError('give exactly one of --seed, --state and --stdin');
      const budget = readInteger(opts.budget);
      if (!budget.ok || budget.value < 1) {
        throw new UsageError(
          `--budget ${excerpt(opts.budget)}: ${budget.ok ? 'must be at least 1' : budget.error}`,
        );
      }
      const parse = (text: string) => {
        const state = parseChatNoirState(text);
        if (!state.ok) throw new UsageError(state.error);
        return state.value;
      };
      if (opts.seed !== undefined) {
        const seed = parseSeed(opts.seed);
        if (!seed.ok) throw new UsageError(seed.error);
        const game = startGame<ChatNoirState>(chatNoir, { size: opts.size }, seed.value);
        if (!game.ok) throw new UsageError(game.error);
        return print(report(game.value.state, budget.value), opts.json);
      }
      if (opts.state !== undefined)
        return print(report(parse(opts.state), budget.value), opts.json);
      let read = 0;
      for await (const line of stdinLines()) {
        if (!line.trim()) continue;
        read++;
        print(report(parse(line), budget.value), opts.json);
      }
      if (read === 0) throw new UsageError('no states on standard input: expected one a line');
    });
}
