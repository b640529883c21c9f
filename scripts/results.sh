#!/usr/bin/env bash
# Regenerates docs/results/: runs every built-in experiment whose table docs/experiments.md quotes, and every
# measurement docs/performance.md quotes, and copies its report, summary, charts, logs (and provenance.json when the
# program writes one) into docs/results/NAME/, with build.txt naming the build that made it (commit, signatures,
# date, command, seconds, machine, load). Then scripts/quote-results.py puts each summary.md into the pages.
#
#   scripts/results.sh [--quick] [--only NAME[,NAME...]] [--threads N] [--jar PATH] [--work DIR]
#                      [--pikafish PATH --eleeye PATH [--fairy-stockfish PATH]]
#
#   --quick    only the shallow node-count experiments (reproducible to the node; minutes each)
#   default    those, the deep ones (history-bonus-deep, killers-deep: hours on two cores), the match
#              experiments (heuristic-elo-time and forward-pruning at equal time, heuristic-elo at equal nodes) and
#              the measurements (those of the opponents only when --pikafish and --eleeye are given)
#   --only     just these (any of the lists below)
#   --threads  searches or games in parallel in the experiments (default: all cores)
#   --jar      the program (default target/xiangqi-lab.jar, built with mvn -B -DskipTests package if absent)
#   --pikafish, --eleeye, --fairy-stockfish  the opponents of strength, node-cost and solve (docs/performance.md):
#              Pikafish-HCE (UCI), ElephantEye (UCCI) and Fairy-Stockfish (UCI, default
#              /usr/games/fairy-stockfish)
#   --work     where the runs keep their resumable logs (default target/results-work); a stopped run
#              continues where it stopped when the script is run again (one folder per bench signature,
#              so a new engine never resumes an old one's log)
#
# The measurements (strength, node-cost, solve, testing-loop, perft, start-depth, eval-cost, watching, trace-size,
# record-read, frames, package) play at equal time or time the program: run them with nothing else on the machine.
# package builds the Debian package of the jar's commit in a clone, installs it (root, apt-get), times its first
# window under Xvfb and removes it again. The experiments count nodes and the searching thread's CPU time, so a busy
# machine only slows them; run them niced,
# e.g.  nice -n 5 scripts/results.sh --quick
# Every result is made even when an earlier one failed; the script exits non-zero if any failed.
set -u -o pipefail

QUICK_LIST="tt-by-depth history-bonus history-decay killers killers-masters quiet-order null-move lmr elephanteye-vs-full"
FULL_EXTRA="history-bonus-deep killers-deep heuristic-elo-time heuristic-elo forward-pruning"
# not built-in experiments: the measurements of docs/performance.md (at equal time, or timed); the first three need
# the opponents
OPPONENT_LIST="strength node-cost solve"
MEASURE_LIST="$OPPONENT_LIST testing-loop perft start-depth eval-cost watching trace-size record-read frames package"

# ElephantEye's search with our evaluation (docs/performance.md, "Search speed against ElephantEye")
EE_PIPELINE="--set rfp=false --set futility=false --set lmr=false --set lmr.table=false --set nullmove.adaptive=false
  --set algorithm=pvs --set aspiration=false --set iid=false --set nullmove=true --set nullmove.r=2
  --set nullmove.verify=true --set tt.replace=depth --set history.bonus=square --set history.shape=fromto
  --set history.decay=quarter --set history.earn=cutoff+pv --set killers=2 --set order.badcaptures=true
  --set quiescence.delta=false --set nullmove.divisor=0 --set nullmove.checks=false --set lmp=false"

root="$(cd "$(dirname "$0")/.." && pwd)"
quick=0
only=""
threads=""
jar="$root/target/xiangqi-lab.jar"
work="$root/target/results-work"
pikafish=""
eleeye=""
fsf="/usr/games/fairy-stockfish"
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=1 ;;
    --only) only="${2:?--only needs a list of names}"; shift ;;
    --threads) threads="${2:?--threads needs a number}"; shift ;;
    --jar) jar="${2:?--jar needs a path}"; shift ;;
    --work) work="${2:?--work needs a folder}"; shift ;;
    --pikafish) pikafish="${2:?--pikafish needs the engine path}"; shift ;;
    --eleeye) eleeye="${2:?--eleeye needs the engine path}"; shift ;;
    --fairy-stockfish) fsf="${2:?--fairy-stockfish needs the engine path}"; shift ;;
    -h|--help) sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "results.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done

