#!/bin/sh
# Jewel's automatic player: its points per minute at every difficulty as shipped, then the same
# player changed one way, by `games jewel bench`, written to bench/jewel/player.md. Its options
# pass through: --games, --pace, --depth, --samples, --seed (see `games jewel bench --help`).
set -e
exec node bin/games.js jewel bench --out bench/jewel/player.md "$@"
