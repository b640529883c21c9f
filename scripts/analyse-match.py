#!/usr/bin/env python3
"""Where does the opponent win? Reads a match PGN written by `xiangqi-lab match --out` (ICCS moves, the
engines' {cp X/D} or {mate N/D} comments; plain or .xz) and, optionally, the match's console log (for how each
game ended), and prints where the games were decided: the phase, whether material was lost, whether our
engine saw it coming, how far each side searched, and the draws we led.

    python3 analyse.py GAMES.pgn[.xz] [CONSOLE.log]
"""
import re, sys, statistics as st
from collections import Counter, defaultdict

VAL = {'r': 9, 'n': 4, 'c': 4.5, 'a': 2, 'b': 2, 'p': 1, 'k': 0}
START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR"

def board_from_fen(f):
    b = {}
    for i, row in enumerate(f.split('/')):
        rank = 9 - i; file = 0
        for ch in row:
            if ch.isdigit(): file += int(ch)
            else: b[(file, rank)] = ch; file += 1
    return b

def games(path):
    if path.endswith('.xz'):
        import lzma
        text = lzma.open(path, 'rt', encoding='utf-8').read()
    else:
        text = open(path, encoding='utf-8').read()
    for chunk in re.split(r'\n(?=\[Game )', text):
        if '[Result' not in chunk: continue
        tags = dict(re.findall(r'^\[(\w+) "(.*)"\]$', chunk, re.M))
        body = '\n'.join(l for l in chunk.splitlines() if not l.startswith('['))
        toks = re.findall(r'\{[^}]*\}|[a-i]\d[a-i]\d', body)
        moves = []
        for t in toks:
            if t.startswith('{'):
                if moves:
                    m = re.match(r'\{(cp|mate) (-?\d+)/(\d+)', t)
                    if m: moves[-1][1] = (m.group(1), int(m.group(2)), int(m.group(3)))
            else:
                moves.append([t, None])
        yield tags, moves

def material(b):
    red = sum(VAL[p.lower()] for p in b.values() if p.isupper())
    blk = sum(VAL[p.lower()] for p in b.values() if p.islower())
    return red, blk

def majors(b):
    return sum(1 for p in b.values() if p.lower() in 'rnc')

def score_of(c):
    if c is None: return None
    kind, v, d = c
    if kind == 'mate': return 3000 if v > 0 else -3000
    return max(-3000, min(3000, v))

def main(path, me='full'):
    rows = []
    for tags, moves in games(path):
        red_is_me = tags['Red'] == me or tags.get('RedSpec', '').startswith('preset:')
        res = tags['Result']
        my = {'1-0': 1.0, '0-1': 0.0}.get(res, 0.5)
        if not red_is_me: my = 1 - my if res != '1/2-1/2' else 0.5
        fen = tags.get('FEN', START + ' w - - 0 1').split()
        b = board_from_fen(fen[0])
        # the game's first ply from the start position: openings of odd length leave black to move
        black_first = len(fen) > 1 and fen[1] == 'b'
        start = 2 * (int(fen[5]) - 1 if len(fen) > 5 else 0) + (1 if black_first else 0)
        my_ev, op_ev, my_d, op_d = [], [], [], []
        mat_diff = []  # my material minus opponent's after each ply
        maj = []
        for ply, (mv, c) in enumerate(moves):
            fr = (ord(mv[0]) - 97, int(mv[1])); to = (ord(mv[2]) - 97, int(mv[3]))
            p = b.pop(fr, None)
            b[to] = p
            red_moved = (ply % 2 == 0) != black_first
            mine = red_moved == red_is_me
            s = score_of(c)
            if c is not None:
                (my_ev if mine else op_ev).append((ply, s))
                (my_d if mine else op_d).append(c[2])
            r, k = material(b)
            mat_diff.append((r - k) if red_is_me else (k - r))
            maj.append(majors(b))
        rows.append(dict(tags=tags, moves=moves, my=my, my_ev=my_ev, op_ev=op_ev, my_d=my_d, op_d=op_d,
                         mat=mat_diff, maj=maj, red=red_is_me, start=start))
    return rows

def phase(ply, maj):
    # ply counts from the start position (the opening's moves included)
    if ply < 30: return 'opening (ply < 30)'
    if maj > 6: return 'middlegame'
    return 'endgame (<= 6 rooks/horses/cannons)'

