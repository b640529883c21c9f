package org.xqlab.ui.code;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.xqlab.trace.CodeFrame;
import org.xqlab.trace.Listing;
import org.xqlab.trace.PseudoLine;
import org.xqlab.ui.I18n;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The pseudocode pane of the analysis window and the classroom: a {@link Listing} line by line (code,
 * then a comment in the window's language), the lines of the step that produced the current event
 * highlighted, the local variables of the node that event is about shown just below them, and the
 * node's pruning condition in words ("cut if a reply scores ≥ 63 (Red's view)"). Lines a search cannot
 * execute (a step switched off by its config) are greyed. The code itself stays as written in every
 * language (style class {@code pseudocode-code}), as textbooks print it; comments, names of variables
 * and the condition follow the language. {@link #setFontSize} scales it for a projector. FX thread only.
 */
public final class PseudocodeView extends VBox {
    static final double NORMAL_FONT = 13;

    private final I18n i18n;
    private final Label title = new Label();
    private final Label step = new Label();
    private final VBox rows = new VBox(1);
    private final ScrollPane scroll = new ScrollPane(rows);
    private final Label vars = new Label();
    private final Label condition = new Label();
    private final VBox here = new VBox(1, vars, condition);
    private final List<HBox> lineRows = new ArrayList<>();
    private Listing listing;
    private Predicate<PseudoLine> active = l -> true;
    private String titleText = "";
    private CodeFrame frame = CodeFrame.NONE;
    private List<Integer> highlighted = List.of();
    private double fontSize = NORMAL_FONT;
    /** The characters a row held when the rows were built: the lines are built again when that changes. */
    private int columns;

    public PseudocodeView(I18n i18n, String idPrefix) {
        super(4);
        this.i18n = i18n;
        setId(idPrefix + "code");
        title.setId(idPrefix + "code-title");
        title.setWrapText(true);
        title.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // wraps, never "…"
        title.setStyle("-fx-font-weight: bold;");
        step.setId(idPrefix + "code-step");
        step.setWrapText(true);
        step.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        vars.setId(idPrefix + "code-vars");
        vars.setWrapText(true);
        condition.setId(idPrefix + "code-condition");
        condition.setWrapText(true);
        here.setPadding(new Insets(2, 4, 4, 24));
        here.setStyle("-fx-background-color: #fff4c2; -fx-border-color: #d8b300; -fx-border-width: 0 0 0 3;");
        rows.setPadding(new Insets(2));
        scroll.setFitToWidth(true);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        setPadding(new Insets(4));
        setMinWidth(0);
        getChildren().addAll(title, step, scroll);
        // shown for the first time (or resized), the pane has its size only after the highlight was set:
        // bring the highlighted lines into view then too (a scroll moves the bounds, not their size)
        scroll.viewportBoundsProperty().addListener((o, a, b) -> {
            if (a == null || a.getWidth() != b.getWidth() || a.getHeight() != b.getHeight()) {
                javafx.application.Platform.runLater(this::reveal); // after the layout pass that sized it
            }
        });
        // narrower or wider: statements that no longer fit a row wrap between tokens (the pane's own width,
        // not its viewport's, so a scroll bar coming or going does not build the rows again)
        scroll.widthProperty().addListener((o, a, b) -> javafx.application.Platform.runLater(() -> {
            if (listing != null && columns() != columns) {
                rebuild();
            }
        }));
        i18n.localeProperty().addListener((o, a, b) -> rebuild());
        applyFont();
    }

    /**
     * Shows {@code listing} under {@code title}, greying the lines {@code active} refuses, with the
     * frame's step highlighted (the listing is rebuilt only when it or the title changed).
     */
    public void show(Listing listing, String title, Predicate<PseudoLine> active, CodeFrame frame) {
        boolean changed = listing != this.listing || !title.equals(titleText);
        this.listing = listing;
        this.titleText = title;
        this.active = active;
        this.frame = frame == null ? CodeFrame.NONE : frame;
        if (changed) {
            rebuild();
        } else {
            mark();
        }
    }

    /** Label size in pixels (projector mode: larger). */
    public void setFontSize(double px) {
        fontSize = px;
        applyFont();
    }

    private void applyFont() {
        setStyle("-fx-font-size: " + fontSize + "px;");
        rebuild();
    }

    private void rebuild() {
        columns = columns();
        title.setText(titleText);
        rows.getChildren().clear();
        lineRows.clear();
        if (listing == null) {
            mark();
            return;
        }
        List<PseudoLine> lines = listing.lines();
        for (int i = 0; i < lines.size(); i++) {
            PseudoLine l = lines.get(i);
            Label number = new Label(Integer.toString(i + 1));
            number.setMinWidth(fontSize * 1.8);
            number.setStyle("-fx-text-fill: #888;");
            Text code = new Text("  ".repeat(l.indent()) + wrapped(l.code(), columns - 2 * l.indent()));
            code.getStyleClass().add("pseudocode-code");
            code.setStyle("-fx-font-family: 'monospace'; -fx-font-size: " + fontSize + "px;");
            TextFlow flow = new TextFlow(code);
            String comment = l.comment(i18n.isChinese());
            if (!comment.isEmpty()) {
                Text c = new Text("   // " + comment);
                c.getStyleClass().add("pseudocode-comment");
                c.setStyle("-fx-fill: #2e7d32; -fx-font-size: " + (fontSize >= 16 ? fontSize : fontSize - 1) + "px;"); // projector: no text under 16 px
                flow.getChildren().add(c);
            }
            HBox.setHgrow(flow, Priority.ALWAYS);
            HBox row = new HBox(4, number, flow);
            row.setId(getId() + "-line-" + (i + 1));
            row.setPadding(new Insets(1, 2, 1, 2));
            if (!active.test(l)) {
                row.setOpacity(0.4);
                row.getStyleClass().add("code-off");
            }
            lineRows.add(row);
            rows.getChildren().add(row);
        }
        mark();
    }

    /**
     * The code as drawn in a pane {@code columns} characters wide: {@link #unbroken}, so a long line wraps
     * between statements; a statement longer than the line keeps its own spaces breakable, so it wraps between
     * its tokens ("score ← −search(child," / "depth−1, −β, −α)") rather than inside a word ("resu lt").
     * {@code columns} ≤ 0: width not known yet, every statement unbroken.
     */
    static String wrapped(String code, int columns) {
        String joined = unbroken(code);
        if (columns <= 0) {
            return joined;
        }
        StringBuilder out = new StringBuilder(joined.length());
        for (String statement : joined.split(" ", -1)) {
            if (out.length() > 0) {
                out.append(' ');
            }
            out.append(statement.length() > columns ? statement.replace('\u00a0', ' ') : statement);
        }
        return out.toString();
    }

    /** Characters of the monospace code a row holds at the pane's width now (0 before it has one). */
    private int columns() {
        // the pane's width less its border and a vertical scroll bar's room, whether one shows or not
        double width = scroll.getWidth() - 2 - 16;
        if (width <= 0) {
            return 0;
        }
        Text m = new Text("M");
        m.setStyle("-fx-font-family: 'monospace'; -fx-font-size: " + fontSize + "px;");
        m.applyCss();
        double charWidth = Math.max(1, m.getLayoutBounds().getWidth());
        // the row: its padding, the line number's column and the gap beside it
        double code = width - 4 - 4 - fontSize * 1.8 - 4;
        return Math.max(1, (int) Math.floor(code / charWidth));
    }

    /**
     * The code with its spaces non-breaking except after ";", ":" or ",", so a long line wraps between
     * statements ("t ← …;" / "if t > α:" / "α ← t") or after an argument, never inside an assignment.
     */
    static String unbroken(String code) {
        StringBuilder out = new StringBuilder(code.length());
        for (int i = 0; i < code.length(); i++) {
            char c = code.charAt(i);
            boolean afterStatement = i > 0 && (code.charAt(i - 1) == ';' || code.charAt(i - 1) == ':'
                    || code.charAt(i - 1) == ',');
            out.append(c == ' ' && !afterStatement ? '\u00a0' : c);
        }
        return out.toString();
    }

    /** Highlights the frame's lines and puts the variables and the condition under the last of them. */
    private void mark() {
        rows.getChildren().remove(here);
        for (HBox row : lineRows) {
            row.getStyleClass().remove("code-current");
            row.setStyle("");
        }
        highlighted = listing == null || frame.key() == null ? List.of()
                : listing.linesOf(frame.section(), frame.key());
        for (int i : highlighted) {
            HBox row = lineRows.get(i);
            row.getStyleClass().add("code-current");
            row.setStyle("-fx-background-color: #ffe680;");
        }
        step.setText(highlighted.isEmpty() ? i18n.get("code.none")
                : i18n.get("code.at", listing.lines().get(highlighted.get(0)).stepName(i18n.isChinese())));
        vars.setText(varsText(frame));
        condition.setText(conditionText(frame.condition()));
        condition.setVisible(frame.condition() != null);
        condition.setManaged(frame.condition() != null);
        if (!highlighted.isEmpty()) {
            int last = highlighted.get(highlighted.size() - 1);
            rows.getChildren().add(last + 1, here);
            reveal();
            javafx.application.Platform.runLater(this::reveal); // again once a new font or width is laid out
        }
    }

    /** Scrolls the highlighted lines and the variables below them into the middle of the view when they are not in view. */
    private void reveal() {
        double view = scroll.getViewportBounds().getHeight();
        if (view <= 0 || highlighted.isEmpty() || here.getParent() != rows) {
            return;
        }
        rows.applyCss();
        rows.resize(scroll.getViewportBounds().getWidth(), rows.prefHeight(scroll.getViewportBounds().getWidth()));
        rows.layout();
        double top = lineRows.get(highlighted.get(0)).getBoundsInParent().getMinY() - 4;
        double bottom = here.getBoundsInParent().getMaxY() + 4;
        double max = rows.getHeight() - view;
        if (max <= 0) {
            return;
        }
        double y = Math.max(0, Math.min(top, (top + bottom - view) / 2)); // centred, its top never hidden
        double shown = scroll.getVvalue() * max;
        if (top < shown || bottom > shown + view) {
            scroll.setVvalue(Math.min(1, y / max));
        }
    }

    private String varsText(CodeFrame f) {
        return org.xqlab.analysis.CodeText.varsText(f.vars(), i18n.getLocale());
    }

    private String conditionText(CodeFrame.Condition c) {
        return org.xqlab.analysis.CodeText.conditionText(c, i18n.getLocale());
    }

    // ---- for tests

    /** Indexes (from 0) of the highlighted lines. */
    public List<Integer> highlighted() {
        return List.copyOf(highlighted);
    }

    /** The highlighted lines. */
    public List<PseudoLine> highlightedLines() {
        return highlighted.stream().map(i -> listing.lines().get(i)).toList();
    }

    public String varsText() {
        return vars.getText();
    }

    public String conditionText() {
        return condition.getText();
    }

    public String stepText() {
        return step.getText();
    }

    public Listing listing() {
        return listing;
    }

    /** The row of line {@code index} (from 0), as drawn. */
    public HBox row(int index) {
        return lineRows.get(index);
    }
}
