#!/bin/bash
# Submits an experiment as a Slurm job array of N shards and its merge as a job that waits for the array.
#
#   scripts/slurm/submit.sh [--tasks LIST] [--cpus C] N EXPERIMENT OUTPUT
#
# --tasks: the array indexes to submit (default 1-N); to resume a killed task K submit it again with
# --tasks K (and scancel the merge that waited for the failed array: it can never start). --cpus: cores
# per task (default 1; each task searches that many positions at a time). Prints the array's job id and
# the merge's job id on one line. XQ_JAR (default xiangqi-lab.jar) is passed on to the jobs.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
tasks=""
cpus=1
while [ $# -gt 0 ]; do
  case "$1" in
    --tasks) tasks="$2"; shift 2 ;;
    --cpus) cpus="$2"; shift 2 ;;
    *) break ;;
  esac
done
if [ $# -ne 3 ]; then
  echo "usage: submit.sh [--tasks LIST] [--cpus C] N EXPERIMENT OUTPUT" >&2
  exit 2
fi
N=$1
array=$(sbatch --parsable --array="${tasks:-1-$N}" --cpus-per-task="$cpus" "$here/experiment.sbatch" "$N" "$2" "$3")
array=${array%%;*}
merge=$(sbatch --parsable --dependency=afterok:"$array" "$here/merge.sbatch" "$N" "$3")
merge=${merge%%;*}
echo "$array $merge"
