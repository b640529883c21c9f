package org.xqlab.teach;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A small real position for a lesson step: few legal moves, so that a depth-2 or depth-3 tree fits a
 * projector and shows one idea (a capture that MVV/LVA puts first, a killer move that cuts, how much
 * α-β prunes against minimax, a mate). The set is the resource {@code teaching-positions.txt} next to
 * this class, one position a line: {@code id | FEN | depth | best move (ICCS) | English name | Chinese
 * name | what it shows in English | in Chinese}. A test checks each FEN, its 3–10 legal moves and that
 * the search finds the stated best move at the stated depth.
 */
public record TeachingPosition(String id, String fen, int depth, String bestMove, String nameEn, String nameZh,
                        String aboutEn, String aboutZh) {

    private static final String RESOURCE = "teaching-positions.txt";
    private static List<TeachingPosition> all;

    /** The built-in set, in lesson order. */
    public static synchronized List<TeachingPosition> all() {
        if (all == null) {
            all = List.copyOf(read());
        }
        return all;
    }

    /** A position's name up to its colon ("Rook against one advisor: a reply…" → "Rook against one advisor"). */
    public static String shortName(String whole) {
        int colon = whole.indexOf(':');
        int wide = whole.indexOf('：');
        int cut = colon < 0 ? wide : wide < 0 ? colon : Math.min(colon, wide);
        return cut > 0 ? whole.substring(0, cut).strip() : whole;
    }

    public String name(boolean chinese) {
        return chinese ? nameZh : nameEn;
    }

    public String about(boolean chinese) {
        return chinese ? aboutZh : aboutEn;
    }

    private static List<TeachingPosition> read() {
        List<TeachingPosition> list = new ArrayList<>();
        try (InputStream in = TeachingPosition.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + RESOURCE);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\\|");
                if (f.length != 8) {
                    throw new IllegalStateException(RESOURCE + ": 8 fields expected: " + line);
                }
                list.add(new TeachingPosition(f[0].trim(), f[1].trim(), Integer.parseInt(f[2].trim()), f[3].trim(),
                        f[4].trim(), f[5].trim(), f[6].trim(), f[7].trim()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return list;
    }
}
