package org.xqlab.ui;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;

import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The English prose words of the app's English bundles, to find them where 中文 is drawn: every word of
 * three or more letters in the values of the chosen keys, less the tokens Chinese text keeps as they are
 * ({@link SceneText#englishWords}: MAX, MIN, PVS, MVV/LVA, config keys ...). The list is read from the
 * bundle files, so a new English text is checked without editing a list. {@link #drawn} reads what a
 * part of the scene draws: each visible Labeled's text and each Text of its own (not the code of the
 * pseudocode pane, which is written as textbooks print it in every language).
 */
public final class BundleProse {
    private static final Pattern WORD = Pattern.compile("[A-Za-z]{3,}");
    private final Set<String> words = new TreeSet<>();

    /** Adds the words of the values of {@code resource}'s keys that start with one of {@code prefixes} (none: all keys). */
    public BundleProse add(String resource, String... prefixes) {
        Properties p = load(resource);
        for (String key : p.stringPropertyNames()) {
            boolean chosen = prefixes.length == 0;
            for (String prefix : prefixes) {
                chosen |= key.startsWith(prefix);
            }
            if (!chosen) {
                continue;
            }
            Matcher m = WORD.matcher(p.getProperty(key));
            while (m.find()) {
                if (!SceneText.englishWords(m.group()).isEmpty()) {
                    words.add(m.group().toLowerCase(Locale.ROOT));
                }
            }
        }
        return this;
    }

    public Set<String> words() {
        return words;
    }

    /** The words of the list that {@code text} contains (whole words, any case). */
    public List<String> found(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = WORD.matcher(text == null ? "" : text);
        while (m.find()) {
            if (words.contains(m.group().toLowerCase(Locale.ROOT))) {
                out.add(m.group());
            }
        }
        return out;
    }

    /** One value of a bundle file, e.g. {@code value("/org/xqlab/ui/analysis/analysis_zh.properties", "node.type.CUT")}. */
    public static String value(String resource, String key) {
        String v = load(resource).getProperty(key);
        if (v == null) {
            throw new IllegalArgumentException("no key " + key + " in " + resource);
        }
        return v;
    }

    public static Properties load(String resource) {
        Properties p = new Properties();
        try (InputStream in = BundleProse.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("no bundle " + resource);
            }
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (java.io.IOException e) {
            throw new IllegalStateException(resource, e);
        }
        return p;
    }

    /** The texts {@code root} draws: visible Labeled texts and Texts outside a Labeled, without the pseudocode's code. */
    public static List<String> drawn(Node root) {
        List<String> out = new ArrayList<>();
        collect(root, out);
        return out;
    }

    private static void collect(Node node, List<String> out) {
        if (node == null || !node.isVisible()) {
            return;
        }
        if (node instanceof Labeled l && l.getText() != null && !l.getText().isEmpty()) {
            out.add(l.getText());
        }
        if (node instanceof Text t && !(node.getParent() instanceof Labeled)
                && !t.getStyleClass().contains(SceneText.CODE) && t.getText() != null && !t.getText().isEmpty()) {
            out.add(t.getText());
        }
        if (node instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                collect(c, out);
            }
        }
    }
}
