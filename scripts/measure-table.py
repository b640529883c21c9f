#!/usr/bin/env python3
"""Writes the table of a measurement of docs/performance.md as Markdown, from the logs that scripts/results.sh
keeps in the measurement's folder (run from that folder):

    python3 measure-table.py strength OUT.md LABEL=NAME ...   matches: NAME.log (console output of `match`,
    python3 measure-table.py loop OUT.md LABEL=NAME ...         appended to by each resumed run), NAME.seconds
    python3 measure-table.py nodecost OUT.md                  nodecost.log (rounds of ElephantEye and three benches)
    python3 measure-table.py perft OUT.md                     perft.log
    python3 measure-table.py depth OUT.md                     depth-D.log (`search --fen startpos --depth D`)
    python3 measure-table.py eval OUT.md                      eval.log (`bench --eval`)
    python3 measure-table.py solve OUT.md LABEL=NAME ...      solve-SUITE.log per suite; LABEL=ENGINE names columns
    python3 measure-table.py watching OUT.md                  listener-L.log (rounds of `bench --listener L`)
    python3 measure-table.py trace OUT.md                     trace.log (`trace` to .jsonl and .jsonl.gz)
    python3 measure-table.py records OUT.md                   records.log (`record bench`)
    python3 measure-table.py frames OUT.md                    frames.log (`frames --tab all`)
    python3 measure-table.py package OUT.md                   package.log (sizes of the installed package, rounds
                                                              of .ci/package-test first-window)

A log without the line the table needs is an error naming the log: a table is written from finished runs only.
"""
import glob
import math
import os
import re
import statistics
import sys

SCORE = re.compile(r"^score \+(\d+) =(\d+) -(\d+)\s+score (\S+)/(\d+) \(([\d.]+)%\)\s+Elo (\S+) ± (\S+) \(95%\)"
                   r"\s+LOS ([\d.]+)%\s+nElo (\S+)\s+\((.*)\)\s*$")
GAME = re.compile(r"^game \d+ .*?: (1-0|0-1|1/2-1/2) (\S+), (\d+) plies")


def fail(message):
    sys.exit("measure-table: " + message)


def read(path):
    if not os.path.isfile(path):
        fail("%s is missing" % path)
    with open(path, encoding="utf-8") as f:
        return f.read().splitlines()


def group(n):
    """1050050 as '1 050 050' (the docs' thin grouping)."""
    return "{:,}".format(int(n)).replace(",", " ")


def millions(x):
    return "%.2f M" % (x / 1e6)


def score(name):
    last, plies = None, []
    for line in read(name + ".log"):
        m = SCORE.match(line)
        if m:
            last = m
        g = GAME.match(line)
        if g:
            plies.append(int(g.group(3)))
    if last is None:
        fail("%s.log has no final score line (the match did not finish)" % name)
    seconds = sum(int(l) for l in read(name + ".seconds") if l.strip()) if os.path.isfile(name + ".seconds") else 0
    return last, seconds, plies


def interval(elo, margin):
    """'+140 ± 79' as the interval 'low … high' (the form every results table uses)."""
    if "inf" in elo or "inf" in margin:
        return "%s ± %s" % (elo, margin)
    e, m = int(elo), int(margin)
    return "%+d … %+d" % (e - m, e + m)


def strength(runs):
    rows = ["| `full` against | games | W / D / L | score | Elo (95 %, game pairs) | LOS | nElo | games and log |",
            "|---|---:|---|---:|---|---:|---:|---|"]
    for label, name in runs:
        m, _, _ = score(name)
        rows.append("| %s | %s | %s / %s / %s | **%s %%** | %s | %s %% | %s | [PGN](results/strength/%s.pgn.xz), "
                    "[log](results/strength/%s.log) |" % (label, m.group(5), m.group(1), m.group(2), m.group(3),
                                                          m.group(6), interval(m.group(7), m.group(8)), m.group(9),
                                                          m.group(10), name, name))
    return rows


