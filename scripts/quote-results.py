#!/usr/bin/env python3
"""Puts the current results into docs/experiments.md and docs/performance.md.

Between the markers <!-- results:NAME --> and <!-- /results:NAME --> it writes docs/results/NAME/summary.md
and, under it, the provenance line that ResultsProvenanceTest checks:
    Source: docs/results/NAME (report, charts) — commit HASH, bench N, DATE.
A folder that does not exist yet gets a sentence saying how to make it. Run by scripts/results.sh after its
runs; safe to run by hand:  python3 scripts/quote-results.py [DOC ...]
"""
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
docs = sys.argv[1:] or [os.path.join(root, "docs", d) for d in ("experiments.md", "performance.md")]
results = os.path.join(root, "docs", "results")
marker = re.compile(r"<!-- results:([a-z0-9-]+) -->\n.*?<!-- /results:\1 -->\n", re.S)


def build(name):
    fields = {}
    with open(os.path.join(results, name, "build.txt"), encoding="utf-8") as f:
        for line in f:
            if ":" in line:
                k, v = line.split(":", 1)
                fields[k.strip()] = v.strip()
    return fields


def block(m):
    name = m.group(1)
    folder = os.path.join(results, name)
    summary = os.path.join(folder, "summary.md")
    body = ""
    if os.path.isfile(summary) and os.path.isfile(os.path.join(folder, "build.txt")):
        b = build(name)
        commit = b.get("commit", "unknown").split()[0][:10]
        dirty = " (dirty)" if "dirty" in b.get("commit", "") else ""
        with open(summary, encoding="utf-8") as f:
            # the summary's own "Provenance: …" line is replaced by the shorter Source line below
            # (the full record is the folder's provenance.json and its report)
            table = "".join(l for l in f if not l.startswith("Provenance:")).rstrip("\n")
        charts = ", ".join("[%s](results/%s/%s.png)" % (c, name, c) for c in ("nodes", "ratio", "cutoffs")
                           if os.path.isfile(os.path.join(folder, c + ".png")))
        links = ["[report](results/%s/report.md)" % name] if os.path.isfile(os.path.join(folder, "report.md")) else []
        links.append("[build](results/%s/build.txt)" % name)
        if charts:
            links.append(charts)
        body = (table + "\n\nSource: docs/results/%s (%s) — commit %s%s, bench %s, %s, %s s.\n"
                % (name, ", ".join(links), commit, dirty, b.get("bench", "?"), b.get("date", "?"),
                   b.get("seconds", "?").split()[0]))
    else:
        body = ("Not generated yet for this build: `scripts/results.sh --only %s` makes docs/results/%s.\n" % (name, name))
    return "<!-- results:%s -->\n%s<!-- /results:%s -->\n" % (name, body, name)


for doc in docs:
    with open(doc, encoding="utf-8") as f:
        text = f.read()
    new = marker.sub(block, text)
    if new != text:
        with open(doc, "w", encoding="utf-8") as f:
            f.write(new)
    print("quote-results: %s updated from %s" % (doc, results))