if [ -n "$only" ]; then
  names="${only//,/ }"
elif [ "$quick" = 1 ]; then
  names="$QUICK_LIST"
else
  names="$QUICK_LIST $FULL_EXTRA testing-loop perft start-depth eval-cost watching trace-size record-read frames package"
  if [ -n "$pikafish" ] && [ -n "$eleeye" ]; then
    names="$names $OPPONENT_LIST"
  else
    echo "results.sh: $OPPONENT_LIST left out (give --pikafish and --eleeye to measure them)" >&2
  fi
fi
for n in $names; do
  case " $QUICK_LIST $FULL_EXTRA $MEASURE_LIST " in
    *" $n "*) ;;
    *) echo "results.sh: '$n' is not a result the docs quote (known: $QUICK_LIST $FULL_EXTRA $MEASURE_LIST)" >&2; exit 2 ;;
  esac
  # the engines each measurement plays or times: node-cost ElephantEye, solve ElephantEye and Pikafish-HCE, strength
  # all three
  case "$n" in
    node-cost) needed=("$eleeye"); flags="--eleeye PATH" ;;
    solve) needed=("$eleeye" "$pikafish"); flags="--eleeye PATH and --pikafish PATH" ;;
    strength) needed=("$pikafish" "$eleeye" "$fsf")
      flags="--pikafish PATH and --eleeye PATH (and --fairy-stockfish PATH unless /usr/games/fairy-stockfish is installed)" ;;
    *) needed=() ;;
  esac
  for e in "${needed[@]}"; do
    [ -n "$e" ] && [ -f "$e" ] && [ -x "$e" ] || { echo "results.sh: '$n' needs $flags: '$e' is not an executable file" >&2; exit 2; }
  done
done

if [ ! -f "$jar" ]; then
  echo "results.sh: building $jar" >&2
  (cd "$root" && mvn -B -q -DskipTests package) || { echo "results.sh: the build failed" >&2; exit 1; }
fi
jar="$(realpath "$jar")"   # measurements run in other folders
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

# build.txt of a result: the build, the command, the time taken and the machine's load
write_build() { # NAME COMMAND SECONDS RESUMED LOAD_BEFORE THREADS FILE
  {
    echo "experiment: $1"
    echo "version: $version"
    echo "commit: $commit"
    echo "bench: $bench"
    echo "signatures: $signatures"
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "command: $2"
    echo "threads: $6"
    echo "seconds: $3$4"
    echo "machine: $(uname -sm), $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //'), $(nproc 2>/dev/null) cores"
    echo "load: $5 at the start, $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null) at the end (1, 5, 15 min averages; equal-time matches depend on it)"
  } > "$7"
}

# one match of a measurement: played, continued (--resume) when it was cut, or kept when it finished earlier; each
# invocation appends its output to NAME.log and its seconds to NAME.seconds
play() { # DIR NAME MATCH-ARGS...
  local dir="$1" name="$2"; shift 2
  local resume=()
  if [ -e "$dir/$name.pgn.log" ]; then
    resume=(--resume)
  elif [ -s "$dir/$name.pgn" ] && grep -q '^score ' "$dir/$name.log" 2>/dev/null; then
    return 0
  fi
  local t0=$(date +%s)
  echo "$ java -jar xiangqi-lab.jar match $* --out $name.pgn ${resume[*]}" >> "$dir/$name.log"
  java -jar "$jar" match "$@" --out "$dir/$name.pgn" "${resume[@]}" >> "$dir/$name.log" 2>&1 || return 1
  echo $(( $(date +%s) - t0 )) >> "$dir/$name.seconds"
}