def loop(runs):
    rows = ["| loop | games | seconds | games an hour | mean plies a game |", "|---|---:|---:|---:|---:|"]
    for label, name in runs:
        m, seconds, plies = score(name)
        games = int(m.group(5))
        rate = "%.0f" % (games * 3600 / seconds) if seconds else "?"
        mean = "%.0f" % (sum(plies) / len(plies)) if plies else "?"
        rows.append("| %s | %d | %d | **%s** | %s |" % (label, games, seconds, rate, mean))
    return rows


def nodecost():
    rounds, cur = [], None
    for line in read("nodecost.log"):
        if line.startswith("== round"):
            cur = {}
            rounds.append(cur)
        elif cur is not None:
            m = re.match(r"eleeye nodes \d+ .* cpu-nps (\d+)", line)
            if m:
                cur["ee"] = int(m.group(1))
            m = re.match(r"(full|noknow|eepipe): .*median cpu-nps (\d+)", line)
            if m:
                cur[m.group(1)] = int(m.group(2))
    keys = ("ee", "full", "noknow", "eepipe")
    rounds = [r for r in rounds if all(k in r for k in keys)]
    if not rounds:
        fail("nodecost.log holds no complete round")
    rows = ["| round | ElephantEye 3.31 | `full` | `full` without its knowledge terms | ElephantEye's pipeline, our evaluation |",
            "|---|---|---|---|---|"]
    for i, r in enumerate(rounds, 1):
        rows.append("| %d | %s |" % (i, " | ".join(millions(r[k]) for k in keys)))
    mean = {k: statistics.mean(r[k] for r in rounds) for k in keys}
    rows.append("| **mean (ratio to ElephantEye)** | **%s** | %s |" % (millions(mean["ee"]), " | ".join(
        "**%s (%.2f)**" % (millions(mean[k]), mean[k] / mean["ee"]) for k in keys[1:])))
    return rows


def perft():
    nodes = time = rate = None
    for line in read("perft.log"):
        m = re.match(r"time ([\d.]+) s, (\d+) leaves/s", line)
        if m:
            time, rate = float(m.group(1)), int(m.group(2))
        m = re.match(r"nodes (\d+)$", line)
        if m:
            nodes = int(m.group(1))
    if nodes is None or time is None:
        fail("perft.log has no 'nodes' or 'time' line")
    return ["| position | depth | leaves | time | leaves a second |", "|---|---:|---:|---:|---:|",
            "| start | 5 | %s | %.1f s | %.1f M |" % (group(nodes), time, rate / 1e6)]


def depth():
    rows = ["| depth | best move | score | nodes (main + quiescence) | time |", "|---:|---|---:|---|---:|"]
    logs = sorted(glob.glob("depth-*.log"), key=lambda p: int(re.search(r"(\d+)", p).group(1)))
    if not logs:
        fail("no depth-D.log")
    for path in logs:
        d = re.search(r"(\d+)", path).group(1)
        best = cp = main = q = total = ms = None
        for line in read(path):
            m = re.match(r"bestmove (\S+)", line)
            if m:
                best = m.group(1)
            m = re.match(r"score cp (-?\d+)", line)
            if m:
                cp = int(m.group(1))
            m = re.match(r"nodes (\d+), quiescence nodes (\d+), total (\d+)", line)
            if m:
                main, q, total = m.groups()
            m = re.match(r"\s+%s\s+\S+\s+\d+\s+\d+\s+(\d+)" % d, line)
            if m:
                ms = int(m.group(1))
        if None in (best, cp, main):
            fail("%s lacks bestmove, score or nodes" % path)
        rows.append("| %s | `%s` | %+d cp | %s (%s + %s) | %s |" % (d, best, cp, group(total), group(main), group(q),
                                                                 "%d ms" % ms if ms is not None else "?"))
    return rows


def evaluation():
    ns = {}
    for line in read("eval.log"):
        # "eval NAME 30.5 ns", or "eval NAME < 1.2 ns" for a cost within the spread of its rounds
        m = re.match(r"eval (\S+) (< )?([\d.]+) ns", line)
        if m:
            ns[m.group(1)] = (m.group(2) or "", float(m.group(3)))
    if "all" not in ns:
        fail("eval.log has no 'eval all' line")
    rows = ["| variant | ns an evaluation |", "|---|---:|"]
    for k, (bound, v) in ns.items():
        name = {"tables": "material and tables only", "all": "**all terms**"}.get(k, "`%s` alone" % k)
        shown = bound + ("%.1f" % v if v < 10 else "%.0f" % v)
        rows.append("| %s | %s |" % (name, "**%s**" % shown if k == "all" else shown))
    return rows


