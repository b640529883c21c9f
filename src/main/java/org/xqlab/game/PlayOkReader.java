package org.xqlab.game;

import org.xqlab.rules.Fen;
import org.xqlab.rules.FenException;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads PlayOK's export: header lines {@code NAME value} ({@code RED name ; rating ;;}, {@code RESULT 1-0},
 * {@code DATE}, {@code EVENT}, optionally {@code FEN}), then the moves between {@code START{} and
 * {@code }END}, numbered, in WXF with lower-case letters for black ({@code C8.5 c2.5}). One game per text.
 */
final class PlayOkReader {
    private static final Map<String, String> TAGS = Map.of("RED", "Red", "BLACK", "Black", "DATE", "Date",
            "EVENT", "Event", "SITE", "Site", "ROUND", "Round");

    private PlayOkReader() {
    }

    static List<GameRecord> readAll(String text) {
        int start = text.indexOf("START{");
        int stop = text.indexOf("}END", start);
        if (stop < 0) {
            throw RecordFormatException.atLine(Lines.lineOf(text, start), "'START{' is never closed by '}END'");
        }
        Map<String, String> tags = new LinkedHashMap<>();
        int line = 1;
        for (String l : text.substring(0, start).split("\n", -1)) {
            String t = l.strip();
            if (!t.isEmpty()) {
                int space = t.indexOf(' ');
                String name = space < 0 ? t : t.substring(0, space);
                String value = space < 0 ? "" : t.substring(space + 1).strip();
                if (!name.chars().allMatch(c -> Character.isUpperCase(c) || Character.isDigit(c) || c == '_')) {
                    throw RecordFormatException.atLine(line, "header line '" + t
                            + "': expected an upper-case name and its value before START{");
                }
                tags.put(name, value);
            }
            line++;
        }
        GameRecord record;
        try {
            record = new GameRecord(tags.getOrDefault("FEN", Fen.START));
        } catch (FenException e) {
            throw RecordFormatException.atLine(1, "bad FEN line: " + e.getMessage());
        }
        tags.forEach((name, value) -> {
            String tag = TAGS.get(name);
            if (tag != null && !value.isEmpty()) {
                String v = tag.equals("Red") || tag.equals("Black") ? value.split(";", -1)[0].strip() : value;
                record.putTag(tag, v);
            }
        });
        String moveResult = new PgnReader(text, start + 6, stop, Lines.lineOf(text, start)).readMoves(record, false);
        String result = tags.containsKey("RESULT") ? PgnReader.resultOf(tags.get("RESULT")) : moveResult;
        record.finishReading(result == null ? "*" : result);
        return List.of(record);
    }
}
