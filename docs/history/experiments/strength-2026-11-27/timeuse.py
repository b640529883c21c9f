#!/usr/bin/env python3
# Usage, from a folder holding bench-fens.txt (as in docs/performance.md): python3 timeuse.py /path/to/pikafish target/xiangqi-lab.jar
"""Wall time from `go movetime 100` to `bestmove`, the last depth and nodes reported, per engine, over the bench positions (3 passes)."""
import subprocess, sys, time, statistics as st
fens = [l.strip() for l in open('bench-fens.txt') if l.strip()]
def measure(cmd, dialect):
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    def send(s): p.stdin.write(s + '\n'); p.stdin.flush()
    def until(prefix):
        for l in p.stdout:
            if l.startswith(prefix): return l
    send(dialect); until(dialect + 'ok')
    if dialect == 'uci':
        send('isready'); until('readyok')
    times = []; depths = []; nodes = []
    for rnd in range(3):
        for fen in fens:
            send('position fen ' + fen); 
            if dialect == 'uci': send('isready'); until('readyok')
            t = time.monotonic(); send('go movetime 100' if dialect == 'uci' else 'go time 100')
            d = 0; nd = 0
            for l in p.stdout:
                if l.startswith('info depth'):
                    d = int(l.split()[2])
                if l.startswith('info') and ' nodes ' in l:
                    w = l.split(); nd = int(w[w.index('nodes') + 1])
                if l.startswith('bestmove') or l.startswith('nobestmove'): break
            times.append((time.monotonic() - t) * 1000); depths.append(d); nodes.append(nd)
    send('quit'); p.wait()
    times.sort()
    return f"n {len(times)} median {st.median(times):.0f} ms, 90th {times[int(.9*len(times))]:.0f}, max {times[-1]:.0f}; median depth {st.median(depths)}, median nodes {st.median(nodes):.0f}"
print("pikafish", measure([sys.argv[1]], "uci"))
print("xiangqi-lab full", measure(["java", "-jar", sys.argv[2], "uci"], "uci"))