def solve(runs):
    labels = dict((engine, label) for label, engine in runs)
    logs = sorted(glob.glob("solve-*.log"))
    if not logs:
        fail("no solve-SUITE.log")
    rows = ["| suite | %s |" % " | ".join(label for label, _ in runs), "|---|%s" % ("---|" * len(runs))]
    for path in logs:
        suite = re.match(r"solve-(.*)\.log", os.path.basename(path)).group(1)
        size = None
        cells = {}
        ratios = {}
        for line in read(path):
            m = re.match(r"# suite \S+, (\d+) positions", line)
            if m:
                size = m.group(1)
            m = re.match(r"engine (.*): solved (\d+)/(\d+), median (\d+) ms, mean (\d+) ms", line)
            if m:
                cells[m.group(1)] = "%s/%s, median %s ms, mean %s ms" % m.group(2, 3, 4, 5)
            m = re.match(r"ratio (.*) / full: ([\d.]+)", line)
            if m:
                ratios[m.group(1)] = m.group(2)
        row = []
        for _, engine in runs:
            if engine not in cells:
                fail("%s has no result line for engine %s" % (path, engine))
            row.append(cells[engine] + (" (×%s)" % ratios[engine] if engine in ratios else ""))
        rows.append("| `%s` (%s positions) | %s |" % (suite, size, " | ".join(row)))
    return rows


def watching():
    names = [("none", "none"), ("noop", "do-nothing on all events"), ("stats", "statistics collector"),
             ("record", "trace recorder to a plain `.jsonl` file")]
    rates, spans = {}, {}
    for key, _ in names:
        found = [int(m.group(1)) for m in (re.match(r"median cpu-nps (\d+)", l) for l in read("listener-%s.log" % key)) if m]
        if not found:
            fail("listener-%s.log has no 'median cpu-nps' line" % key)
        rates[key] = statistics.median(found)
        spans[key] = (min(found), max(found))
    rows = ["| listener | cpu-nps, median of the rounds | lowest … highest round | cost against none |",
            "|---|---:|---:|---:|"]
    for key, label in names:
        cost = "—" if key == "none" else "%.1f %%" % (100 * (1 - rates[key] / rates["none"]))
        rows.append("| %s | %s | %s … %s | %s |" % (label, group(rates[key]), group(spans[key][0]), group(spans[key][1]),
                                                  cost))
    return rows


def trace():
    rows = ["| file | events | size | time |", "|---|---:|---:|---:|"]
    for line in read("trace.log"):
        m = re.match(r"trace \S*?([^/\s]+) events (\d+) bytes (\d+) time (\d+) ms", line)
        if m:
            rows.append("| `%s` | %s | %s bytes (%.1f bytes an event) | %s ms |" % (
                m.group(1), group(m.group(2)), group(m.group(3)), int(m.group(3)) / int(m.group(2)), m.group(4)))
    if len(rows) == 2:
        fail("trace.log has no 'trace FILE events N bytes B time T ms' line")
    return rows


def records():
    for line in read("records.log"):
        m = re.match(r"best ms (\d+) cpu-ms (\d+)", line)
        if m:
            return ["| record | wall-clock (best) | CPU of the reading thread (best) |", "|---|---:|---:|",
                    "| 200 000 plies, ICCS | %s ms | %s ms |" % m.groups()]
    fail("records.log has no 'best ms W cpu-ms C' line")


