#!/usr/bin/env python3
"""Where did `full` lose its points against Pikafish-HCE? For every game `full` did not win, search the
positions before `full`'s own moves again with `full` itself at a larger node budget, find the first move
that the deeper search rates a clear loss, and classify it by phase and kind.

    python3 blunders.py XIANGQI-LAB.jar full-vs-pikafish-hce.pgn.xz full-vs-pikafish-hce.log \
        [--nodes 400000] [--window 8] [--limit 15] [--drop 100] > blunders.log
    python3 blunders.py --summary blunders.log          # the table again, also of a partial log

The reference is `java -jar XIANGQI-LAB.jar uci` with its defaults (the `full` preset) and the book off,
`go nodes N` (deterministic: the same N gives the same answer on any machine load); the hash is cleared
between games. For a lost game the window runs from 4 plies before the last point where Pikafish-HCE's own
score was still level (<= +50) to the ply where it rose to +150 for good (analyse.py's "decided" ply), at most
the last L moves of `full` (15); if Pikafish-HCE was never level there, the last W (8). For a drawn game it is
the last W moves of `full` before its own score (searched deeper than 1) last fell from >= +150 below +100.
A draw where `full` never scored +150 in its last 40 moves is counted "level throughout" and not searched,
and one that ended with `full` four pawns' worth ahead, with a rook, horse or cannon, by the move limit, the
capture rule or agreement is "ahead at the end, not converted" and not searched either. A game decided before `full`'s
first move out of the book is "book line".

At each position the deep search gives its best move and score; when its best move is not the move played,
`go depth d searchmoves <played>` gives the played move's score at the depth d the node budget reached. The
drop is the difference, each score first limited to +-1000 (a mate or a win by rule counts as 1000); the first
move in the window with a drop >= D centipawns, where the deep search did not already see the position as
lost (score > -300), is the game's first clear mistake (the moves after it are not searched). Its kind:
  - tactic: the game lost two pawns' worth of material or more within 10 plies after it, or was mated, or
    the deep search scores the move as a mate or a loss by rule against `full`;
  - positional: no such material loss (king safety, a piece's or pawn's placement, a plan);
  - drift: no single move dropped >= D, but the drops in the window add up to >= D;
  - not seen deeper either: the deeper search rates no move of the window much worse than its own choice.
For a mistake the shallowest depth at which `full` no longer plays the move is searched (`go depth k`,
k from the game's depth, each from an empty hash: at the game's depth itself a fresh search, without the
game's hash and history, may already differ), and Pikafish-HCE's own scores before and after it are quoted from the PGN.
The phase is that of the mistake's ply (or of the window's end): opening up to ply 20, endgame with six or
fewer rooks, horses and cannons on the board, middlegame otherwise. The depth `full` reached at that move in
the match (its PGN comment) is printed beside it: a move searched to depth 3 or less was starved of time.
"""
import os, re, subprocess, sys, statistics as st
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import analyse  # noqa: E402  (games, material, majors, board_from_fen)


