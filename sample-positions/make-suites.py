#!/usr/bin/env python3
"""Regenerates the machine-made parts of the sample suites with Fairy-Stockfish (UCCI mode).

Not needed to use the suites: they are committed. This script documents how they were made:
  * opening positions: named opening lines played from the start position;
  * game sequences and middlegames: Fairy-Stockfish self-play games from those openings;
  * mined tactics: positions from games of a strong side (depth 8) against a weak side (depth 1) where
    the strong side to move has one move at least 200 cp (or a mate) better than any other
    (MultiPV 2 at depth 12).
Usage: python3 sample-positions/make-suites.py  (needs /usr/games/fairy-stockfish; apt-get install fairy-stockfish)
Writes *.generated files next to it for review; the committed .epd files were curated from them.
"""
import re
import subprocess
import sys
from pathlib import Path

ENGINE = "/usr/games/fairy-stockfish"
HERE = Path(__file__).resolve().parent


class Engine:
    def __init__(self):
        self.p = subprocess.Popen([ENGINE], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("ucci")
        self.wait("ucciok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine ended")
            lines.append(line.rstrip("\n"))
            if line.startswith(prefix):
                return lines

    def fen(self, moves, start="startpos"):
        self.send("position " + start + (" moves " + " ".join(moves) if moves else ""))
        self.send("d")
        for line in self.wait("Checkers"):
            if line.startswith("Fen: "):
                return line[5:]
        raise RuntimeError("no Fen line")

    def analyse(self, fen, depth, multipv=1):
        self.send("setoption MultiPV %d" % multipv)
        self.send("position fen " + fen)
        self.send("go depth %d" % depth)
        lines = self.wait("bestmove")
        best = {}
        for line in lines:
            m = re.match(r"info depth (\d+) .*multipv (\d+) score (cp|mate) (-?\d+) .* pv (\S+)", line)
            if m and int(m.group(1)) == depth:
                score = int(m.group(4))
                if m.group(3) == "mate":
                    score = (100000 - abs(score)) * (1 if score > 0 else -1)
                best[int(m.group(2))] = (score, m.group(5))
        bm = lines[-1].split()[1]
        return bm, best


OPENINGS = [
    ("open-01", "start position", []),
    ("open-02", "central cannon 炮二平五", ["h2e2"]),
    ("open-03", "central cannon vs screen horses 中炮对屏风马", ["h2e2", "h9g7", "h0g2", "b9c7"]),
    ("open-04", "same-direction cannons 顺炮", ["h2e2", "h7e7"]),
    ("open-05", "opposite-direction cannons 列炮", ["h2e2", "b7e7"]),
    ("open-06", "elephant opening 飞相局", ["c0e2"]),
    ("open-07", "pawn opening 仙人指路", ["c3c4"]),
    ("open-08", "horse opening 起马局", ["b0c2"]),
    ("open-09", "advisor-corner cannon 士角炮", ["h2f2"]),
    ("open-10", "central cannon vs palace-corner horse 中炮对反宫马", ["h2e2", "h9g7", "h0g2", "b7d7", "i0h0", "b9c7"]),
    ("open-11", "five-seven cannons vs screen horses 五七炮对屏风马", ["h2e2", "h9g7", "h0g2", "b9c7", "b2c2"]),
    ("open-12", "central cannon with rook out 中炮过河车", ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "h0h6"]),
]


def play(engine, opening, red_depth, black_depth, plies):
    moves = list(opening)
    fens = [engine.fen(moves)]
    for ply in range(plies):
        side_red = fens[-1].split()[1] == "w"
        bm, _ = engine.analyse(fens[-1], red_depth if side_red else black_depth)
        if bm in ("(none)", "0000"):
            break
        moves.append(bm)
        fens.append(engine.fen(moves))
    return moves, fens


def main():
    e = Engine()
    if "--tactics-only" in sys.argv:
        mine_tactics(e)
        return
    out = []
    for oid, name, moves in OPENINGS:
        out.append('%s; id "%s"; c0 "%s: %s"' % (e.fen(moves), oid, name, " ".join(moves) or "no moves"))
    (HERE / "openings.generated").write_text("\n".join(out) + "\n")

    games = []
    for i, (_, name, moves) in enumerate(OPENINGS[2:8]):
        gm, fens = play(e, moves, 9, 9, 70)
        games.append((name, gm, fens))
        print("game", i + 1, len(gm), "plies", file=sys.stderr)
    lines = []
    for i, (name, gm, fens) in enumerate(games):
        lines.append("# game-%d: Fairy-Stockfish self-play (depth 9 both sides) from %s: %s" % (i + 1, name, " ".join(gm)))
        for ply, fen in enumerate(fens):
            lines.append('%s; id "game-%d-ply-%d"; seq "game-%d"' % (fen, i + 1, ply + len(gm) - len(fens) + 1, i + 1))
    (HERE / "games.generated").write_text("\n".join(lines) + "\n")
    mine_tactics(e)


def mine_tactics(e):

    tactics = []
    for i, (_, name, moves) in enumerate(OPENINGS[1:]):
        for strong_red in (True, False):
            gm, fens = play(e, moves, 8 if strong_red else 1, 1 if strong_red else 8, 30)
            for fen in fens[6:]:
                if (fen.split()[1] == "w") != strong_red:
                    continue
                bm, best = e.analyse(fen, 12, 2)
                if 1 in best and 2 in best and best[1][0] - best[2][0] >= 200 and best[1][0] >= 150:
                    tactics.append('%s; bm %s; c0 "mined from Fairy-Stockfish depth 8 vs depth 1 from %s; best %d, second %d (MultiPV 2, depth 12)"'
                                   % (fen, bm, name, best[1][0], best[2][0]))
                    print("tactic", len(tactics), file=sys.stderr)
                    (HERE / "tactics.generated").write_text("\n".join(tactics) + "\n")
                    break
    e.send("quit")


if __name__ == "__main__":
    main()