# strength: `full` against the three opponents at 100 ms a move; testing-loop: the self-play loop of docs/performance.md
# the old way (100 ms a move, one game at a time) and the new (25 ms, two games at once), for its games an hour
measure() { # NAME DIR
  local dir="$2"
  mkdir -p "$dir"
  case "$1" in
    strength)
      play "$dir" full-vs-pikafish-hce --engine1 preset:full --engine2 "uci:$pikafish" --movetime 100 --games 200 \
        --concurrency 2 &&
      play "$dir" full-vs-eleeye --engine1 preset:full --engine2 "ucci:$eleeye" --movetime 100 --games 100 \
        --concurrency 2 &&
      play "$dir" full-vs-fairy-stockfish --engine1 preset:full --engine2 "uci:$fsf" --movetime 100 --games 100 \
        --concurrency 2 &&
      (cd "$dir" && python3 "$root/scripts/measure-table.py" strength summary.md \
        "Pikafish-HCE=full-vs-pikafish-hce" "ElephantEye 3.31=full-vs-eleeye" "Fairy-Stockfish=full-vs-fairy-stockfish" &&
        python3 "$root/scripts/analyse-match.py" full-vs-pikafish-hce.pgn full-vs-pikafish-hce.log > analysis.txt)
      ;;
    testing-loop)
      play "$dir" loop-old --engine1 preset:full --engine2 preset:full --movetime 100 --games 20 --concurrency 1 &&
      play "$dir" loop-new --engine1 preset:full --engine2 preset:full --movetime 25 --games 100 --concurrency 2 &&
      (cd "$dir" && python3 "$root/scripts/measure-table.py" loop summary.md \
        "before: 100 ms a move, one game at a time=loop-old" "screening: 25 ms a move, two games at once=loop-new")
      ;;
    node-cost)
      # our rates: the search thread's CPU rate (median of runs 3-5); ElephantEye's: its nodes over its CPU time
      # the bench positions: the start position (Fen.START, the list's first) and the FENs written out in Bench.java
      { sed -n 's/.*String START = "\(.*\)";/\1/p' "$root/src/main/java/org/xqlab/rules/Fen.java"
        grep -o '"[^"]*/[^"]*"' "$root/src/main/java/org/xqlab/search/Bench.java" | tr -d '"'; } > "$dir/bench-fens.txt"
      [ "$(wc -l < "$dir/bench-fens.txt")" = 22 ] || { echo "node-cost: $dir/bench-fens.txt does not hold the 22 bench positions" >&2; return 1; }
      : > "$dir/nodecost.log"
      for round in 1 2 3; do
        echo "== round $round" >> "$dir/nodecost.log"
        python3 "$root/scripts/eecpu.py" "$eleeye" "$dir/bench-fens.txt" >> "$dir/nodecost.log" || return 1
        echo "full: $(java -jar "$jar" bench --quiet --depth 9 --repeat 5 --warmup 2 | tail -4 | tr '\n' ' ')" >> "$dir/nodecost.log"
        echo "noknow: $(java -jar "$jar" bench --quiet --depth 9 --repeat 5 --warmup 2 --set eval.knowledge=false \
          | tail -4 | tr '\n' ' ')" >> "$dir/nodecost.log"
        echo "eepipe: $(java -jar "$jar" bench --quiet --depth 8 --repeat 5 --warmup 2 $EE_PIPELINE | tail -4 | tr '\n' ' ')" \
          >> "$dir/nodecost.log"
      done
      (cd "$dir" && python3 "$root/scripts/measure-table.py" nodecost summary.md)
      ;;
    solve)
      for suite in mates tactics; do
        java -jar "$jar" solve --suite "$suite" --engine preset:full --engine "ucci:$eleeye|debug=true" \
          --engine "uci:$pikafish" --movetime 1000 > "$dir/solve-$suite.log" 2>&1 || return 1
      done
      (cd "$dir" && python3 "$root/scripts/measure-table.py" solve summary.md "\`full\`=full" \
        "ElephantEye 3.31=ucci:$eleeye|debug=true" "Pikafish-HCE=uci:$pikafish")
      ;;
    perft)
      java -jar "$jar" perft --fen startpos --depth 5 > "$dir/perft.log" 2>&1 &&
      (cd "$dir" && python3 "$root/scripts/measure-table.py" perft summary.md)
      ;;
    start-depth)
      for d in 8 10; do
        java -jar "$jar" search --fen startpos --depth "$d" > "$dir/depth-$d.log" 2>&1 || return 1
      done
      (cd "$dir" && python3 "$root/scripts/measure-table.py" depth summary.md)
      ;;
    eval-cost)
      echo "$ xiangqi-lab bench --eval --repeat 60" > "$dir/eval.log"
      java -jar "$jar" bench --eval --repeat 60 >> "$dir/eval.log" 2>&1 &&
      (cd "$dir" && python3 "$root/scripts/measure-table.py" eval summary.md)
      ;;
    watching)
      # five rounds, the four listeners in turn in each, so that a drift of the machine's speed touches all alike;
      # each round is a JVM of its own, and the compiler does not compile the search alike in each
      for l in none noop stats record; do : > "$dir/listener-$l.log"; done
      for round in 1 2 3 4 5; do
        for l in none noop stats record; do
          java -jar "$jar" bench --quiet --repeat 12 --warmup 8 --listener "$l" >> "$dir/listener-$l.log" 2>&1 || return 1
        done
      done
      (cd "$dir" && python3 "$root/scripts/measure-table.py" watching summary.md)
      ;;
    trace-size)
      : > "$dir/trace.log"
      for f in start5.jsonl start5.jsonl.gz; do
        java -jar "$jar" trace --fen startpos --depth 5 --out "$dir/$f" >> "$dir/trace.log" 2>&1 || return 1
        rm -f "$dir/$f"
      done
      (cd "$dir" && python3 "$root/scripts/measure-table.py" trace summary.md)
      ;;
    record-read)
      java -jar "$jar" record bench --plies 200000 --notation iccs --repeat 8 > "$dir/records.log" 2>&1 &&
      (cd "$dir" && python3 "$root/scripts/measure-table.py" records summary.md)
      ;;
    frames)
      java -jar "$jar" frames --tab all --min 1 > "$dir/frames.log" 2>&1 &&
      (cd "$dir" && python3 "$root/scripts/measure-table.py" frames summary.md)
      ;;
    package)
      # the package is built from the jar's commit (a jar alone cannot make one), in a clone of this checkout
      case "$commit" in *-dirty)
        echo "package: $jar was built from a changed tree; its package cannot be built again" >&2; return 1 ;;
      esac
      [ "$(id -u)" = 0 ] || { echo "package: installing the package needs root (apt-get install)" >&2; return 1; }
      for c in jpackage fakeroot dpkg-deb xvfb-run xwininfo; do
        command -v "$c" >/dev/null || { echo "package: '$c' is missing (.ci/package-test installs it)" >&2; return 1; }
      done
      # in a subshell whose exit (a failure, Ctrl-C) removes the package it installed and the clone
      (
        src="$dir/src"
        log="$dir/package.log"
        installed=0
        cleanup() {
          [ "$installed" = 1 ] && apt-get remove -y -q xiangqi-lab >> "$dir/build.log" 2>&1
          rm -rf "$src"
        }
        trap cleanup EXIT
        trap 'exit 130' INT TERM
        rm -rf "$src"
        git clone -q "$root" "$src" && git -C "$src" checkout -q "$commit" || exit 1
        # dpkg's default compression, as a release is built
        (cd "$src" && env -u DPKG_DEB_COMPRESSOR_TYPE mvn -B -q -Pdist -DskipTests package) > "$dir/build.log" 2>&1 \
          || { echo "package: mvn -Pdist failed (see $dir/build.log)" >&2; exit 1; }
        deb="$(ls "$src"/target/xiangqi-lab_*.deb 2>/dev/null | head -1)"
        [ -f "$deb" ] || { echo "package: mvn -Pdist made no .deb in $src/target" >&2; exit 1; }
        if dpkg-query -W -f='${db:Status-Status}' xiangqi-lab 2>/dev/null | grep -q installed; then
          apt-get remove -y -q xiangqi-lab >> "$dir/build.log" 2>&1 || exit 1
        fi
        installed=1
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$deb" >> "$dir/build.log" 2>&1 \
          || { echo "package: apt-get install failed (see $dir/build.log)" >&2; exit 1; }
        rt=/opt/xiangqi-lab/lib/runtime
        {
          echo "deb $(basename "$deb") $(stat -c %s "$deb") bytes"
          echo "deb-data $(ar t "$deb" | grep '^data\.')"
          echo "installed-size $(dpkg-query -W -f='${Installed-Size}' xiangqi-lab) KiB"
          echo "runtime $(du -sk "$rt" | cut -f1) KiB"
          echo "runtime-modules $(du -sk "$rt/lib/modules" | cut -f1) KiB"
          echo "runtime-libjvm $(du -sk "$rt/lib/server/libjvm.so" | cut -f1) KiB"
          echo "runtime-cds $(cat "$rt"/lib/server/*.jsa 2>/dev/null | wc -c | awk '{print int($1 / 1024)}') KiB"
          echo "app $(du -sk /opt/xiangqi-lab/lib/app | cut -f1) KiB"
          echo "modules $(sed -n 's/^MODULES="\(.*\)"/\1/p' "$rt/release" | wc -w) of $(java --list-modules | wc -l)"
          echo "jdk $(java -version 2>&1 | head -1)"
          for round in 1 2 3; do
            echo "installed: $(cd "$src" && xvfb-run -a -s "-screen 0 1280x1024x24" bash .ci/package-test first-window)"
            echo "jar: $(cd "$src" && LAUNCH="java -jar $jar" xvfb-run -a -s "-screen 0 1280x1024x24" \
              bash .ci/package-test first-window)"
          done
        } > "$log" 2>&1
        apt-get remove -y -q xiangqi-lab >> "$dir/build.log" 2>&1 \
          || { echo "package: apt-get remove failed (see $dir/build.log); remove xiangqi-lab by hand" >&2; exit 1; }
        installed=0
      ) || return 1
      # a first window that did not come is a missing line: the table is not written
      (cd "$dir" && python3 "$root/scripts/measure-table.py" package summary.md)
      ;;
  esac
}

