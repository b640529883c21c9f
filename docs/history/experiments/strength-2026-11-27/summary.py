#!/usr/bin/env python3
"""Summarises a `xiangqi-lab match` console log for its first engine (named full): score, Elo with the
95 % interval per game (as `match` prints) and per pair of games (pentanomial), the pair counts, the endings.

    python3 summary.py MATCH.log [MORE.log ...]
"""
import re, sys, math
from collections import Counter
def summarize(log):
    res = {}
    for l in open(log, encoding='utf-8'):
        m = re.match(r'game (\d+) (\S+) vs (\S+): (\S+) (\S+), (\d+) plies', l)
        if not m: continue
        g = int(m.group(1)); red = m.group(2); r = m.group(4)
        full_red = red == "full"
        s = {'1-0': 1.0, '0-1': 0.0}.get(r, 0.5)
        if not full_red and r != '1/2-1/2': s = 1 - s
        res[g] = (s, m.group(5), full_red)
    n = len(res); pts = sum(v[0] for v in res.values())
    w = sum(v[0] == 1 for v in res.values()); d = sum(v[0] == .5 for v in res.values()); lo = n - w - d
    pairs = [res[2*k-1][0] + res[2*k][0] for k in range(1, n//2 + 1) if 2*k-1 in res and 2*k in res]
    p = pts / n
    # pentanomial: variance of the pair mean score
    pm = [x / 2 for x in pairs]; mu = sum(pm) / len(pm); var = sum((x - mu) ** 2 for x in pm) / len(pm)
    se = math.sqrt(var / len(pm))
    elo = lambda s: -400 * math.log10(1 / s - 1)
    lo_, hi_ = mu - 1.96 * se, mu + 1.96 * se
    pg = sum((v[0]-p)**2 for v in res.values())/n; e = math.sqrt(pg/n)
    margin = (elo(p+1.959964*e)-elo(p-1.959964*e))/2
    penta = Counter(pairs)
    red = [v[0] for v in res.values() if v[2]]; blk = [v[0] for v in res.values() if not v[2]]
    print(f"{log}: games {n}  +{w} ={d} -{lo}  {pts}/{n} = {100*p:.1f} %  Elo {elo(p):+.0f} ± {margin:.0f} per game (pairs, 95 %: {elo(lo_):+.0f} .. {elo(hi_):+.0f})"
          f"  pentanomial 0,0.5,1,1.5,2: {[penta.get(k,0) for k in (0,.5,1,1.5,2)]}  red {sum(red)}/{len(red)} black {sum(blk)}/{len(blk)}")
    print("  terminations:", dict(Counter((v[0], v[1]) for v in res.values())))
for f in sys.argv[1:]: summarize(f)
