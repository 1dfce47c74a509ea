#!/bin/sh
# Writes bench/onitama/ladder.md: each of Onitama's levels against the next one down, and the
# lower levels against the seed's depth-5 alpha-beta, by `games match` (paired seats, seeded
# card sets), one worker thread. Each pairing keeps a journal in bench/onitama/ladder/, so a run
# cut short plays only the games it lacks when started again.
#   nice -n 10 npm run bench -- onitama ladder   (GAMES=100 EXPERT_GAMES=100 MASTER_GAMES=40 by default)
set -e
GAMES="${GAMES:-100}"
# Expert against Strong takes about 20 s of CPU a game, Master against Expert about a minute.
EXPERT_GAMES="${EXPERT_GAMES:-100}"
MASTER_GAMES="${MASTER_GAMES:-40}"
SEED="${SEED:-1}"
DIR=bench/onitama/ladder
OUT=bench/onitama/ladder.md
mkdir -p "$DIR"
LOAD_START="$(cut -d' ' -f1-3 /proc/loadavg)"
BODY=""

pair() { # players, games[, seed]
  seed="${3:-$SEED}"
  name="$(echo "$1" | tr ',:' '-_')"
  if [ "$seed" != "$SEED" ]; then name="$name-seed$seed"; fi
  journal="$DIR/$name.jsonl"
  cmd="npx games match onitama --players $1 --games $2 --seed $seed --max-plies 200 --workers 1 --journal $journal"
  kept=0
  if [ -f "$journal" ]; then kept=$(($(wc -l < "$journal") - 1)); fi
  started=$(date +%s)
  table="$($cmd 2>/dev/null)"
  seconds=$(($(date +%s) - started))
  BODY="$BODY
\`$cmd\` ($kept games from the journal, the rest in $seconds s; load $(cut -d' ' -f1-3 /proc/loadavg) at the end)

\`\`\`
$table
\`\`\`
"
  echo "$1: done in $seconds s" >&2
}

pair level:beginner,seed-alphabeta:5 40
pair level:casual,seed-alphabeta:5 40
pair level:club,seed-alphabeta:5 40
pair level:casual,level:beginner "$GAMES"
pair level:club,level:casual "$GAMES"
pair level:strong,level:club "$GAMES"
pair level:expert,level:strong "$EXPERT_GAMES"
pair level:master,level:expert "$MASTER_GAMES"
# The top pairing is the slowest: a second run on other card sets can go beside the first.
if [ "${MASTER_GAMES_SEED2:-0}" -gt 0 ]; then
  pair level:master,level:expert "$MASTER_GAMES_SEED2" 2
fi

# The notes written by hand after a run stay, below the new tables.
NOTES="$(sed -n '/^## Notes written by hand/,$p' "$OUT" 2>/dev/null || true)"
{
  echo "# Onitama: the level ladder"
  echo
  npx tsx bench/lib/stamp-line.ts "GAMES=$GAMES EXPERT_GAMES=$EXPERT_GAMES MASTER_GAMES=$MASTER_GAMES MASTER_GAMES_SEED2=${MASTER_GAMES_SEED2:-0} SEED=$SEED nice -n 10 npm run bench -- onitama ladder"
  echo "Load average when this run started: $LOAD_START (a shared machine with 2 cores; the levels are"
  echo "node budgets, so the load changes the time a game takes, not its moves). Each card set is"
  echo "played twice, each player in each seat; a game of 200 plies is a draw. The levels keep"
  echo "their table from move to move through a game (src/games/onitama/ais.ts)."
  echo "$BODY"
  if [ -n "$NOTES" ]; then
    echo "$NOTES"
  fi
} > "$OUT"