def frames():
    rows = ["| tab in front | frames a second | FX thread CPU ms a second | paced redraws a second "
            "| engine nodes a second (share of its rate without the window) |", "|---|---:|---:|---:|---:|"]
    tab, fx, engine = None, None, None
    for line in read("frames.log"):
        m = re.match(r"tab (\S+)", line)
        if m:
            tab, fx, engine = m.group(1), None, None
        m = re.match(r"fx thread (\d+) ms of CPU a second, ([\d.]+) paced redraws a second", line)
        if m:
            fx = m.groups()
        m = re.match(r"engine (\d+) nodes per second, (\d+)% of (\d+) without the window", line)
        if m:
            engine = m.groups()
        m = re.match(r"frames ([\d.]+) per second", line)
        if m and tab:
            if not fx or not engine:
                fail("frames.log: tab %s has no 'fx thread …' or 'engine …' line before its frames" % tab)
            rows.append("| %s | %s | %s | %s | %s (%s %%) |" % (tab, m.group(1), fx[0], fx[1], group(engine[0]),
                                                              engine[1]))
            solo = engine[2]
    if len(rows) == 2:
        fail("frames.log has no 'tab NAME' and 'frames F per second' lines")
    rows.append("| no window (the same search, before the windows open) | — | — | — | %s (100 %%) |" % group(solo))
    return rows


def package():
    lines = read("package.log")
    facts = {}
    starts = {"installed": [], "jar": []}
    for line in lines:
        m = re.match(r"(deb|installed-size|runtime|runtime-modules|runtime-libjvm|runtime-cds|app) (?:\S+ )?(\d+) "
                     r"(bytes|KiB)$", line)
        if m:
            facts[m.group(1)] = int(m.group(2))
        m = re.match(r"deb-data data\.tar\.(\w+)$", line)
        if m:
            facts["compression"] = m.group(1)
        m = re.match(r"modules (\d+) of (\d+)$", line)
        if m:
            facts["modules"] = (int(m.group(1)), int(m.group(2)))
        m = re.match(r"(installed|jar): first window after (\d+) ms, CPU (\d+) ms$", line)
        if m:
            starts[m.group(1)].append((int(m.group(2)), int(m.group(3))))
    for key in ("deb", "installed-size", "runtime", "runtime-modules", "runtime-libjvm", "runtime-cds", "app",
                "modules"):
        if key not in facts:
            fail("package.log has no '%s' line" % key)
    for key, runs in starts.items():
        if len(runs) < 3:
            fail("package.log has %d '%s: first window after W ms, CPU C ms' lines, not 3" % (len(runs), key))

    def mib(kib):
        return "%.1f MiB" % (kib / 1024)

    def span(values, unit):
        lo, hi = min(values) / 1000, max(values) / 1000
        return ("%.2f %s" % (lo, unit)) if lo == hi else ("%.2f–%.2f %s" % (lo, hi, unit))

    used, of = facts["modules"]
    rows = ["| package | size |", "|---|---|",
            "| `.deb` (dpkg's default compression%s) | **%.1f MB** (%s bytes) |" % (
                ", " + facts["compression"] if "compression" in facts else "", facts["deb"] / 1e6, group(facts["deb"])),
            "| installed (`Installed-Size`) | **%s** |" % mib(facts["installed-size"]),
            "| — trimmed runtime (`lib/runtime`, %d of the JDK's %d modules): modules file %s, `libjvm.so` %s, "
            "class-data sharing archive %s | %s |" % (used, of, mib(facts["runtime-modules"]),
                                                      mib(facts["runtime-libjvm"]), mib(facts["runtime-cds"]),
                                                      mib(facts["runtime"])),
            "| — the program (`lib/app`: the jar with JavaFX and every library) | %s |" % mib(facts["app"]),
            "",
            "| start (three rounds) | wall-clock to first window | CPU to first window |", "|---|---|---|"]
    for key, label in (("installed", "installed package (`xiangqi-lab`)"),
                       ("jar", "`java -jar xiangqi-lab.jar` (system JDK)")):
        runs = starts[key]
        rows.append("| %s | %s | **%s** |" % (label, span([w for w, _ in runs], "s"), span([c for _, c in runs], "s")))
    return rows


def main():
    kinds = {"strength": strength, "loop": loop, "solve": solve, "nodecost": nodecost, "perft": perft,
             "depth": depth, "eval": evaluation, "watching": watching, "trace": trace, "records": records,
             "frames": frames, "package": package}
    if len(sys.argv) < 3 or sys.argv[1] not in kinds:
        fail("usage:\n" + __doc__)
    kind, out = sys.argv[1], sys.argv[2]
    runs = [a.split("=", 1) for a in sys.argv[3:]]
    rows = kinds[kind](runs) if kind in ("strength", "loop", "solve") else kinds[kind]()
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
