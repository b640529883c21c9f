#!/usr/bin/env bash
# Regenerates docs/results/: runs every built-in experiment whose table docs/experiments.md quotes and copies
# its report, summary and charts (and provenance.json when the program writes one) into docs/results/NAME/,
# with build.txt naming the build that made it (commit, bench signature, date, command, minutes taken).
#
#   scripts/results.sh [--quick] [--only NAME[,NAME...]] [--threads N] [--jar PATH] [--work DIR]
#
#   --quick    only the shallow node-count experiments (reproducible to the node; minutes each)
#   default    those, the deep ones (history-bonus-deep, killers-deep: hours on two cores) and the match
#              experiments (heuristic-elo at equal nodes; forward-pruning at equal time, machine-dependent)
#   --only     just these built-ins (any of the lists below)
#   --threads  searches or games in parallel (default: all cores)
#   --jar      the program (default target/xiangqi-lab.jar, built with mvn -B -DskipTests package if absent)
#   --work     where the runs keep their resumable logs (default target/results-work); a stopped run
#              continues where it stopped when the script is run again (one folder per bench signature,
#              so a new engine never resumes an old one's log)
#
# Run it niced on an otherwise idle machine, e.g.  nice -n 5 scripts/results.sh --quick
# Every experiment runs even when an earlier one failed; the script exits non-zero if any failed.
set -u -o pipefail

QUICK_LIST="tt-by-depth history-bonus history-decay killers killers-masters quiet-order null-move lmr elephanteye-vs-full"
FULL_EXTRA="history-bonus-deep killers-deep heuristic-elo forward-pruning"

root="$(cd "$(dirname "$0")/.." && pwd)"
quick=0
only=""
threads=""
jar="$root/target/xiangqi-lab.jar"
work="$root/target/results-work"
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=1 ;;
    --only) only="${2:?--only needs a list of names}"; shift ;;
    --threads) threads="${2:?--threads needs a number}"; shift ;;
    --jar) jar="${2:?--jar needs a path}"; shift ;;
    --work) work="${2:?--work needs a folder}"; shift ;;
    -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "results.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done

if [ -n "$only" ]; then
  names="${only//,/ }"
elif [ "$quick" = 1 ]; then
  names="$QUICK_LIST"
else
  names="$QUICK_LIST $FULL_EXTRA"
fi
for n in $names; do
  case " $QUICK_LIST $FULL_EXTRA " in
    *" $n "*) ;;
    *) echo "results.sh: '$n' is not an experiment the docs quote (known: $QUICK_LIST $FULL_EXTRA)" >&2; exit 2 ;;
  esac
done

if [ ! -f "$jar" ]; then
  echo "results.sh: building $jar" >&2
  (cd "$root" && mvn -B -q -DskipTests package) || { echo "results.sh: the build failed" >&2; exit 1; }
fi
java -jar "$jar" --version >/dev/null 2>&1 || { echo "results.sh: $jar does not run" >&2; exit 1; }

# the commit is the jar's own (its --version names the commit it was built from, -dirty when the tree was), not
# this checkout's HEAD: a jar built earlier, or elsewhere, is named by what it is
commit="$(java -jar "$jar" --version 2>/dev/null | sed -n 's/^commit \([0-9a-f]\{7,40\}\)\(-dirty\)\{0,1\}$/\1\2/p' | head -1)"
if [ -z "$commit" ]; then
  # a jar built outside git: its results could not be traced to any code, and this checkout's HEAD is not its
  # commit (it says "commit unknown" everywhere else too)
  echo "results.sh: $jar names no commit (built outside git): its results cannot be traced to a build;" \
    "build the jar in a git checkout (mvn -B -DskipTests package) and run again" >&2
  exit 2
fi
echo "results.sh: bench signature of $jar ..." >&2
bench="$(java -jar "$jar" bench 2>/dev/null | sed -n 's/^bench nodes \([0-9]*\).*/\1/p' | tail -1)"
[ -n "$bench" ] || { echo "results.sh: 'bench' printed no node total" >&2; exit 1; }
version="$(java -jar "$jar" --version 2>/dev/null | head -1)"
# every preset's signature as the jar records it (BuildInfoTest holds them to the code): a table is current while the
# signatures of the presets its experiment searches with are the build's
signatures="$(java -jar "$jar" --version 2>/dev/null | sed -n 's/^signatures //p' | head -1)"
[ -n "$signatures" ] || { echo "results.sh: $jar --version names no signatures" >&2; exit 1; }
echo "results.sh: $version, commit $commit, bench $bench" >&2

mkdir -p "$work/bench-$bench" "$root/docs/results"
failed=""
for n in $names; do
  out="$work/bench-$bench/$n"
  dest="$root/docs/results/$n"
  args=(experiment run "$n" --out "$out" --quiet)
  [ -n "$threads" ] && args+=(--threads "$threads")
  echo "results.sh: $n ... ($(date -u +%H:%M:%S) UTC)" >&2
  resumed=""
  if [ -e "$out/tasks.jsonl" ] || [ -e "$out/games.jsonl" ] || [ -e "$out/state.json" ]; then
    resumed=" (this invocation only: it resumed a log begun earlier)"
  fi
  load_before="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
  start=$(date +%s)
  if java -jar "$jar" "${args[@]}" > "$out.out" 2> "$out.err"; then
    seconds=$(( $(date +%s) - start ))
    rm -rf "$dest.new"
    mkdir -p "$dest.new"
    for f in report.md summary.md summary.csv summary.json provenance.json; do
      [ -f "$out/$f" ] && cp "$out/$f" "$dest.new/"
    done
    # the SVGs (about 1 MB an experiment) stay in the work folder; the report copy does not link them
    [ -f "$dest.new/report.md" ] && sed -i 's/ (\[SVG\]([a-z0-9-]*\.svg))//' "$dest.new/report.md"
    for f in "$out"/*.png; do
      [ -f "$f" ] && cp "$f" "$dest.new/"
    done
    {
      echo "experiment: $n"
      echo "version: $version"
      echo "commit: $commit"
      echo "bench: $bench"
      echo "signatures: $signatures"
      echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
      echo "command: java -jar xiangqi-lab.jar ${args[*]}"
      echo "threads: ${threads:-$(nproc 2>/dev/null || echo all)} (all cores unless --threads)"
      echo "seconds: $seconds$resumed"
      echo "machine: $(uname -sm), $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //'), $(nproc 2>/dev/null) cores"
      echo "load: $load_before at the start, $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null) at the end (1, 5, 15 min averages; equal-time matches depend on it)"
    } > "$dest.new/build.txt"
    rm -rf "$dest"
    mv "$dest.new" "$dest"
    echo "results.sh: $n done in $((seconds / 60)) min $((seconds % 60)) s -> docs/results/$n" >&2
  else
    echo "results.sh: $n FAILED (see $out.err); docs/results/$n left as it was" >&2
    failed="$failed $n"
  fi
done
if command -v python3 >/dev/null 2>&1; then
  python3 "$root/scripts/quote-results.py" || failed="$failed quote-results"
else
  echo "results.sh: no python3: run scripts/quote-results.py to put the tables into docs/experiments.md" >&2
fi
if [ -n "$failed" ]; then
  echo "results.sh: failed:$failed" >&2
  exit 1
fi
echo "results.sh: done; docs/results/*/build.txt name the build (commit $commit, bench $bench)" >&2
