#!/bin/bash
# The cost of a node, one window: ElephantEye over the bench positions (by CPU time), then `full`, `full`
# without its knowledge terms and ElephantEye's pipeline with our evaluation; three rounds. From the project
# folder:   JAR=target/xiangqi-lab.jar EE=/path/to/eleeye docs/history/experiments/strength-2026-11-27/nodecost/nodecost.sh
# EE_PIPELINE ends with nullmove.divisor=0 since bench 1 050 050 (R = 2, as before); the windows of 2026-11-27 ran
# without it, and a build before that bench does not know the key: drop it for such a build. It ends with
# nullmove.checks=false since 2026-11-30 (ElephantEye has no quiet checks after a null move); the windows of
# 2026-11-27 and 2026-11-28 ran with the checks on (18 227 450 nodes at depth 8 instead of 16 869 961).
JAR=${JAR:-target/xiangqi-lab.jar}
EE=${EE:?set EE to the ElephantEye binary}
HERE=$(dirname "$0")
grep -o '"[^"]*/[^"]*"' src/main/java/org/xqlab/search/Bench.java | tr -d '"' > /tmp/bench-fens.txt
EE_PIPELINE="--set rfp=false --set futility=false --set lmr=false --set lmr.table=false --set nullmove.adaptive=false --set algorithm=pvs --set aspiration=false --set iid=false --set nullmove=true --set nullmove.r=2 --set nullmove.verify=true --set tt.replace=depth --set history.bonus=square --set history.shape=fromto --set history.decay=quarter --set history.earn=cutoff+pv --set killers=2 --set order.badcaptures=true --set quiescence.delta=false --set nullmove.divisor=0 --set nullmove.checks=false"
for round in 1 2 3; do
  echo "== round $round $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
  python3 "$HERE/../../../../../scripts/eecpu.py" "$EE" /tmp/bench-fens.txt
  echo "full: $(java -jar $JAR bench --quiet --depth 9 --repeat 5 --warmup 2 | tail -4 | tr '\n' ' ')"
  echo "noknow: $(java -jar $JAR bench --quiet --depth 9 --repeat 5 --warmup 2 --set eval.knowledge=false | tail -4 | tr '\n' ' ')"
  echo "eepipe: $(java -jar $JAR bench --quiet --depth 8 --repeat 5 --warmup 2 $EE_PIPELINE | tail -4 | tr '\n' ' ')"
done
echo "== end $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
