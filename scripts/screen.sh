#!/usr/bin/env bash
# Screens search keys one after another, each by the testing loop's SPRT against the same base engine
# (docs/performance.md, "The testing loop"):
#
#   scripts/screen.sh LIST [--base SPEC] [--tc TC] [--sprt ELO0,ELO1,ALPHA,BETA] [--games N] [--concurrency N]
#                          [--out DIR]
#
#   LIST         a file of lines "NAME KEY=VALUE[,KEY=VALUE…]"; blank lines and lines starting with # are skipped
#   --base       the engine both sides start from, a preset with keys (default full): engine 1 plays
#                "preset:BASE,KEYS", engine 2 "preset:BASE"
#   --tc         the match's budget a move (default movetime=25, the screening control)
#   --sprt       the bounds (default 0,5,0.05,0.05)
#   --games      the most games a run may play before it stops undecided (default 3000)
#   --concurrency  games at once (default 2: one engine thread a core on two cores)
#   --out        where the runs go (default screen): DIR/NAME.pgn, its journal DIR/NAME.pgn.log, the console
#                output DIR/NAME.log
#
# A run whose log says its games were written (it decided or played all its games) is not played again; one
# that was stopped (its journal is there) continues with --resume. At the end the script prints each run's
# last score and test line. The program is run as $XL (default: java -jar target/xiangqi-lab.jar).
set -u -o pipefail
cd "$(dirname "$0")/.."

list=""
base="full"
tc="movetime=25"
sprt="0,5,0.05,0.05"
games=3000
concurrency=2
out="screen"
while [ $# -gt 0 ]; do
  case "$1" in
    --base) base="$2"; shift 2 ;;
    --tc) tc="$2"; shift 2 ;;
    --sprt) sprt="$2"; shift 2 ;;
    --games) games="$2"; shift 2 ;;
    --concurrency) concurrency="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    -*) echo "screen.sh: unknown option '$1' (see the script's header)" >&2; exit 2 ;;
    *) [ -z "$list" ] || { echo "screen.sh: one list only, not also '$1'" >&2; exit 2; }; list="$1"; shift ;;
  esac
done
[ -n "$list" ] || { echo "screen.sh: no list of keys to screen (see the script's header)" >&2; exit 2; }
[ -r "$list" ] || { echo "screen.sh: cannot read the list '$list'" >&2; exit 2; }
read -r -a xl <<< "${XL:-java -jar target/xiangqi-lab.jar}"
mkdir -p "$out"

# the whole list is read first, so that a bad line stops the script before any match is played
names=()
keyset=()
line_no=0
while IFS= read -r line || [ -n "$line" ]; do
  line_no=$((line_no + 1))
  case "$line" in ''|'#'*) continue ;; esac
  read -r name keys rest <<< "$line"
  if [ -z "${keys:-}" ] || [ -n "${rest:-}" ] || [[ ! "$name" =~ ^[A-Za-z0-9._-]+$ ]]; then
    echo "screen.sh: $list line $line_no: expected 'NAME KEY=VALUE[,KEY=VALUE…]', got '$line'" >&2
    exit 2
  fi
  names+=("$name")
  keyset+=("$keys")
done < "$list"

for i in "${!names[@]}"; do
  name="${names[$i]}"
  keys="${keyset[$i]}"
  log="$out/$name.log"
  if [ -f "$log" ] && grep -q '^games written to' "$log"; then
    echo "== $name: finished before, not played again"
    continue
  fi
  resume=()
  [ -f "$out/$name.pgn.log" ] && resume=(--resume)
  echo "== $name: preset:$base,$keys against preset:$base, $tc, SPRT ($sprt)${resume:+, resumed}"
  "${xl[@]}" match --engine1 "preset:$base,$keys" --engine2 "preset:$base" --tc "$tc" --games "$games" \
      --sprt "$sprt" --concurrency "$concurrency" --out "$out/$name.pgn" "${resume[@]}" >> "$log" 2>&1
  status=$?
  if [ $status -ne 0 ]; then
    echo "screen.sh: $name: the match failed (exit $status); its output is in $log" >&2
    tail -n 3 "$log" >&2
  fi
done

echo "== results"
for name in "${names[@]}"; do
  log="$out/$name.log"
  score=$(grep '^score ' "$log" 2>/dev/null | tail -n 1)
  test=$(grep '^sprt ' "$log" 2>/dev/null | tail -n 1)
  echo "$name: ${score:-no score yet (stopped: run the script again to go on)} | ${test:-no test line}"
done
