#!/bin/bash
# The deterministic figures of docs/performance.md (node, event and byte counts: the bench of each key, nodes
# to depth, trace sizes) and its CPU-time figures (record reading, perft), after the node-cost window.
# From the project folder: [JAR=path/to/xiangqi-lab.jar] docs/experiments/strength-2026-11-27/figures.sh > figures.log
J="java -jar ${JAR:-target/xiangqi-lab.jar}"
echo "== start $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "signature: $($J bench --quiet | tail -1)"
for k in quiescence.delta=false eval.lazy.parent=60 quiescence.skipminor=true eval.horse.trapped=true lmr.history=true razor=true \
         quiescence.checks=true nullmove.danger=2 lmp=true history.malus=true quiescence.goodonly=true extension.matethreat=true \
         "extension.matethreat=true --set extension.onereply=true" nullmove.verify=true lmr.moves=6 "rfp=false --set futility=false" \
         nullmove.adaptive=true nullmove.checks=false order.countermove=true rfp=false \
         nullmove.divisor=0; do
  echo "key $k: $($J bench --quiet --set $k | tail -1)"
done
echo "== search $(date -u +%H:%M:%S)"
for d in 8 10; do echo "depth $d:"; $J search --fen startpos --depth $d | grep -E -i '^(bestmove|score|nodes|qnodes|time)|nodes' | head -6; done
echo "== trace $(date -u +%H:%M:%S)"
$J trace --fen startpos --depth 5 --out /tmp/start5.jsonl | tail -2
$J trace --fen startpos --depth 5 --out /tmp/start5.jsonl.gz | tail -2
wc -l /tmp/start5.jsonl; stat -c "%n %s" /tmp/start5.jsonl /tmp/start5.jsonl.gz; zcat /tmp/start5.jsonl.gz | wc -l
echo "== record $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
$J record bench --plies 200000 --notation iccs --repeat 8 | tail -3
echo "== eval $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
$J bench --eval --repeat 21
echo "== perft $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
/usr/bin/time -f "cpu %U user %S sys %e wall" $J perft --fen startpos --depth 5 2>&1 | tail -3
echo "== end $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
