#!/bin/sh
# Writes bench/rummy/match.md: our Rummy player ("outs") head to head against PLT's, by `games match`
# (paired seats, seeded deals). The issue asks for 2,000 games: GAMES=2000 npm run bench -- rummy match;
# PLAYER=rollouts measures the player built on it.
set -e
GAMES="${GAMES:-2000}"
SEED="${SEED:-1}"
PLAYER="${PLAYER:-outs}"
CMD="npx games match rummy --players $PLAYER,plt --games $GAMES --seed $SEED"
LOAD="$(cut -d' ' -f1-3 /proc/loadavg)"
TABLE="$($CMD 2>/dev/null)"
# The notes written by hand after a run stay, below the new table.
NOTES="$(sed -n '/^## Notes written by hand/,$p' bench/rummy/match.md 2>/dev/null || true)"
{
  echo "# Rummy: our player against PLT's"
  echo
  npx tsx bench/lib/stamp-line.ts "GAMES=$GAMES SEED=$SEED PLAYER=$PLAYER npm run bench -- rummy match"
  echo
  echo "It runs:"
  echo
  echo '```'
  echo "$CMD"
  echo '```'
  echo
  echo "Load average when it started: $LOAD (a shared machine). Each deal is played twice, each"
  echo "player in each seat; a game ends only on gin (PLT's rules have no other end)."
  echo
  echo '```'
  echo "$TABLE"
  echo '```'
  if [ -n "$NOTES" ]; then
    echo
    echo "$NOTES"
  fi
} > bench/rummy/match.md
