package org.xqlab.protocol;

import org.xqlab.book.OpeningLines;
import org.xqlab.book.OpeningBook;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordCollection;
import org.xqlab.game.RecordReader;
import org.xqlab.game.TextDecoder;
import org.xqlab.rules.Fen;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A match opening: a name, a start FEN and the moves played from it before the engines take over.
 * Read from a file of named lines ({@link OpeningLines} format) or from the main lines of the games of a
 * record file (any format the game reader knows). A match's default is the bundled suite of master-game positions
 * ({@link #suite()}); its pairs take distinct openings ({@link #forPairs}).
 */
public record Opening(String name, String fen, List<Integer> moves) {
    public Opening {
        moves = List.copyOf(moves);
    }

    /** The most openings a file may hold (a match plays each with both colours; more is no opening set). */
    public static final int MAX_OPENINGS = 100_000;

    /**
     * The openings of a file: the main lines of a game record in any format {@link RecordReader} reads
     * (recognised by its bytes, or any {@code .pgn} file), else named lines. The file is read with the game
     * records' checks ({@link RecordReader#bytesOf}: a regular file of at most 64 MiB), the games one at a time
     * (only their main lines are kept), and at most {@link #MAX_OPENINGS} openings; anything larger is refused
     * with a message naming the file.
     */
    public static List<Opening> read(Path file) throws IOException {
        byte[] bytes = RecordReader.bytesOf(file);
        List<Opening> list = new ArrayList<>();
        if (RecordReader.detect(bytes) != null || file.toString().toLowerCase(java.util.Locale.ROOT).endsWith(".pgn")) {
            RecordCollection games = RecordCollection.of(bytes, file.toString());
            requireFew(file, games.size());
            for (int n = 0; n < games.size(); n++) {
                GameRecord g = games.game(n);
                List<Integer> moves = new ArrayList<>();
                g.mainLine().forEach(node -> moves.add(node.move()));
                list.add(new Opening(g.headers().getOrDefault("Opening", file.getFileName() + " #" + (n + 1)),
                        g.startFen(), moves));
            }
        } else {
            String text = TextDecoder.decode(bytes).text();
            List<OpeningLines.Line> lines = OpeningLines.parse(text, file.toString());
            requireFew(file, lines.size());
            for (OpeningLines.Line l : lines) {
                list.add(new Opening(l.name().toString(), Fen.START, l.moves()));
            }
        }
        if (list.isEmpty()) {
            throw new IllegalArgumentException(file + " holds no opening");
        }
        return list;
    }

    private static void requireFew(Path file, int count) {
        if (count > MAX_OPENINGS) {
            throw new IllegalArgumentException(file + " holds " + count + " openings, more than the " + MAX_OPENINGS
                    + " an opening file may hold");
        }
    }

    /** The bundled book's named lines of at least four plies. */
    public static List<Opening> bundled() {
        try (InputStream in = OpeningBook.class.getResourceAsStream("/org/xqlab/book/openings.txt")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            List<Opening> list = new ArrayList<>();
            for (OpeningLines.Line l : OpeningLines.parse(text, "openings.txt")) {
                if (l.moves().size() >= 4) {
                    list.add(new Opening(l.name().toString(), Fen.START, l.moves()));
                }
            }
            return list;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Where the bundled suite of master-game positions is ({@link #suite()}). */
    public static final String SUITE = "/org/xqlab/protocol/openings-masters.txt";

    /** The seed a match draws its openings with ({@link #forPairs}): fixed, so a match is reproducible. */
    public static final long SEED = 20261129L;

    /**
     * The bundled suite: 3,000 distinct positions after 6 to 12 plies of master games from many players and
     * tournaments (one per game; source and licence in the file's header), each an opening with no moves of
     * its own. A match's default: a few thousand games never meet one opening twice.
     */
    public static List<Opening> suite() {
        try (InputStream in = Opening.class.getResourceAsStream(SUITE)) {
            if (in == null) {
                throw new IllegalStateException("the program's opening suite is missing: " + SUITE);
            }
            List<Opening> list = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                int tab = line.indexOf('\t');
                String fen = tab < 0 ? line.strip() : line.substring(0, tab).strip();
                list.add(new Opening(tab < 0 ? fen : line.substring(tab + 1).strip(), fen, List.of()));
            }
            return list;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The openings of {@code pairs} game pairs: drawn from {@code all} without replacement, in an order shuffled
     * with {@link #SEED}, so no two pairs share an opening and a match raised from {@code n} to more pairs keeps
     * the openings of its first {@code n}. More pairs than openings is refused, naming both counts: the extra
     * pairs could only repeat games already played.
     */
    public static List<Opening> forPairs(List<Opening> all, int pairs) {
        if (pairs > all.size()) {
            throw new IllegalArgumentException(pairs + " game pairs need " + pairs + " openings, but there are only "
                    + all.size() + ": a pair played on an opening already used would repeat its games (at equal "
                    + "nodes move for move); play at most " + 2 * all.size() + " games, or give more openings");
        }
        List<Opening> order = new ArrayList<>(all);
        java.util.SplittableRandom random = new java.util.SplittableRandom(SEED);
        for (int i = 0; i < pairs; i++) {
            int j = i + random.nextInt(order.size() - i);
            Opening t = order.get(i);
            order.set(i, order.get(j));
            order.set(j, t);
        }
        return List.copyOf(order.subList(0, pairs));
    }

    /** {@code count} openings spread evenly over the list (all of them, repeated, if it is shorter). */
    public static List<Opening> spread(List<Opening> all, int count) {
        List<Opening> out = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            out.add(count <= all.size() ? all.get((int) ((long) k * all.size() / count)) : all.get(k % all.size()));
        }
        return out;
    }

    /**
     * Whether the first {@code before} openings of {@code forPairs(all, before)} are those of
     * {@code forPairs(all, now)}: a match raised from {@code before} to {@code now} game pairs keeps the openings of
     * the pairs it has played (always so: the draw is one shuffled order; more pairs than openings is refused).
     */
    public static boolean spreadKeeps(List<Opening> all, int before, int now) {
        int played = Math.min(before, now);
        return forPairs(all, now).subList(0, played).equals(forPairs(all, before).subList(0, played));
    }
}
