package org.xqlab.web;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The web page's own code keeps its .editorconfig (UTF-8, LF, final newline, two-space indents, no tabs,
 * no trailing blanks, lines of at most 130) and stays offline: no address but the SVG namespace, no
 * request API, no external script, style or font. Checked here so that the build needs no npm.
 */
class WebResourcesTest {
    static final Path DIR = Path.of("src/main/resources/org/xqlab/web");
    static final Pattern URL = Pattern.compile("(https?:)?//[a-z0-9.-]+\\.[a-z]{2,}[^\\s\"']*", Pattern.CASE_INSENSITIVE);

    @ParameterizedTest
    @ValueSource(strings = {"page.html", "page.css", "common.js", "player.js", "exercise.js", "eslint.config.mjs"})
    void keepsTheEditorConfig(String name) throws IOException {
        String text = Files.readString(DIR.resolve(name), StandardCharsets.UTF_8);
        assertTrue(text.endsWith("\n"), name + ": a final newline");
        assertFalse(text.contains("\r"), name + ": LF line ends only");
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            String where = name + " line " + (i + 1);
            assertFalse(l.contains("\t"), where + ": a tab");
            assertFalse(l.endsWith(" "), where + ": trailing blanks");
            assertTrue(l.length() <= 130, where + ": longer than 130");
            int indent = l.length() - l.stripLeading().length();
            assertTrue(indent % 2 == 0 || l.stripLeading().startsWith("*"), where + ": an odd indent");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"page.html", "page.css", "common.js", "player.js", "exercise.js"})
    void loadsNothingFromElsewhere(String name) throws IOException {
        String text = Files.readString(DIR.resolve(name), StandardCharsets.UTF_8);
        Matcher m = URL.matcher(text);
        while (m.find()) {
            assertEquals("http://www.w3.org/2000/svg", m.group(), name + ": an address in the page");
        }
        for (String api : List.of("fetch(", "XMLHttpRequest", "WebSocket", "EventSource", "import(", "@import",
                "@font-face", "<link", "src=", "eval(")) {
            assertFalse(text.contains(api), name + " uses " + api);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"player.js", "exercise.js"})
    void scriptsAreStrictAndShowOnlyTheExportersData(String name) throws IOException {
        String text = Files.readString(DIR.resolve(name), StandardCharsets.UTF_8);
        assertTrue(text.contains("\"use strict\";"), name);
        assertTrue(text.contains("window.XQLAB_DATA"), name);
        assertFalse(text.contains("innerHTML = D") || text.contains("innerHTML += "), name + ": data is set as text, never as HTML");
    }

    @ParameterizedTest
    @ValueSource(strings = {"player.js", "exercise.js"})
    void thePagesHelpersAreWrittenOnceInCommonJs(String name) throws IOException {
        String text = Files.readString(DIR.resolve(name), StandardCharsets.UTF_8);
        String common = Files.readString(DIR.resolve("common.js"), StandardCharsets.UTF_8);
        for (String helper : List.of("function $(", "function el(", "function word(", "function pick(", "createElementNS",
                "document.getElementById", "\"M0,-15 L17,13 L-17,13 Z\"")) {
            assertFalse(text.contains(helper), name + " repeats " + helper + " of common.js");
        }
        assertTrue(common.contains("function el(") && common.contains("function words("), "common.js holds them");
        // no run of 5 identical lines (4 of them longer than 20 characters) in both scripts
        List<String> other = Files.readString(DIR.resolve(name.equals("player.js") ? "exercise.js" : "player.js"),
                StandardCharsets.UTF_8).lines().map(String::strip).toList();
        List<String> mine = text.lines().map(String::strip).toList();
        java.util.Set<String> runs = new java.util.HashSet<>();
        for (int i = 0; i + 5 <= other.size(); i++) {
            runs.add(String.join("\n", other.subList(i, i + 5)));
        }
        for (int i = 0; i + 5 <= mine.size(); i++) {
            List<String> run = mine.subList(i, i + 5);
            if (run.stream().filter(l -> l.length() > 20).count() >= 4) {
                assertFalse(runs.contains(String.join("\n", run)), name + " line " + (i + 1) + " repeats the other script:\n"
                        + String.join("\n", run));
            }
        }
    }
}
