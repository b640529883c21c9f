#!/bin/bash
# The strength and node-cost set of docs/performance.md on an idle machine, one job at a time: Pikafish-HCE
# 156 games (three rounds of the book's 26 lines with both colours), the node-cost window (three rounds), then
# ElephantEye and Fairy-Stockfish 60 games each; a line a minute of the load average beside it. From the
# project folder, with the jar built and the opponents' paths set:
#   JAR=target/xiangqi-lab.jar PIKAFISH=/path/to/pikafish EE=/path/to/eleeye OUT=/tmp/idle \
#     docs/experiments/strength-2026-11-27-idle/run.sh
JAR=${JAR:-target/xiangqi-lab.jar}
PIKAFISH=${PIKAFISH:?set PIKAFISH to the Pikafish-HCE binary}
EE=${EE:?set EE to the ElephantEye binary}
OUT=${OUT:?set OUT to a folder for the games and logs}
HERE=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$OUT"
(while true; do echo "$(date -u +%H:%M:%S) $(cat /proc/loadavg)" >> "$OUT/load.log"; sleep 60; done) &
LOAD=$!
log() { echo "$1 $(date -u +%H:%M:%S) $(cat /proc/loadavg)" >> "$OUT/run.log"; }
log "pikafish start"
java -jar "$JAR" match --engine1 preset:full --engine2 "uci:$PIKAFISH" --movetime 100 --games 156 --threads 1 \
    --out "$OUT/full-vs-pikafish-hce.pgn" > "$OUT/full-vs-pikafish-hce.log" 2>&1
log "pikafish end"
log "nodecost start"
JAR=$JAR EE=$EE bash "$HERE/../strength-2026-11-27/nodecost/nodecost.sh" > "$OUT/nodecost.log" 2>&1
log "nodecost end"
log "ee start"
java -jar "$JAR" match --engine1 preset:full --engine2 "ucci:$EE" --movetime 100 --games 60 --threads 1 \
    --out "$OUT/full-vs-eleeye.pgn" > "$OUT/full-vs-eleeye.log" 2>&1
log "ee end"
log "fsf start"
java -jar "$JAR" match --engine1 preset:full --engine2 uci:/usr/games/fairy-stockfish --movetime 100 --games 60 \
    --threads 1 --out "$OUT/full-vs-fairy-stockfish.pgn" > "$OUT/full-vs-fairy-stockfish.log" 2>&1
log "fsf end"
kill $LOAD
