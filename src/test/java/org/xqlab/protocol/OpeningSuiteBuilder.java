package org.xqlab.protocol;

import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordCollection;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Position;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Makes the bundled match opening suite ({@code org/xqlab/protocol/openings-masters.txt}, read by
 * {@link Opening#suite()}) from a checkout of the Chinese Chess Practical Dataset (CCPD, CC BY 4.0,
 * github.com/Yvonne761/Chinese-Chess-Practical-Dataset): every master game of its tournament folders that starts
 * from the standard position and lasts at least 30 plies gives the position after 6 to 12 plies (the count
 * taken from the game's file name, so it varies from game to game); positions are deduplicated by board and side
 * to move, and {@code count} of them kept, spread evenly over the games in file order (so every tournament folder
 * gives its share). Run:
 * <pre>
 * java -cp target/test-classes:target/classes:$(cat cp.txt) org.xqlab.protocol.OpeningSuiteBuilder \
 *     CCPD/Dataset/對局/大師對局/以賽事分類 src/main/resources/org/xqlab/protocol/openings-masters.txt 3000
 * </pre>
 */
public final class OpeningSuiteBuilder {
    private OpeningSuiteBuilder() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[0]);
        Path out = Path.of(args[1]);
        int count = Integer.parseInt(args[2]);
        List<Path> files;
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(p -> p.toString().toLowerCase(java.util.Locale.ROOT).endsWith(".pgn")).sorted().toList();
        }
        Map<String, String> positions = new LinkedHashMap<>();
        Set<String> players = new TreeSet<>();
        Set<String> events = new TreeSet<>();
        int games = 0;
        int read = 0;
        for (Path f : files) {
            RecordCollection c;
            try {
                c = RecordCollection.of(Files.readAllBytes(f), f.toString());
            } catch (RuntimeException e) {
                continue; // a record our reader refuses is left out
            }
            for (int g = 0; g < c.size(); g++) {
                GameRecord r;
                try {
                    r = c.game(g);
                } catch (RuntimeException e) {
                    continue;
                }
                read++;
                List<GameRecord.Node> line = r.mainLine();
                if (!r.startFen().equals(Fen.START) || line.size() < 30) {
                    continue;
                }
                int plies = 6 + Math.floorMod(f.getFileName().toString().hashCode() + g, 7);
                Position p = Fen.parse(Fen.START);
                for (int i = 0; i < plies; i++) {
                    p.makeMove(line.get(i).move());
                }
                String fen = Fen.format(p);
                String key = fen.substring(0, fen.indexOf(' ', fen.indexOf(' ') + 1));
                Map<String, String> h = r.headers();
                String event = h.getOrDefault("Event", "").strip();
                String folder = root.relativize(f).getName(0).toString(); // the tournament folder
                String red = h.getOrDefault("Red", "").strip();
                String black = h.getOrDefault("Black", "").strip();
                String name = (event + " " + h.getOrDefault("Date", "").strip() + " " + red + "–" + black + " ply " + plies)
                        .replaceAll("[\\t\\r\\n]", " ").replaceAll(" +", " ").strip();
                if (positions.putIfAbsent(key, fen + "\t" + name + "\t" + red + "\t" + black + "\t" + folder) == null) {
                    games++;
                }
            }
        }
        List<String> all = new ArrayList<>(positions.values());
        List<String> kept = new ArrayList<>();
        for (int k = 0; k < Math.min(count, all.size()); k++) {
            String row = all.get((int) ((long) k * all.size() / Math.min(count, all.size())));
            String[] f = row.split("\t", -1);
            players.add(f[2]);
            players.add(f[3]);
            events.add(f[4]);
            kept.add(f[0] + "\t" + f[1]);
        }
        StringBuilder sb = new StringBuilder();
        sb.append("# Match openings: positions after 6 to 12 plies of master games, one per game, no position twice.\n");
        sb.append("# From the Chinese Chess Practical Dataset (CCPD) by Yu-Han Tseng, licensed CC BY 4.0:\n");
        sb.append("# https://github.com/Yvonne761/Chinese-Chess-Practical-Dataset (its tournament folders).\n");
        sb.append("# Made by org.xqlab.protocol.OpeningSuiteBuilder (src/test) from ").append(read)
                .append(" games read, ").append(games).append(" distinct positions; kept ").append(kept.size())
                .append(", from ").append(players.size()).append(" players (as the records name them) and ").append(events.size())
                .append(" tournament folders.\n");
        sb.append("# Each line: FEN <tab> the game it comes from.\n");
        kept.forEach(l -> sb.append(l).append('\n'));
        Files.writeString(out, sb.toString(), StandardCharsets.UTF_8);
        System.out.println(read + " games read, " + games + " distinct positions, kept " + kept.size() + " from "
                + players.size() + " players and " + events.size() + " tournament folders");
    }
}
