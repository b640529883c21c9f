#!/usr/bin/env python3
"""Ask Pikafish-HCE for its verdict on every repetition cycle of ChaseRuleTest's data file.

For each cycle (FEN and four moves, played twice) the engine gets the start position with the cycle played
twice less its last move, and `go depth 8 searchmoves <last move>`: the move that makes the third occurrence.
Its score for that move is its verdict for the side making it: `mate N` (N > 0) a win by rule, `cp 0` a draw,
`mate -N` a loss; any other score is not a rule verdict. It is asked once with the option
`Chase With Check` true (compared with the AXF column) and once false (the CXA column). As a control, the
start position is also searched to depth 8 without the cycle's history: its score is what the engine's
evaluation says when no rule applies, so a `cp 0` verdict beside a control far from 0 is the rule's draw.

    python3 compare.py /path/to/pikafish [chase-cycles.txt] > compare.log
"""
import subprocess, sys, re, os

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_DATA = os.path.join(HERE, '..', '..', '..', 'src', 'test', 'resources', 'org', 'xqlab', 'rules',
                            'chase-cycles.txt')


def cycles(path):
    for line in open(path, encoding='utf-8'):
        if line.startswith('#') or not line.strip():
            continue
        f = [x.strip() for x in line.split(' | ')]
        yield dict(id=f[0], fen=f[1], moves=f[2].split(), axf=f[3].split()[0], cxa=f[4].split()[0],
                   axf_rule=f[3].split()[1], cxa_rule=f[4].split()[1])


class Engine:
    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send('uci'); self.wait('uciok')

    def send(self, s):
        self.p.stdin.write(s + '\n'); self.p.stdin.flush()

    def wait(self, prefix):
        lines = []
        while True:
            l = self.p.stdout.readline()
            if not l:
                raise RuntimeError('engine closed its output')
            l = l.strip(); lines.append(l)
            if l.startswith(prefix):
                return lines

    def verdict(self, fen, moves, last, chase_with_check):
        self.send('setoption name Chase With Check value ' + ('true' if chase_with_check else 'false'))
        self.send('ucinewgame'); self.send('isready'); self.wait('readyok')
        self.send('position fen %s moves %s' % (fen, ' '.join(moves)))
        self.send('go depth 8 searchmoves ' + last)
        lines = self.wait('bestmove')
        score = None
        for l in lines:
            m = re.search(r'\bscore (cp|mate) (-?\d+)', l)
            if m and ' pv ' in l:
                score = (m.group(1), int(m.group(2)))
        return score, lines[-1]

    def plain(self, fen):
        """The score of the start position itself, searched without the cycle's history (a control)."""
        self.send('ucinewgame'); self.send('isready'); self.wait('readyok')
        self.send('position fen ' + fen)
        self.send('go depth 8')
        score = None
        for l in self.wait('bestmove'):
            m = re.search(r'\bscore (cp|mate) (-?\d+)', l)
            if m and ' pv ' in l:
                score = '%s %s' % (m.group(1), m.group(2))
        return score


# Probes outside the test data: the mutual-check cycles are level (rook and cannon each), so Pikafish's score
# of their start position is near 0 with or without the rule; these add a red horse on a corner point it
# cannot leave in time to matter, so the evaluation is far from 0 and a cp 0 for the cycle can only be the rule.
PROBES = [
    dict(id='probe: mutual-check + red horse a0', fen='3r5/4k4/4c4/9/9/9/4R4/9/9/N2KC4 w - - 0 1',
         moves='e3d3 e7d7 d3e3 d7e7'.split(), axf='1/2', cxa='1/2'),
    dict(id='probe: mutual-check-mirrored + red horse i0', fen='5r3/4k4/4c4/9/9/9/4R4/9/9/4CK2N w - - 0 1',
         moves='e3f3 e7f7 f3e3 f7e7'.split(), axf='1/2', cxa='1/2'),
]


def result_for(score, mover_red):
    """The game result the score states for the side making the last move, or None for no rule verdict."""
    kind, v = score
    if kind == 'cp' and v == 0:
        return '1/2'
    if kind == 'mate' and v > 0:
        return '1-0' if mover_red else '0-1'
    if kind == 'mate' and v < 0:
        return '0-1' if mover_red else '1-0'
    return None


def main():
    engine = Engine(sys.argv[1])
    data = sys.argv[2] if len(sys.argv) > 2 else DEFAULT_DATA
    agree = {True: 0, False: 0}; total = 0; differ = []
    print('# id | side making the last move | AXF expected / Pikafish (Chase With Check=true) score verdict'
          ' | CXA expected / Pikafish (Chase With Check=false) score verdict'
          ' | control: Pikafish\'s depth-8 score of the start position without the history, for its side to move')
    for c in list(cycles(data)) + PROBES:
        probe = c['id'].startswith('probe')
        total += not probe
        played = (c['moves'] * 2)[:-1]
        last = c['moves'][-1]
        red_first = c['fen'].split()[1] in ('w', 'r')
        mover_red = red_first if len(played) % 2 == 0 else not red_first
        cols = []
        for cwc, expected in ((True, c['axf']), (False, c['cxa'])):
            score, best = engine.verdict(c['fen'], played, last, cwc)
            got = result_for(score, mover_red) if score else None
            ok = got == expected
            agree[cwc] += ok and not probe
            if not ok:
                differ.append((c['id'], 'AXF' if cwc else 'CXA', expected, score, got))
            cols.append('%s / %s %s %s' % (expected, score[0] if score else '-', score[1] if score else '-',
                                           got or 'no rule verdict'))
        control = engine.plain(c['fen'])
        print('%s | %s | %s | %s | %s' % (c['id'], 'red' if mover_red else 'black', cols[0], cols[1], control))
    print('# agree with AXF (Chase With Check=true): %d of %d' % (agree[True], total))
    print('# agree with CXA (Chase With Check=false): %d of %d' % (agree[False], total))
    for d in differ:
        print('# differs: %s %s expected %s, Pikafish %s -> %s' % d)
    engine.send('quit')


if __name__ == '__main__':
    main()
