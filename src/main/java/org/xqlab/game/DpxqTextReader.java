package org.xqlab.game;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads dpxq.com's plain-text export: {@code 标题: …}, {@code 红方: …}, {@code 结果: 黑方胜} lines (a
 * colon, ASCII or full-width, after a short name), then the numbered moves in Chinese notation, then a
 * last line {@code 棋谱由 http://www.dpxq.com/ 生成}. The moves are read like PGN move text, so comments
 * in braces and variations in parentheses are read too. One game per text.
 */
final class DpxqTextReader {
    /** A header line: a name of up to eight characters without digits, a colon and the value. */
    static final Pattern HEADER = Pattern.compile("^[ \\t\\u3000]*([^\\s\\d:：.\\[{]{1,8})[ \\t\\u3000]*[:：](.*)$",
            Pattern.MULTILINE);
    private static final Map<String, String> TAGS = Map.ofEntries(Map.entry("标题", "Title"), Map.entry("赛事", "Event"),
            Map.entry("轮次", "Round"), Map.entry("日期", "Date"), Map.entry("地点", "Site"), Map.entry("红方", "Red"),
            Map.entry("黑方", "Black"), Map.entry("布局", "Opening"), Map.entry("分类", "Category"),
            Map.entry("来源网站", "Source"), Map.entry("评注", "Annotator"));

    private DpxqTextReader() {
    }

    /** True if one of the first lines is a known dpxq header line. */
    static boolean looksLike(String text) {
        Matcher m = HEADER.matcher(text.length() > 2000 ? text.substring(0, 2000) : text);
        while (m.find()) {
            if (TAGS.containsKey(m.group(1)) || "结果".equals(m.group(1))) {
                return true;
            }
        }
        return false;
    }

    static List<GameRecord> readAll(String text) {
        GameRecord record = new GameRecord();
        String result = "*";
        int i = text.startsWith("\uFEFF") ? 1 : 0;
        int line = 1;
        // header lines, up to the first line that is neither blank nor a header
        while (i < text.length()) {
            int eol = text.indexOf('\n', i);
            int next = eol < 0 ? text.length() : eol + 1;
            String l = text.substring(i, eol < 0 ? text.length() : eol).strip();
            Matcher m = HEADER.matcher(l);
            if (!l.isEmpty() && !m.matches()) {
                break;
            }
            if (m.matches()) {
                String name = m.group(1);
                String value = m.group(2).strip();
                if ("结果".equals(name)) {
                    result = DhtmlXqReader.resultOf(value);
                } else if (!value.isEmpty()) {
                    record.putTag(TAGS.getOrDefault(name, name), value);
                }
            }
            i = next;
            line++;
        }
        int end = text.indexOf("棋谱由");
        if (end < i) {
            end = text.length();
        }
        String moveResult = new PgnReader(text, i, end, line).readMoves(record, false);
        record.finishReading("*".equals(result) && moveResult != null ? moveResult : result);
        return List.of(record);
    }
}
