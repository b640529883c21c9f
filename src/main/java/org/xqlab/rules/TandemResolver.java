package org.xqlab.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The logic WXF and Chinese notation share, in both directions.
 *
 * <p>{@link #describe} turns a legal move into a {@link RelativeMove}: it finds the pieces of the same
 * kind on the mover's file (front first), decides whether the file alone names the mover, and counts
 * the verb's number. {@link #resolve} goes back: from a parsed {@link PieceQuery}, verb and number to
 * the one legal move they mean. It collects the pieces the query can mean, keeps those that could move
 * that way on an empty board (so 仕六進五 picks the rear of two advisors on file 6 without 前/後), and
 * then needs exactly one: none is "no such piece", several is "ambiguous" (the message shows how to
 * write each, through the notation's own {@code writer}), one that cannot move so is "illegal".
 */
final class TandemResolver {
    private TandemResolver() {
    }

    /** The points of this side's pieces of a type on its own file 1–9, front first. */
    static List<Integer> onFile(Position p, int color, int type, int file) {
        List<Integer> points = new ArrayList<>();
        for (int id = Piece.firstId(color, type); id <= Piece.lastId(color, type); id++) {
            int sq = p.squareOf(id);
            if (sq != 0 && FileNumbering.fileOf(color, sq) == file) {
                points.add(sq);
            }
        }
        points.sort((a, b) -> FileNumbering.advanceOf(color, b) - FileNumbering.advanceOf(color, a));
        return points;
    }

    /** How many of the side's files hold two or more pieces of the type. */
    static int doubledFiles(Position p, int color, int type) {
        int n = 0;
        for (int file = 1; file <= 9; file++) {
            if (onFile(p, color, type, file).size() >= 2) {
                n++;
            }
        }
        return n;
    }

    /** The side's pieces of the type on files holding two or more: file 1 to 9, front to back on each. */
    static List<Integer> doubled(Position p, int color, int type) {
        List<Integer> group = new ArrayList<>();
        for (int file = 1; file <= 9; file++) {
            List<Integer> same = onFile(p, color, type, file);
            if (same.size() >= 2) {
                group.addAll(same);
            }
        }
        return group;
    }

    /** How notation names the piece on {@code sq}. */
    static Designation designate(Position p, int sq) {
        int id = p.pieceAt(sq);
        int color = Piece.colorOf(id);
        int type = Piece.typeOf(id);
        int file = FileNumbering.fileOf(color, sq);
        if (type == Piece.ADVISOR || type == Piece.ELEPHANT) {
            // two on one file never share a move: the front one can only go back, the rear one forward
            return new Designation(color, type, file, 0, 1, false, 0);
        }
        List<Integer> same = onFile(p, color, type, file);
        if (same.size() == 1) {
            return new Designation(color, type, file, 0, 1, false, 0);
        }
        boolean multiFile = type == Piece.PAWN && doubledFiles(p, color, type) >= 2;
        return new Designation(color, type, file, same.indexOf(sq), same.size(), multiFile,
                doubled(p, color, type).indexOf(sq));
    }

    /** The relative form of a move; the move must have the side to move's piece on its from-point. */
    static RelativeMove describe(Position p, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        Designation d = designate(p, from);
        int color = d.color();
        int fromAdvance = FileNumbering.advanceOf(color, from);
        int toAdvance = FileNumbering.advanceOf(color, to);
        int toFile = FileNumbering.fileOf(color, to);
        Verb verb = toAdvance > fromAdvance ? Verb.ADVANCE : toAdvance < fromAdvance ? Verb.RETREAT : Verb.TRAVERSE;
        int number = verb == Verb.TRAVERSE || !movesStraight(d.type()) ? toFile : Math.abs(toAdvance - fromAdvance);
        return new RelativeMove(d, verb, number);
    }

    /** King, rook, cannon and pawn: their forward and back numbers count ranks. */
    static boolean movesStraight(int type) {
        return type == Piece.KING || type == Piece.ROOK || type == Piece.CANNON || type == Piece.PAWN;
    }

    /**
     * Where the piece on {@code from} goes by the verb and number, ignoring every other piece, or -1
     * when the words make no such point (off the board, 平 to its own file, a diagonal mover told 平).
     * Whether the piece may really move so is {@link IllegalMoveReason#shape}'s question.
     */
    static int destination(int color, int type, int from, Verb verb, int number) {
        int file = FileNumbering.fileOf(color, from);
        int advance = FileNumbering.advanceOf(color, from);
        int sign = verb == Verb.ADVANCE ? 1 : -1;
        if (movesStraight(type)) {
            if (verb == Verb.TRAVERSE) {
                return number == file ? -1 : FileNumbering.point(color, number, advance);
            }
            return FileNumbering.point(color, file, advance + sign * number);
        }
        if (verb == Verb.TRAVERSE) {
            return -1;
        }
        int df = Math.abs(number - file);
        int da = type == Piece.ADVISOR ? 1 : type == Piece.ELEPHANT ? 2 : df == 1 ? 2 : df == 2 ? 1 : 0;
        if (df == 0 || da == 0) {
            return -1;
        }
        return FileNumbering.point(color, number, advance + sign * da);
    }

    private static String noDestinationReason(int color, int type, int from, Verb verb, int number) {
        String piece = Piece.name(type);
        if (!movesStraight(type) && verb == Verb.TRAVERSE) {
            return "a" + (type == Piece.ADVISOR || type == Piece.ELEPHANT ? "n " : " ") + piece
                    + " never moves sideways";
        }
        if (verb == Verb.TRAVERSE && number == FileNumbering.fileOf(color, from)) {
            return "平 (=) must name another file";
        }
        if (!movesStraight(type) && number == FileNumbering.fileOf(color, from)) {
            return "the number after a diagonal move is the destination file, which must differ";
        }
        return "it would leave the board";
    }

    /**
     * The legal move a parsed query, verb and number mean in the position (side to move), or a
     * {@link NotationException}. {@code writer} renders a designation in the caller's notation, for
     * the hint of an ambiguity message.
     */
    static int resolve(Position p, PieceQuery q, Verb verb, int number, String text,
                       Function<Designation, String> writer) {
        int color = p.sideToMove();
        List<Integer> candidates = candidates(p, color, q, text);
        List<Integer> fitting = new ArrayList<>();
        List<Integer> destinations = new ArrayList<>();
        String reason = null;
        for (int from : candidates) {
            int to = destination(color, q.type(), from, verb, number);
            String why = to < 0 ? noDestinationReason(color, q.type(), from, verb, number)
                    : IllegalMoveReason.shape(color, q.type(), from, to);
            if (why == null) {
                fitting.add(from);
                destinations.add(to);
            } else if (reason == null) {
                reason = why;
            }
        }
        if (fitting.isEmpty()) {
            throw new NotationException(NotationException.Kind.ILLEGAL, text + " is not legal: " + reason);
        }
        if (fitting.size() > 1) {
            throw ambiguous(p, color, q.type(), fitting, text, writer);
        }
        int move = Move.of(fitting.get(0), destinations.get(0));
        String why = IllegalMoveReason.of(p, move);
        if (why != null) {
            throw new NotationException(NotationException.Kind.ILLEGAL, text + " is not legal: " + why);
        }
        return move;
    }

    /** The pieces the query can mean, before looking at the verb; throws when there are none. */
    private static List<Integer> candidates(Position p, int color, PieceQuery q, String text) {
        String side = FileNumbering.colorName(color);
        String one = side + " " + Piece.name(q.type());
        String many = side + " " + FileNumbering.plural(q.type());
        List<Integer> result = new ArrayList<>();
        if (q.file() != 0) {
            List<Integer> same = onFile(p, color, q.type(), q.file());
            if (same.isEmpty()) {
                throw noPiece(text, "no " + one + " on file " + q.file());
            }
            if (q.selector() == null) {
                return same;
            }
            int index = q.selector().indexFor(same.size());
            if (index == PieceQuery.Selector.ALL) {
                return same;
            }
            if (index < 0) {
                throw noPiece(text, q.selector().label() + " does not fit " + countPhrase(same.size(), one, many)
                        + " on file " + q.file());
            }
            result.add(same.get(index));
            return result;
        }
        if (q.selector().acrossFiles()) {
            List<Integer> group = doubled(p, color, q.type());
            if (group.isEmpty()) {
                throw noPiece(text, "no two " + many + " on one file");
            }
            int index = q.selector().indexFor(group.size());
            if (index < 0) {
                throw noPiece(text, q.selector().label() + " does not fit " + countPhrase(group.size(), one, many)
                        + " on files holding two or more");
            }
            result.add(group.get(index));
            return result;
        }
        int doubled = 0;
        String lastPhrase = "";
        for (int file = 1; file <= 9; file++) {
            List<Integer> same = onFile(p, color, q.type(), file);
            if (same.size() < 2) {
                continue;
            }
            doubled++;
            lastPhrase = countPhrase(same.size(), one, many) + " on file " + file;
            int index = q.selector().indexFor(same.size());
            if (index == PieceQuery.Selector.ALL) {
                result.addAll(same);
            } else if (index >= 0) {
                result.add(same.get(index));
            }
        }
        if (doubled == 0) {
            throw noPiece(text, "no two " + many + " on one file");
        }
        if (result.isEmpty()) {
            throw noPiece(text, q.selector().label() + " does not fit " + lastPhrase);
        }
        return result;
    }

    private static String countPhrase(int n, String one, String many) {
        return FileNumbering.countWord(n) + " " + (n == 1 ? one : many);
    }

    private static NotationException noPiece(String text, String why) {
        return new NotationException(NotationException.Kind.NO_SUCH_PIECE, text + ": " + why);
    }

    private static NotationException ambiguous(Position p, int color, int type, List<Integer> fitting, String text,
                                               Function<Designation, String> writer) {
        String many = FileNumbering.colorName(color) + " " + FileNumbering.plural(type);
        int file = FileNumbering.fileOf(color, fitting.get(0));
        boolean oneFile = fitting.stream().allMatch(sq -> FileNumbering.fileOf(color, sq) == file);
        String where = oneFile
                ? FileNumbering.countWord(onFile(p, color, type, file).size()) + " " + many + " on file " + file
                : FileNumbering.countWord(fitting.size()) + " " + many + " can move so";
        List<String> names = new ArrayList<>();
        for (int sq : fitting) {
            names.add(writer.apply(designate(p, sq)));
        }
        String hint = names.size() == 2 ? names.get(0) + " or " + names.get(1)
                : String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
        return new NotationException(NotationException.Kind.AMBIGUOUS,
                text + " is ambiguous: " + where + "; write " + hint);
    }
}