if __name__ == '__main__':
    rows = main(sys.argv[1])
    if len(sys.argv) > 2:
        term = {}
        for l in open(sys.argv[2], encoding='utf-8'):
            m = re.match(r'game (\d+) .*?: (\S+) (\S+), (\d+) plies', l)
            if m: term[m.group(1)] = m.group(3)
        for r in rows: r['tags']['Termination'] = term.get(r['tags']['Round'], '?')
    n = len(rows); pts = sum(r['my'] for r in rows)
    print(f"games {n}, score {pts}/{n} = {100*pts/n:.1f} %")
    print("W/D/L", sum(r['my']==1 for r in rows), sum(r['my']==0.5 for r in rows), sum(r['my']==0 for r in rows))
    print("as red", sum(r['my'] for r in rows if r['red']), "/", sum(1 for r in rows if r['red']),
          " as black", sum(r['my'] for r in rows if not r['red']), "/", sum(1 for r in rows if not r['red']))
    ends = Counter((r['my'], r['tags'].get('Termination', '?')) for r in rows)
    alld = [d for r in rows for d in r['my_d'][15:]]; allo = [d for r in rows for d in r['op_d'][15:]]
    print(f"median depth after the opening: mine {st.median(alld)}, opponent {st.median(allo)}")
    # where the game was decided: first ply after which the opponent's own eval stays >= +150 (for losses)
    lost = [r for r in rows if r['my'] == 0]
    ph = Counter(); misjudged = 0; matdown = Counter(); lens = []
    first_material = []
    for r in lost:
        lens.append(len(r['moves']))
        op = r['op_ev']
        decide = None
        for i, (ply, s) in enumerate(op):
            if s >= 150 and all(s2 >= 100 for _, s2 in op[i:]):
                decide = ply; break
        if decide is None: decide = op[-1][0] if op else 0
        ph[phase(r['start'] + decide, r['maj'][decide])] += 1
        mine_before = [s for p, s in r['my_ev'] if p < decide]
        myjudge = mine_before[-1] if mine_before else 0
        if myjudge > -50: misjudged += 1
        # material at the decision and 10 plies later
        m0 = r['mat'][decide]; m10 = r['mat'][min(decide + 10, len(r['mat']) - 1)]
        matdown['material down >= 2 at the decision' if m0 <= -2 else ('loses >= 2 within 10 plies' if m10 <= -2 else 'no material loss within 10 plies')] += 1
        first_material.append((r['start'] + decide, m0, m10, myjudge, r['tags']['Round'], r['tags']['Opening']))
    print(f"losses {len(lost)}: median length {st.median(lens) if lens else '-'} plies")
    print("phase where the opponent's score rose to >= +150 for good:", dict(ph))
    print(f"our own score was > -50 just before that point in {misjudged} of {len(lost)} losses (we did not see it coming)")
    print("material at that point:", dict(matdown))
    for x in sorted(first_material)[:200]:
        print("  decided at ply %3d mat %+5.1f -> %+5.1f  our eval before %+5d  round %s %s" % x)
    # draws: were we ahead?
    draws = [r for r in rows if r['my'] == 0.5]
    ahead = sum(1 for r in draws if r['my_ev'] and max(s for _, s in r['my_ev'][-40:] or [(0,0)]) >= 150)
    print(f"draws {len(draws)}, in {ahead} we scored >= +150 in our last 40 moves")
    print("terminations:", Counter(r['tags'].get('Termination', '?') for r in rows))

def detail(rows):
    print("\nDRAWS:")
    for r in rows:
        if r['my'] != 0.5: continue
        ev = r['my_ev']; mx = max((s for _, s in ev), default=0)
        print(f"  round {r['tags']['Round']:>3} {r['tags']['Termination']:<16} plies {len(r['moves']):>3} our max {mx:+5d} last {ev[-1][1] if ev else 0:+5d} opp last {r['op_ev'][-1][1] if r['op_ev'] else 0:+5d} mat end {r['mat'][-1]:+.1f} majors end {r['maj'][-1]}")
    print("\nWINS/LOSSES by termination:", Counter((r['my'], r['tags']['Termination']) for r in rows))
    # judgement disagreement: our score + opponent's next score (both own perspective); >0 = we are more optimistic
    by = defaultdict(list)
    for r in rows:
        op = dict(r['op_ev'])
        for p, s in r['my_ev']:
            if p + 1 in op and abs(s) < 1000 and abs(op[p + 1]) < 1000:
                by[(phase(r['start'] + p, r['maj'][p]), r['my'])].append(s + op[p + 1])
    print("\nmedian (our score + opponent's reply score), by phase and result (positive: we are the optimist):")
    for k in sorted(by): print(f"  {k[0]:<38} result {k[1]}: {st.median(by[k]):+6.0f} over {len(by[k])} moves")
    # depth by phase
    dp = defaultdict(lambda: ([], []))
    for r in rows:
        mine = [(p, d) for (p, _), d in zip(r['my_ev'], r['my_d'])]
        opp = [(p, d) for (p, _), d in zip(r['op_ev'], r['op_d'])]
        for p, d in mine: dp[phase(r['start'] + p, r['maj'][p])][0].append(d)
        for p, d in opp: dp[phase(r['start'] + p, r['maj'][p])][1].append(d)
    print("\nmedian depth by phase (ours, opponent's):")
    for k, (a, b) in dp.items(): print(f"  {k:<38} {st.median(a)} {st.median(b)}  ({len(a)} moves)")

if __name__ == '__main__':
    detail(rows)