mkdir -p "$work/bench-$bench" "$root/docs/results"
failed=""
for n in $names; do
  out="$work/bench-$bench/$n"
  dest="$root/docs/results/$n"
  echo "results.sh: $n ... ($(date -u +%H:%M:%S) UTC)" >&2
  load_before="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
  start=$(date +%s)
  case " $MEASURE_LIST " in
    *" $n "*)
      resumed=""
      [ -e "$out" ] && resumed=" (this invocation only: it resumed matches begun earlier; NAME.seconds in the folder add up each match's)"
      if measure "$n" "$out" > "$out.out" 2> "$out.err"; then
        seconds=$(( $(date +%s) - start ))
        # matches count their own time over every invocation that played them (NAME.seconds)
        played="$(cat "$out"/*.seconds 2>/dev/null | awk '{s += $1} END {print s + 0}')"
        if [ "${played:-0}" -gt 0 ]; then
          seconds="$played"
          resumed=" (the matches' own, NAME.seconds in the folder, over every invocation that played them)"
        fi
        rm -rf "$dest.new"
        mkdir -p "$dest.new"
        cp "$out/summary.md" "$dest.new/"
        for f in "$out"/*.log "$out"/*.seconds "$out"/*.txt; do [ -f "$f" ] && cp "$f" "$dest.new/"; done
        for f in "$out"/*.pgn; do [ -f "$f" ] && xz -9 -c "$f" > "$dest.new/$(basename "$f").xz"; done
        write_build "$n" "scripts/results.sh --only $n (the matches' commands head each log)" "$seconds" "$resumed" \
          "$load_before" "one search or two games at once, each engine on one thread" "$dest.new/build.txt"
        rm -rf "$dest"
        mv "$dest.new" "$dest"
        echo "results.sh: $n done in $((seconds / 60)) min $((seconds % 60)) s -> docs/results/$n" >&2
      else
        echo "results.sh: $n FAILED (see $out.err and the logs in $out); docs/results/$n left as it was" >&2
        failed="$failed $n"
      fi
      continue ;;
  esac
  args=(experiment run "$n" --out "$out" --quiet)
  [ -n "$threads" ] && args+=(--threads "$threads")
  resumed=""
  if [ -e "$out/tasks.jsonl" ] || [ -e "$out/games.jsonl" ] || [ -e "$out/state.json" ]; then
    resumed=" (this invocation only: it resumed a log begun earlier)"
  fi
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
    write_build "$n" "java -jar xiangqi-lab.jar ${args[*]}" "$seconds" "$resumed" "$load_before" \
      "${threads:-$(nproc 2>/dev/null || echo all)} (all cores unless --threads)" "$dest.new/build.txt"
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
