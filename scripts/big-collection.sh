#!/bin/sh
# Writes a PGN of N games (default 20000) made by repeating real game records, each converted to UTF-8 PGN by
# the program, then numbered by a Round tag: the file docs/reliability.md measures memory with.
#   scripts/big-collection.sh 20000 /tmp/big.pgn [folder of real games]
set -e
n=${1:-20000}
out=${2:-big.pgn}
games=${3:-../shared/real-games}
jar=${JAR:-target/xiangqi-lab.jar}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
k=0
for f in "$games"/*.PGN "$games"/*.pgn "$games"/*.xqf "$games"/*.XQF "$games"/*.cbf "$games"/dpxq_*.txt \
         "$games"/test_ubb_dhtmlxq.txt; do
    [ -f "$f" ] || continue
    k=$((k + 1))
    java -jar "$jar" record convert "$f" --to pgn --out "$tmp/$k.pgn" >/dev/null 2>&1 || rm -f "$tmp/$k.pgn"
done
cat "$tmp"/*.pgn > "$tmp/all.pgn"
awk -v n="$n" '
    /^\[/ && !inTags { games++; inTags = 1 }
    NF && !/^\[/ { inTags = 0 }
    { text[games] = text[games] $0 "\n" }
    END {
        for (g = 1; g <= n; g++) {
            t = text[(g - 1) % games + 1]
            sub(/\[Round "[^"]*"\]\n/, "", t)
            sub(/\n/, "\n[Round \"" g "\"]\n", t)
            printf "%s", t
        }
    }' "$tmp/all.pgn" > "$out"
