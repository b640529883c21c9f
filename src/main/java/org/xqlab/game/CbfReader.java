package org.xqlab.game;

import org.xqlab.rules.Fen;
import org.xqlab.rules.FenException;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;

import javax.xml.XMLConstants;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads CC Bridge (象棋桥) CBF, an XML record: {@code <ChineseChessRecord>} with a {@code <Head>} of named
 * fields ({@code Name}, {@code Contest}, {@code Date}, {@code Site}, {@code Red}, {@code Black},
 * {@code ECCO}, {@code Commentator}, {@code FEN}, …) and a {@code <MoveList>} of {@code <Move value="xy-xy">}
 * elements, points as in DhtmlXQ (file 0–8 from red's left, rank 0–9 from black's back rank); the first
 * {@code 00-00} stands for the start position; a move's text (CDATA) is the comment after it;
 * {@code end="1"} marks the last move of the main line.
 *
 * <p>The public samples show no variations and their layout is not publicly described, so moves after
 * the {@code end="1"} move are not read; a game that has some gets the tag {@code Note} saying so.
 * Errors name the line of the XML.
 */
final class CbfReader {
    private static final Map<String, String> TAGS = Map.ofEntries(Map.entry("Name", "Title"),
            Map.entry("Contest", "Event"), Map.entry("Round", "Round"), Map.entry("Date", "Date"),
            Map.entry("Site", "Site"), Map.entry("Red", "Red"), Map.entry("RedTeam", "RedTeam"),
            Map.entry("Black", "Black"), Map.entry("BlackTeam", "BlackTeam"), Map.entry("ECCO", "ECCO"),
            Map.entry("Commentator", "Annotator"), Map.entry("TimeRule", "TimeControl"));

    private CbfReader() {
    }

    static List<GameRecord> readAll(String text) {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        // the declaration may name an encoding, but the text is already decoded; its line stays
        body = body.replaceFirst("^\\s*<\\?xml[^>]*\\?>", "");
        XMLStreamReader x = null;
        try {
            x = factory.createXMLStreamReader(new StringReader(body));
            return List.of(read(x, 0));
        } catch (XMLStreamException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNumber();
            throw RecordFormatException.atLine(Math.max(1, line), "not well-formed XML: " + e.getMessage()
                    .replaceFirst("^ParseError at \\[row,col\\]:\\[\\d+,\\d+\\]\\s*Message: ", ""));
        } finally {
            if (x != null) {
                try {
                    x.close();
                } catch (XMLStreamException ignored) {
                    // nothing to release
                }
            }
        }
    }

    private static GameRecord read(XMLStreamReader x, int lineShift) throws XMLStreamException {
        Map<String, String> head = new LinkedHashMap<>();
        String section = "";
        String field = null;
        StringBuilder value = new StringBuilder();
        GameRecord record = null;
        Position pos = null;
        GameRecord.Node cur = null;
        boolean ended = false;
        boolean extra = false;
        boolean sawRoot = false;
        int count = 0;
        while (x.hasNext()) {
            int event = x.next();
            int line = x.getLocation().getLineNumber() + lineShift;
            if (event == XMLStreamConstants.START_ELEMENT) {
                String name = x.getLocalName();
                if (name.equals("Head") || name.equals("MoveList")) {
                    section = name;
                    if (name.equals("MoveList")) {
                        record = newRecord(head, line);
                        pos = record.positionAt(record.root());
                        cur = record.root();
                    }
                } else if (section.equals("Head")) {
                    field = name;
                    value.setLength(0);
                } else if (section.equals("MoveList") && name.equals("Move")) {
                    String v = x.getAttributeValue(null, "value");
                    boolean end = "1".equals(x.getAttributeValue(null, "end"));
                    String comment = x.getElementText().strip();
                    if (v == null) {
                        throw RecordFormatException.atLine(line, "<Move> without a value=\"xy-xy\" attribute");
                    }
                    if (!sawRoot && v.equals("00-00")) {
                        sawRoot = true;
                        record.setComment(record.root(), comment);
                        continue;
                    }
                    sawRoot = true;
                    if (ended) {
                        extra = true;
                        continue;
                    }
                    count++;
                    int move = move(v, line, count);
                    if (!pos.isLegal(move)) {
                        throw RecordFormatException.atLine(line, "move " + count + " '" + v + "' (" + Move.iccs(move)
                                + ") is not legal in " + Fen.format(pos));
                    }
                    pos.makeMove(move);
                    cur = record.attach(cur, move);
                    if (!comment.isEmpty()) {
                        record.setComment(cur, comment);
                    }
                    ended = end;
                }
            } else if (event == XMLStreamConstants.CHARACTERS || event == XMLStreamConstants.CDATA) {
                if (field != null) {
                    value.append(x.getText());
                }
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                if (field != null && x.getLocalName().equals(field)) {
                    head.put(field, value.toString().strip());
                    field = null;
                } else if (x.getLocalName().equals("Head")) {
                    section = "";
                }
            }
        }
        if (record == null) {
            throw RecordFormatException.of("no <MoveList> in the CBF record");
        }
        if (extra) {
            record.headers().put("Note", "moves after the end of the main line (variations) were not read");
        }
        for (Map.Entry<String, String> h : head.entrySet()) {
            String tag = TAGS.get(h.getKey());
            if (tag != null && !h.getValue().isEmpty()) {
                record.putTag(tag, h.getValue());
            }
        }
        record.finishReading(switch (head.getOrDefault("RecordResult", "")) {
            case "1" -> "1-0";
            case "2" -> "0-1";
            case "3" -> "1/2-1/2";
            default -> "*";
        });
        return record;
    }

    private static GameRecord newRecord(Map<String, String> head, int line) {
        try {
            return new GameRecord(head.getOrDefault("FEN", "").isBlank() ? Fen.START : head.get("FEN"));
        } catch (FenException e) {
            throw RecordFormatException.atLine(line, "bad <FEN> in <Head>: " + e.getMessage());
        }
    }

    private static int move(String v, int line, int count) {
        if (!v.matches("[0-8][0-9]-[0-8][0-9]")) {
            throw RecordFormatException.atLine(line, "move " + count + " value=\"" + v
                    + "\": expected \"xy-xy\" with file 0-8 and rank 0-9 from the top");
        }
        int from = Square.fromIccs(v.charAt(0) - '0', 9 - (v.charAt(1) - '0'));
        int to = Square.fromIccs(v.charAt(3) - '0', 9 - (v.charAt(4) - '0'));
        return Move.of(from, to);
    }
}
