#!/usr/bin/env python3
"""Does a fresh search reproduce the mistakes blunders.py found? For each first mistake in blunders.log,
search its position with a given build (`java -jar JAR uci`, book off, a new game before each) to the depth
`full` reached at that move in the match, and to that depth + 1 and + 2, and print whether each plays the move.

    python3 reproduce.py XIANGQI-LAB.jar full-vs-pikafish-hce.pgn.xz blunders.log > reproduce-BUILD.log

With the match's own build (c2faa69) a move the fresh search does not play at the game's depth came from
the state the game's search carried from move to move (hash, history) or from where 100 ms cut it.
"""
import os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import analyse  # noqa: E402
from blunders import Engine  # noqa: E402


def main():
    jar, pgn, log = sys.argv[1:4]
    games = {r['tags']['Round']: r for r in analyse.main(pgn)}
    eng = Engine(jar)
    counts = [0, 0, 0]; n = 0
    print('# python3 reproduce.py XIANGQI-LAB.jar %s %s' % (os.path.basename(pgn), os.path.basename(log)))
    print('# round ply move game-depth | the fresh search\'s move at the game depth, +1, +2 (* = the move played)')
    for l in open(log, encoding='utf-8'):
        m = re.match(r'(\d+) (loss|draw) \S+ \| (tactic|positional) \| \S+ \| ply (\d+) (\S+) \(d(\d+),', l)
        if not m:
            continue
        r = games[m.group(1)]
        p, played, gd = int(m.group(4)), m.group(5), int(m.group(6))
        fen = r['tags'].get('FEN', analyse.START + ' w - - 0 1')
        moves = [mv for mv, _ in r['moves']][:p]
        out = []
        for i, k in enumerate((gd, gd + 1, gd + 2)):
            eng.new_game()
            best = eng.search(fen, moves, depth=k)[0]
            counts[i] += best == played
            out.append(best + ('*' if best == played else ''))
        n += 1
        print('%s %d %s d%d | %s' % (m.group(1), p, played, gd, ' '.join(out)))
        sys.stdout.flush()
    eng.send('quit')
    print('# the move played is chosen again by a fresh search in %d of %d at the game depth, %d at +1, %d at +2'
          % (counts[0], n, counts[1], counts[2]))


if __name__ == '__main__':
    main()
