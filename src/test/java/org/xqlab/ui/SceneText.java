package org.xqlab.ui;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeTableView;
import javafx.scene.text.Text;
import org.xqlab.experiment.BuiltInExperiments;
import org.xqlab.search.SearchConfig;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Walks a scene graph for the texts a user reads — labels, buttons, titled panes, tab texts, menu
 * items, tooltips, prompt texts, table column headers and placeholders, choice and combo box items —
 * and reports those with an English word: three or more ASCII letters that are not an allowed token.
 * Each finding names the node's path from the root (type and id of each ancestor).
 */
public final class SceneText {
    private static final Pattern WORD = Pattern.compile("[A-Za-z]{3,}");
    /**
     * The Chinese names of the node types keep the letters of the literature beside the word
     * ("Cut 节点（截断）", "All 节点"), as "PV 节点" does: the letters before 节点 are the term, not English.
     */
    private static final Pattern NODE_TYPE = Pattern.compile("\\b(?:PV|Cut|CUT|All|ALL) 节点");
    /** A FEN's board part (data, not a word): ten ranks separated by slashes. */
    private static final Pattern FEN = Pattern.compile("[A-Za-z0-9]+(/[A-Za-z0-9]+){9}");

    /**
     * Tokens that stay as they are in Chinese text, each for a reason: notation and file formats
     * (ICCS, WXF, FEN, PGN, JSON; the record formats DhtmlXQ, XQF, CBF, UBB, PlayOK and the encodings
 * GBK, UTF-8; ECCO, the opening code of Chinese records), engine protocols (UCCI, UCI), the field's standard abbreviations that
     * Chinese texts use too (PV, TT, LMR, IID, EBF, MVV/LVA, CI for confidence interval), the Greek
     * letter names of the window (alpha, beta as typed in captions), the language menu's "English" (each
     * language is named in its own script so a user can find it), and identifiers the user types on
     * (a switch's values true and false among them)
     * the command line and sees in monospace: search config keys and their values, preset names and
     * built-in experiment names (SearchConfig and BuiltInExperiments list them).
     */
    static final Set<String> ALLOWED = allowed();

    /**
     * Nodes that show the other language on purpose: the caption bar writes each caption in both
     * languages, the second one smaller, so a bilingual class reads both.
     */
    static final Set<String> BILINGUAL = Set.of("analysis-caption-other");

    /**
     * The code of the pseudocode pane (org.xqlab.ui.code.PseudocodeView): written as textbooks print it
     * in every language ({@code for each move m}, {@code return best}), like a config key; its comments,
     * variables and condition are checked as any text.
     */
    static final String CODE = "pseudocode-code";

    private final List<String> findings = new ArrayList<>();
    private final Map<Object, Boolean> seen = new IdentityHashMap<>();

    private static Set<String> allowed() {
        Set<String> s = new LinkedHashSet<>(List.of("ICCS", "WXF", "FEN", "PGN", "JSON", "UCCI", "UCI", "LMR",
                "IID", "EBF", "MVV", "LVA", "PVS", "MAX", "MIN", "English", "true", "false",
                // game-record formats and encodings (docs/records.md), and ECCO, the opening code Chinese records use
                "DhtmlXQ", "XQF", "CBF", "UBB", "PlayOK", "GBK", "UTF", "ECCO",
                "Esc", "Ctrl", // Esc, Ctrl (Ctrl+Z): the labels printed on the keys a user presses
                // figure file formats (docs/figures.md): names of formats, as PGN and JSON above
                "SVG", "PNG", "GIF", "TikZ", "LaTeX",
                // engines' names (the settings' tooltips name the engines an idea comes from) and the command
                // that fits the evaluation, written as typed
                "ElephantEye", "Stockfish", "Pikafish", "HCE", "tune"));
        for (SearchConfig.Key k : SearchConfig.Key.values()) {
            words(k.key(), s);
            k.choices().forEach(c -> words(c, s));
        }
        SearchConfig.presetNames().forEach(p -> words(p, s));
        // the named weight tables a text key takes, and FILE for a weights file, typed as such
        org.xqlab.search.EvalWeights.NAMED.forEach(n -> words(n, s));
        s.add("FILE");
        BuiltInExperiments.NAMES.forEach(n -> words(n, s));
        return s;
    }

    private static void words(String identifier, Set<String> into) {
        Matcher m = WORD.matcher(identifier);
        while (m.find()) {
            into.add(m.group());
        }
    }

    /** The English words of {@code text} that are not allowed tokens. */
    public static List<String> englishWords(String text) {
        List<String> out = new ArrayList<>();
        if (text == null) {
            return out;
        }
        Matcher m = WORD.matcher(NODE_TYPE.matcher(FEN.matcher(text).replaceAll(" ")).replaceAll(" "));
        while (m.find()) {
            if (!ALLOWED.contains(m.group()) && !ALLOWED.contains(m.group().toUpperCase())) {
                out.add(m.group());
            }
        }
        return out;
    }

