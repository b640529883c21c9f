#!/usr/bin/env bash
# Runs the test suite on a busy machine: two CPU-bound processes spin beside Maven for the whole run, as a
# second build or a browser would on a developer's or a shared CI machine. The suite must give the same
# result as on an idle machine: a test that fails only here waits for time instead of for a state.
#
#   scripts/stress-test.sh [--runs N] [--load K] [-- MAVEN ARGS...]
#
#   --runs  how many runs one after another (default 1); the script stops at the first failing run
#   --load  how many spinning processes beside Maven (default 2)
#   MAVEN ARGS  what Maven runs (default: -B verify, the README's test command without the installs;
#               e.g. -- -B test for the quick suite)
#
# Each run's log goes to target/stress/run-N.log; the script prints per run its result, minutes and load,
# and the ten slowest test classes of the last run. Needs what .ci/run installs (run that once first).
set -u -o pipefail
cd "$(dirname "$0")/.."

runs=1
load=2
mvn_args=(-B verify)
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --load) load="$2"; shift 2 ;;
    --) shift; mvn_args=("$@"); break ;;
    *) echo "stress-test.sh: unknown option '$1' (see the script's header)" >&2; exit 2 ;;
  esac
done

mkdir -p target/stress
spinners=()
stop_spinners() {
  for p in "${spinners[@]}"; do kill "$p" 2>/dev/null; done
  spinners=()
}
trap stop_spinners EXIT INT TERM

status=0
for run in $(seq 1 "$runs"); do
  for _ in $(seq 1 "$load"); do
    ( while :; do :; done ) &
    spinners+=($!)
  done
  log="target/stress/run-$run.log"
  start=$(date +%s)
  echo "run $run of $runs: mvn ${mvn_args[*]} beside $load spinning processes (log $log)"
  mvn "${mvn_args[@]}" >"$log" 2>&1
  result=$?
  loadavg=$(cut -d' ' -f1-3 /proc/loadavg)
  stop_spinners
  minutes=$(( ($(date +%s) - start + 30) / 60 ))
  summary=$(grep -E '^\[(INFO|WARNING|ERROR)\] Tests run: [0-9]+, Failures' "$log" | grep -v ' -- in ' | tail -2 | tr '\n' ' ')
  if [ $result -eq 0 ]; then
    echo "run $run: PASSED in $minutes min (load average at the end: $loadavg) — $summary"
  else
    echo "run $run: FAILED (exit $result) after $minutes min (load average at the end: $loadavg) — $summary"
    grep -E '<<< (FAILURE|ERROR)!' "$log" | head -20
    status=1
    break
  fi
done
.ci/slowest 10
exit $status
