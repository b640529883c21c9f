#!/bin/bash
# Submits an experiment as a Slurm job array of N shards and its merge as a job that waits for the array.
#
#   scripts/slurm/submit.sh [--tasks LIST] [--cpus C] [--time T] [--partition P] [--account A] [--mem M]
#                           [--module NAME]... [--site FILE] N EXPERIMENT OUTPUT
#
# --tasks: the array indexes to submit (default 1-N); to resume a task K that was stopped (its time limit, a
# kill) submit it again with --tasks K (and scancel the merge that waited for the failed array: it can never
# start). --cpus: cores per task (default 1; each task searches that many positions at a time).
# --time, --partition, --account, --mem: passed to sbatch for the array and the merge (Slurm's formats, e.g.
# --time 4:00:00, --mem 4G). --module NAME (repeatable): `module load NAME` before the program starts.
# A site file gives the same as lines KEY=VALUE (time, partition, account, mem, module; # starts a comment):
# --site FILE, else $XQ_SLURM_SITE, else scripts/slurm/site.conf when it exists; options given here win (and
# --module replaces the site's modules).
# With a time limit each task runs what fits: its searches go along the ladder of depths and a search predicted
# to end after the limit less a margin (a tenth of it, 10 s to 10 min; XQ_TIME_MARGIN seconds overrides) is
# left for the next submission of the task, which continues where it stopped.
# Prints the array's job id and the merge's job id on one line. XQ_JAR (default xiangqi-lab.jar) is passed on.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
usage="usage: submit.sh [--tasks LIST] [--cpus C] [--time T] [--partition P] [--account A] [--mem M] [--module NAME]... [--site FILE] N EXPERIMENT OUTPUT"

site="${XQ_SLURM_SITE:-$here/site.conf}"
for ((i = 1; i <= $#; i++)); do
  if [ "${!i}" = "--site" ]; then
    j=$((i + 1))
    site="${!j:?--site needs a file}"
    [ -f "$site" ] || { echo "submit.sh: --site $site: no such file" >&2; exit 2; }
  fi
done

time="" partition="" account="" mem=""
modules=()
if [ -f "$site" ]; then
  n=0
  while IFS= read -r line || [ -n "$line" ]; do
    n=$((n + 1))
    line="${line%%#*}"
    line="$(echo "$line" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//')"
    [ -z "$line" ] && continue
    key="$(echo "${line%%=*}" | sed 's/[[:space:]]*$//')"
    value="$(echo "${line#*=}" | sed 's/^[[:space:]]*//')"
    if [ "$key" = "$line" ] || [ -z "$value" ]; then
      echo "submit.sh: $site line $n: expected KEY=VALUE, found '$line'" >&2; exit 2
    fi
    case "$key" in
      time) time="$value" ;;
      partition) partition="$value" ;;
      account) account="$value" ;;
      mem) mem="$value" ;;
      module) modules+=("$value") ;;
      *) echo "submit.sh: $site line $n: unknown key '$key' (time, partition, account, mem, module)" >&2; exit 2 ;;
    esac
  done < "$site"
fi

tasks=""
cpus=1
given_modules=()
while [ $# -gt 0 ]; do
  case "$1" in
    --tasks) tasks="${2:?--tasks needs a list}"; shift 2 ;;
    --cpus) cpus="${2:?--cpus needs a number}"; shift 2 ;;
    --time) time="${2:?--time needs a limit}"; shift 2 ;;
    --partition) partition="${2:?--partition needs a name}"; shift 2 ;;
    --account) account="${2:?--account needs a name}"; shift 2 ;;
    --mem) mem="${2:?--mem needs a size}"; shift 2 ;;
    --module) given_modules+=("${2:?--module needs a name}"); shift 2 ;;
    --site) shift 2 ;;
    --*) echo "submit.sh: unknown option $1" >&2; echo "$usage" >&2; exit 2 ;;
    *) break ;;
  esac
done
if [ $# -ne 3 ]; then
  echo "$usage" >&2
  exit 2
fi
[ ${#given_modules[@]} -gt 0 ] && modules=("${given_modules[@]}")

# Slurm's time formats: M, M:S, H:M:S, D-H, D-H:M, D-H:M:S; prints seconds
seconds() {
  local t="$1" d=0 h=0 m=0 s=0 a b c
  if ! [[ "$t" =~ ^[0-9]+(-[0-9]+)?(:[0-9]+){0,2}$ ]]; then
    echo "submit.sh: --time '$t' is not a Slurm time (M, M:S, H:M:S, D-H, D-H:M or D-H:M:S)" >&2
    return 2
  fi
  if [[ "$t" == *-* ]]; then
    d="${t%%-*}"
    IFS=: read -r h m s <<< "${t#*-}"
  else
    IFS=: read -r a b c <<< "$t"
    if [ -n "${c:-}" ]; then h=$a; m=$b; s=$c; elif [ -n "${b:-}" ]; then m=$a; s=$b; else m=$a; fi
  fi
  echo $(( ((10#$d * 24 + 10#${h:-0}) * 60 + 10#${m:-0}) * 60 + 10#${s:-0} ))
}

opts=()
limit=""
if [ -n "$time" ]; then
  total=$(seconds "$time")
  margin=${XQ_TIME_MARGIN:-$(( total / 10 < 10 ? 10 : (total / 10 > 600 ? 600 : total / 10) ))}
  limit=$(( total - margin ))
  if [ "$limit" -lt 1 ]; then
    echo "submit.sh: --time $time leaves no time after the margin of $margin s" >&2
    exit 2
  fi
  opts+=(--time="$time")
fi
[ -n "$partition" ] && opts+=(--partition="$partition")
[ -n "$account" ] && opts+=(--account="$account")
[ -n "$mem" ] && opts+=(--mem="$mem")
mods="$(IFS=:; echo "${modules[*]:-}")"
export XQ_TIME_LIMIT="$limit" XQ_MODULES="$mods"

N=$1
array=$(sbatch --parsable "${opts[@]}" --export=ALL --array="${tasks:-1-$N}" --cpus-per-task="$cpus" \
        "$here/experiment.sbatch" "$N" "$2" "$3")
array=${array%%;*}
merge=$(sbatch --parsable "${opts[@]}" --export=ALL --dependency=afterok:"$array" "$here/merge.sbatch" "$N" "$3")
merge=${merge%%;*}
echo "$array $merge"