    /** Walks a scene (its root and menus) and records findings under {@code name}. */
    public SceneText walk(String name, Scene scene) {
        walk(name, scene.getRoot());
        return this;
    }

    public SceneText walk(String path, Node node) {
        boolean bilingual = node != null && node.getId() != null && BILINGUAL.contains(node.getId());
        if (node == null || !node.isVisible() || bilingual || seen.put(node, Boolean.TRUE) != null) {
            return this;
        }
        String here = path + "/" + node.getClass().getSimpleName() + (node.getId() == null ? "" : "#" + node.getId());
        if (node instanceof Labeled l) {
            check(here, "text", l.getText());
        }
        if (node instanceof Text t && !(node.getParent() instanceof Labeled) && !t.getStyleClass().contains(CODE)) {
            check(here, "text", t.getText());
        }
        if (node instanceof TextInputControl t) {
            // what is typed in a field is the user's data; only its prompt is the app's text
            check(here, "prompt", t.getPromptText());
            tooltip(here, t.getTooltip());
            return this;
        }
        if (node instanceof Control c) {
            tooltip(here, c.getTooltip());
            menu(here, c.getContextMenu());
        }
        if (node instanceof TableView<?> t) {
            columns(here, t.getColumns());
            walk(here + "/placeholder", t.getPlaceholder());
        }
        if (node instanceof TreeTableView<?> t) {
            columns(here, t.getColumns());
            walk(here + "/placeholder", t.getPlaceholder());
        }
        if (node instanceof ListView<?> l) {
            walk(here + "/placeholder", l.getPlaceholder());
        }
        if (node instanceof TabPane tabs) {
            for (Tab tab : tabs.getTabs()) {
                String p = here + "/Tab" + (tab.getId() == null ? "" : "#" + tab.getId());
                check(p, "text", tab.getText());
                tooltip(p, tab.getTooltip());
                walk(p, tab.getContent());
            }
        }
        if (node instanceof MenuBar bar) {
            for (Menu m : bar.getMenus()) {
                item(here, m);
            }
        }
        if (node instanceof MenuButton b) {
            for (MenuItem m : b.getItems()) {
                item(here, m);
            }
        }
        if (node instanceof ComboBox<?> box) {
            items(here, box, box.getItems());
            check(here, "prompt", box.getPromptText());
        }
        if (node instanceof ChoiceBox<?> box) {
            for (Object item : box.getItems()) {
                check(here, "item", box.getConverter() == null ? String.valueOf(item) : converted(box, item));
            }
        }
        if (node instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                walk(here, child);
            }
        }
        return this;
    }

    @SuppressWarnings("unchecked")
    private static <T> String converted(ChoiceBox<T> box, Object item) {
        return box.getConverter().toString((T) item);
    }

    /** A combo box's items as its list shows them: through its cell factory in a list view of its own. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private void items(String path, ComboBox box, Collection<?> items) {
        if (box.getCellFactory() == null) {
            for (Object item : items) {
                check(path, "item", box.getConverter() == null ? String.valueOf(item) : box.getConverter().toString(item));
            }
            return;
        }
        ListView list = new ListView();
        list.getItems().setAll(items);
        list.setCellFactory(box.getCellFactory());
        list.setPrefHeight(40 * (items.size() + 1));
        new Scene(list);
        list.applyCss();
        list.layout();
        walk(path + "/items", list);
    }

    private void columns(String path, Collection<? extends TableColumnBase<?, ?>> columns) {
        for (TableColumnBase<?, ?> c : columns) {
            check(path + "/column", "header", c.getText());
            columns(path + "/column", c.getColumns());
        }
    }

    private void tooltip(String path, Tooltip t) {
        if (t != null) {
            check(path, "tooltip", t.getText());
        }
    }

    private void menu(String path, ContextMenu menu) {
        if (menu != null) {
            for (MenuItem m : menu.getItems()) {
                item(path + "/contextMenu", m);
            }
        }
    }

    private void item(String path, MenuItem m) {
        String here = path + "/" + m.getClass().getSimpleName() + (m.getId() == null ? "" : "#" + m.getId());
        check(here, "text", m.getText());
        if (m instanceof Menu sub) {
            for (MenuItem i : sub.getItems()) {
                item(here, i);
            }
        }
    }

    private void check(String path, String what, String text) {
        List<String> english = englishWords(text);
        if (!english.isEmpty()) {
            String finding = shortPath(path) + " " + what + " \"" + text + "\": " + english;
            if (!findings.contains(finding)) {
                findings.add(finding);
            }
        }
    }

    /** The window's name and the last few steps of a node path, enough to find the node. */
    private static String shortPath(String path) {
        String[] parts = path.split("/");
        if (parts.length <= 7) {
            return path;
        }
        return parts[0] + "/…/" + String.join("/", java.util.Arrays.copyOfRange(parts, parts.length - 5, parts.length));
    }

    public List<String> findings() {
        return findings;
    }
}
