#!/usr/bin/env python3
"""ElephantEye's nodes per CPU second over the bench positions: one process, `go time 2000` each,
nodes from its last `info time T nodes N` before each bestmove, CPU from the process's rusage minus
the CPU of a process that only starts and quits (median of 5)."""
import os, re, subprocess, sys, resource, statistics
EE = sys.argv[1]; fens = [l.strip() for l in open(sys.argv[2]) if l.strip()]
def run(cmds, searches):
    p = subprocess.Popen([EE], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    total = 0; wall = 0
    def send(s): p.stdin.write(s + '\n'); p.stdin.flush()
    send('ucci')
    for l in p.stdout:
        if l.startswith('ucciok'): break
    send('setoption usebook false')
    for fen in (fens if searches else []):
        send('position fen ' + fen); send('go time 2000')
        last = (0, 0)
        for l in p.stdout:
            m = re.match(r'info time (\d+) nodes (\d+)', l)
            if m: last = (int(m.group(1)), int(m.group(2)))
            if l.startswith('bestmove') or l.startswith('nobestmove'): break
        total += last[1]; wall += last[0]
    send('quit'); p.stdin.close()
    _, status, ru = os.wait4(p.pid, 0)
    return total, wall, ru.ru_utime + ru.ru_stime
init = statistics.median(run([], False)[2] for _ in range(5))
nodes, wall, cpu = run([], True)
print(f"eleeye nodes {nodes} wall-ms {wall} cpu-s {cpu:.2f} init-cpu-s {init:.3f} cpu-nps {nodes/(cpu-init):.0f} wall-nps {nodes*1000/wall:.0f}")