class Engine:
    def __init__(self, jar):
        self.p = subprocess.Popen(['java', '-Xmx256m', '-jar', jar, 'uci'], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send('uci'); self.wait('uciok')
        self.send('setoption name book value false')
        self.ready()

    def send(self, s):
        self.p.stdin.write(s + '\n'); self.p.stdin.flush()

    def wait(self, prefix):
        out = []
        while True:
            l = self.p.stdout.readline()
            if not l:
                raise RuntimeError('the engine closed its output')
            l = l.strip(); out.append(l)
            if l.startswith(prefix):
                return out

    def ready(self):
        self.send('isready'); self.wait('readyok')

    def new_game(self):
        self.send('ucinewgame'); self.ready()

    def search(self, fen, moves, nodes=None, only=None, depth=None):
        self.send('position fen %s%s' % (fen, (' moves ' + ' '.join(moves)) if moves else ''))
        limit = ('depth %d' % depth) if depth else ('nodes %d' % nodes)
        self.send('go %s%s' % (limit, (' searchmoves ' + only) if only else ''))
        out = self.wait('bestmove')
        score, depth = None, None
        for l in out:
            m = re.search(r'depth (\d+) score (cp|mate) (-?\d+)', l)
            if m:
                depth = int(m.group(1))
                v = int(m.group(3))
                score = v if m.group(2) == 'cp' else (30000 - abs(v)) * (1 if v > 0 else -1)
        return out[-1].split()[1], score, depth


def pieces(fen, moves, red_is_me):
    """The material on the board at the end, ours first: 'R H P P A A B - R A B' style (K left out)."""
    b = analyse.board_from_fen(fen.split()[0])
    for mv in moves:
        fr = (ord(mv[0]) - 97, int(mv[1])); to = (ord(mv[2]) - 97, int(mv[3]))
        b[to] = b.pop(fr, None)
    order = 'rncpab'
    name = {'r': 'R', 'n': 'H', 'c': 'C', 'p': 'P', 'a': 'A', 'b': 'E'}
    def side(red):
        ps = sorted((p.lower() for p in b.values() if p and p.isupper() == red and p.lower() != 'k'),
                    key=order.index)
        return ''.join(name[p] for p in ps) or '-'
    return '%s vs %s' % (side(red_is_me), side(not red_is_me))


def clamp(v):
    """Scores beyond +-1000 (mates, wins by rule) count as 1000: a mate in 7 against +900 is no mistake."""
    return max(-1000, min(1000, v))


def phase(ply, majors):
    if ply <= 20:
        return 'opening'
    return 'endgame' if majors <= 6 else 'middlegame'


def decided_ply(r):
    """Lost game: analyse.py's decided ply. Drawn game: where our score last fell from >= +150 below +100."""
    if r['my'] == 0:
        op = r['op_ev']
        for i, (ply, s) in enumerate(op):
            if s >= 150 and all(s2 >= 100 for _, s2 in op[i:]):
                return ply
        return op[-1][0] if op else 0
    # scores of depth 1 are positions with one legal move (or a repetition scored at once): left out
    ev = [(p, s) for (p, s), d in zip(r['my_ev'], r['my_d']) if d > 1]
    last_high = None
    for i, (ply, s) in enumerate(ev):
        if s >= 150:
            last_high = i
    if last_high is None:
        return None
    for ply, s in ev[last_high + 1:]:
        if s < 100:
            return ply
    return None


def summarize(path):
    """The table of a finished or partial log: class by phase, losses and draws apart."""
    summary = []
    for l in open(path, encoding='utf-8'):
        m = re.match(r'(\d+) (loss|draw) (\S+) \| ([^|]+?) \| (\S+) \|(.*)', l)
        if not m:
            continue
        d = re.search(r'\(d(\d+),', m.group(6))
        summary.append((m.group(2), m.group(4), m.group(5), int(d.group(1)) if d else None))
    print_summary(summary)


def print_summary(summary):
    print('\n# summary: where the points were lost, by class and phase')
    classes = ['book line', 'tactic', 'positional', 'drift', 'not seen deeper either', 'ahead at the end, not converted',
               'level throughout']
    phases = ['opening', 'middlegame', 'endgame', '-']
    for res in ('loss', 'draw'):
        c = Counter((k, ph) for rr, k, ph, _ in summary if rr == res)
        print('# %s (%d)' % (res, sum(c.values())))
        for k in classes:
            if any(c[(k, ph)] for ph in phases):
                print('#   %-32s ' % k + '  '.join('%s %d' % (ph, c[(k, ph)]) for ph in phases if c[(k, ph)]))
    depths = [d for _, k, _, d in summary if d is not None]
    if depths:
        print('# game depth at the first mistake: median %s, <= 3 in %d of %d' %
              (st.median(depths), sum(1 for d in depths if d <= 3), len(depths)))


def main():
    args = sys.argv[1:]
    if args and args[0] == '--summary':
        summarize(args[1]); return
    opt = {'--nodes': 400000, '--window': 8, '--limit': 15, '--drop': 100}
    pos = []
    i = 0
    while i < len(args):
        if args[i] in opt:
            opt[args[i]] = int(args[i + 1]); i += 2
        else:
            pos.append(args[i]); i += 1
    jar, pgn, log = pos
    nodes, window, limit, drop = opt['--nodes'], opt['--window'], opt['--limit'], opt['--drop']
    rows = analyse.main(pgn)
    term = {}
    for l in open(log, encoding='utf-8'):
        m = re.match(r'game (\d+) .*?: (\S+) (\S+), (\d+) plies', l)
        if m:
            term[m.group(1)] = m.group(3)
    print('# python3 blunders.py XIANGQI-LAB.jar %s %s --nodes %d --window %d --limit %d --drop %d'
          % (os.path.basename(pgn), os.path.basename(log), nodes, window, limit, drop))
    print('# round result termination | class | phase | ply move (game depth, game score) | deep best score, '
          'played score, drop, shallowest depth avoiding the move (of the deep depth) | Pikafish-HCE\'s score '
          'before -> after | material now -> +10 plies')
    eng = Engine(jar)
    summary = []
    # the losses first, then the draws, each in round order
    for r in sorted(rows, key=lambda r: (r['my'], int(r['tags']['Round']))):
        if r['my'] == 1:
            continue
        rnd = r['tags']['Round']; t = term.get(rnd, '?')
        res = 'loss' if r['my'] == 0 else 'draw'
        fen = r['tags'].get('FEN', analyse.START + ' w - - 0 1')
        moves = [m for m, _ in r['moves']]
        nply = len(moves)
        if res == 'draw':
            recent = [s for p, s in r['my_ev'][-40:]]
            mine_at_end = pieces(fen, moves, r['red']).split(' vs ')[0]
            if t in ('move_limit', 'no_attackers', 'draw_agreed', 'capture_rule') and r['mat'][-1] >= 4 \
                    and any(p in mine_at_end for p in 'RHC'):
                summary.append((res, 'ahead at the end, not converted', 'endgame', None))
                print('%s %s %s | ahead at the end, not converted | endgame | material at the end %+.1f (%s), our last '
                      'score %+d' % (rnd, res, t, r['mat'][-1], pieces(fen, moves, r['red']),
                                     r['my_ev'][-1][1] if r['my_ev'] else 0))
                sys.stdout.flush(); continue
            if not recent or max(recent) < 150:
                summary.append((res, 'level throughout', phase(nply - 1, r['maj'][-1]), None))
                print('%s %s %s | level throughout | - | our best score in the last 40 moves %+d' %
                      (rnd, res, t, max(recent) if recent else 0))
                sys.stdout.flush(); continue
        end = decided_ply(r)
        if end is None:
            end = nply - 1
        # the book's moves carry no score comment: leave them out
        scored = {p for p, _ in r['my_ev']}
        mine = [p for p in range(nply) if (p % 2 == 0) == r['red'] and p <= end and p in scored]
        start = None
        if res == 'loss':
            # from 4 plies before the last point where Pikafish-HCE still scored the game level (<= +50)
            level = [p for p, s in r['op_ev'] if p < end and s <= 50]
            if level:
                start = level[-1] - 4
        if start is None:
            start = end - 2 * window
        mine = [p for p in mine if p >= start][-limit:]
        op = dict(r['op_ev'])
        eng.new_game()
        found = None
        details = []
        total = 0
        for p in mine:
            best, s_best, d_best = eng.search(fen, moves[:p], nodes)
            played = moves[p]
            if best == played:
                s_played = s_best
            else:
                _, s_played, _ = eng.search(fen, moves[:p], only=played, depth=d_best)
            dd = clamp(s_best) - clamp(s_played)
            if s_best > -300:
                total += max(0, dd)
            gd = dict(zip([q for q, _ in r['my_ev']], r['my_d'])).get(p)
            gs = dict(r['my_ev']).get(p)
            details.append('    ply %d %s game d%s %+d | deep %s %+d (d%s), played %+d, drop %d' %
                           (p, played, gd, gs if gs is not None else 0, best, s_best, d_best, s_played, dd))
            if dd >= drop and s_best > -300:
                # the shallowest depth at which `full` no longer plays the move
                avoided = None
                for k in range(gd or 1, d_best + 1):
                    eng.new_game()  # an empty hash: the deep search's entries would decide it otherwise
                    if eng.search(fen, moves[:p], depth=k)[0] != played:
                        avoided = k
                        break
                found = (p, played, gd, gs, best, s_best, s_played, dd, avoided, d_best)
                break
        if not mine:
            ph = phase(end, r['maj'][end])
            summary.append((res, 'book line', ph, None))
            print('%s %s %s | book line | %s | decided at ply %d, before the first move of ours out of the book'
                  % (rnd, res, t, ph, end))
        elif found:
            p = found[0]
            m0 = r['mat'][p]; m10 = r['mat'][min(p + 10, nply - 1)]
            mated = res == 'loss' and t == 'checkmate' and p + 10 >= nply - 1
            kind = 'tactic' if (m10 - m0 <= -2 or mated or found[6] <= -1000) else 'positional'
            ph = phase(p, r['maj'][p])
            summary.append((res, kind, ph, found[2]))
            print('%s %s %s | %s | %s | ply %d %s (d%s, %+d) | deep %s %+d, played %+d, drop %d, avoided from '
                  'depth %s (of %d) | Pikafish-HCE %s -> %s | material %+.1f -> %+.1f'
                  % (rnd, res, t, kind, ph, p, found[1], found[2], found[3] or 0, found[4], found[5], found[6],
                     found[7], found[8] or '-', found[9], op.get(p - 1, '?'), op.get(p + 1, '?'), m0, m10))
        else:
            ph = phase(end, r['maj'][end])
            kind = 'drift' if total >= drop else 'not seen deeper either'
            summary.append((res, kind, ph, None))
            print('%s %s %s | %s | %s | window plies %s-%s, drops summed %d' % (rnd, res, t, kind, ph, mine[0],
                                                                                end, total))
        for d in details:
            print(d)
        sys.stdout.flush()
    eng.send('quit')
    print_summary(summary)

if __name__ == '__main__':
    main()
