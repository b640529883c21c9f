package org.xqlab.book;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;

/**
 * An opening book: for a position (by its Zobrist key, {@link Position#key()}) the moves known there
 * with weights, and the name of the opening. {@link #probe} also looks up the left–right mirror of the
 * position (Xiangqi theory is symmetric: 炮八平五 is 炮二平五 on the other wing) and mirrors its moves
 * back, adding weights when both hold the same move. {@link #choose} picks a move at random in
 * proportion to the weights, reproducibly for a given {@link Random}. A book is immutable; build one
 * with {@link Builder}, {@link BookBuilder} or {@link OpeningLines}, store it with {@link BookFile}.
 */
public final class OpeningBook {
    private static final String BUNDLED = "/org/xqlab/book/openings.txt";
    private static volatile OpeningBook bundled;

    /** key → moves sorted by move code (the stored order). */
    private final Map<Long, List<BookMove>> entries;
    private final Map<Long, OpeningName> names;

    private OpeningBook(Map<Long, List<BookMove>> entries, Map<Long, OpeningName> names) {
        this.entries = entries;
        this.names = names;
    }

    /** The book of main openings bundled with the program (written from opening theory, see openings.txt). */
    public static OpeningBook bundled() {
        OpeningBook b = bundled;
        if (b == null) {
            try (InputStream in = OpeningBook.class.getResourceAsStream(BUNDLED)) {
                if (in == null) {
                    throw new IllegalStateException("the bundled book " + BUNDLED + " is missing from the class path");
                }
                b = OpeningLines.read(new String(in.readAllBytes(), StandardCharsets.UTF_8), BUNDLED);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            bundled = b;
        }
        return b;
    }

    /** The moves and opening name for this position and its mirror. */
    public BookProbe probe(Position p) {
        long key = p.key();
        Map<Integer, Integer> weights = new LinkedHashMap<>();
        for (BookMove m : entries.getOrDefault(key, List.of())) {
            weights.merge(m.move(), m.weight(), Integer::sum);
        }
        Position mirror = mirrored(p);
        OpeningName name = names.get(key);
        // a symmetric position is its own mirror: its mirrored moves are the same games seen again, so
        // they take the larger weight instead of adding up
        boolean symmetric = mirror.key() == key;
        for (BookMove m : entries.getOrDefault(mirror.key(), List.of())) {
            int back = Move.of(Square.mirror(Move.from(m.move())), Square.mirror(Move.to(m.move())));
            weights.merge(back, m.weight(), symmetric ? Math::max : Integer::sum);
        }
        if (name == null) {
            name = names.get(mirror.key());
        }
        List<BookMove> moves = new ArrayList<>();
        weights.forEach((move, w) -> {
            if (p.isLegal(move)) {
                moves.add(new BookMove(move, Math.min(w, 65535)));
            }
        });
        moves.sort(Comparator.comparingInt(BookMove::weight).reversed().thenComparingInt(BookMove::move));
        return new BookProbe(moves, Optional.ofNullable(name));
    }

    /** A book move chosen with probability proportional to its weight, or {@link Move#NONE} out of book. */
    public int choose(Position p, Random random) {
        BookProbe probe = probe(p);
        if (!probe.inBook()) {
            return Move.NONE;
        }
        int r = random.nextInt(probe.totalWeight());
        for (BookMove m : probe.moves()) {
            r -= m.weight();
            if (r < 0) {
                return m.move();
            }
        }
        throw new AssertionError("weights do not add up");
    }

    /** The position mirrored left–right (same side to move). */
    public static Position mirrored(Position p) {
        String fen = Fen.format(p);
        int space = fen.indexOf(' ');
        String[] ranks = fen.substring(0, space).split("/");
        StringBuilder sb = new StringBuilder();
        for (String rank : ranks) {
            sb.append(sb.length() == 0 ? "" : "/").append(new StringBuilder(rank).reverse());
        }
        return Fen.parse(sb + fen.substring(space));
    }

    /** Number of positions with moves. */
    public int positionCount() {
        return entries.size();
    }

    /** Number of (position, move) entries. */
    public int entryCount() {
        int n = 0;
        for (List<BookMove> l : entries.values()) {
            n += l.size();
        }
        return n;
    }

    /** Every entry by key (sorted by key, moves by move code), for writing and comparing. */
    public Map<Long, List<BookMove>> entries() {
        return Collections.unmodifiableMap(entries);
    }

    /** Every opening name by key. */
    public Map<Long, OpeningName> names() {
        return Collections.unmodifiableMap(names);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OpeningBook b && b.entries.equals(entries) && b.names.equals(names);
    }

    @Override
    public int hashCode() {
        return entries.hashCode() * 31 + names.hashCode();
    }

    /** Collects moves (weights of the same move in the same position add up) and names. */
    public static final class Builder {
        private final Map<Long, Map<Integer, Integer>> moves = new HashMap<>();
        private final Map<Long, OpeningName> names = new HashMap<>();

        /** Adds weight to a move in the position with this key. */
        public Builder add(long key, int move, int weight) {
            if (move == Move.NONE || weight < 1) {
                throw new IllegalArgumentException("a book entry needs a move and a weight ≥ 1");
            }
            moves.computeIfAbsent(key, k -> new HashMap<>()).merge(move, weight, (a, b) -> Math.min(65535, a + b));
            return this;
        }

        /** Names the position with this key (a later name for the same key replaces an earlier one). */
        public Builder name(long key, OpeningName name) {
            names.put(key, name);
            return this;
        }

        /** Whether the position already has a name. */
        public boolean named(long key) {
            return names.containsKey(key);
        }

        public OpeningBook build() {
            Map<Long, List<BookMove>> sorted = new TreeMap<>();
            moves.forEach((key, byMove) -> {
                List<BookMove> l = new ArrayList<>();
                new TreeMap<>(byMove).forEach((m, w) -> l.add(new BookMove(m, w)));
                sorted.put(key, List.copyOf(l));
            });
            return new OpeningBook(Collections.unmodifiableMap(sorted), Collections.unmodifiableMap(new TreeMap<>(names)));
        }
    }
}
