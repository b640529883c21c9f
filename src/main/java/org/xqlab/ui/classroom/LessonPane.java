package org.xqlab.ui.classroom;

import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Ordering;
import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;

import java.util.function.Function;

/**
 * One side of the classroom: an algorithm and an ordering chosen above, the tree figure of its
 * replay ({@link TreeCanvas}) in the middle, and below it the counters (leaves evaluated, nodes
 * visited, cuts, nodes pruned), the step number and the caption of the last event. Choosing another
 * algorithm or ordering records the search again and starts its replay from the beginning.
 */
final class LessonPane extends VBox {
    private final ClassroomText text;
    private final ComboBox<Algorithm> algorithm = new ComboBox<>(FXCollections.observableArrayList(Algorithm.values()));
    private final ComboBox<Ordering> ordering = new ComboBox<>(FXCollections.observableArrayList(Ordering.values()));
    private final TreeCanvas canvas;
    private final Label counters = new Label();
    private final Label caption = new Label();
    private final Label step = new Label();
    private final Label algorithmLabel = new Label();
    private final Label orderingLabel = new Label();
    private TextbookTree tree;
    private long seed = 1;
    private Runnable onChange = () -> { };
    private final ScrollPane scroll;
    private final org.xqlab.ui.code.PseudocodeView code;
    private final javafx.scene.control.SplitPane body = new javafx.scene.control.SplitPane();
    private boolean fit;
    private javafx.scene.layout.FlowPane choices;
    private double chosenScale = 1;
    /** Fit never shrinks the figure below this (labels stay readable; the pane scrolls instead). */
    static final double MIN_FIT_SCALE = 0.5;
    static final double MAX_FIT_SCALE = 3;

    LessonPane(ClassroomText text, String family, String idPrefix, Algorithm initial) {
        this.text = text;
        this.canvas = new TreeCanvas(family);
        canvas.setId(idPrefix + "Tree");
        counters.setId(idPrefix + "Counters");
        caption.setId(idPrefix + "Caption");
        step.setId(idPrefix + "Step");
        algorithm.setId(idPrefix + "Algorithm");
        ordering.setId(idPrefix + "Ordering");
        caption.getStyleClass().add("classroom-caption");
        counters.getStyleClass().add("classroom-counters");
        algorithm.setValue(initial);
        ordering.setValue(Ordering.AS_GIVEN);
        cells(algorithm, a -> text.chinese() ? a.chinese() : a.english());
        cells(ordering, o -> text.chinese() ? o.chinese() : o.english());
        text.bind(algorithmLabel.textProperty(), "algorithm");
        text.bind(orderingLabel.textProperty(), "ordering");
        algorithm.valueProperty().addListener((o, a, b) -> rerecord());
        ordering.valueProperty().addListener((o, a, b) -> rerecord());
        // label and box stay together; the pairs wrap onto two rows when the pane is narrow (Compare)
        HBox algorithmPair = new HBox(4, algorithmLabel, algorithm);
        HBox orderingPair = new HBox(4, orderingLabel, ordering);
        for (Label l : new Label[] {algorithmLabel, orderingLabel}) {
            l.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            l.setMaxHeight(Double.MAX_VALUE);
        }
        algorithm.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        ordering.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        algorithmPair.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        orderingPair.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        javafx.scene.layout.FlowPane choices = new javafx.scene.layout.FlowPane(12, 4, algorithmPair, orderingPair);
        choices.setPadding(new Insets(4));
        // the figure sits in the middle of the visible area; a figure larger than it scrolls
        canvas.setMaxSize(javafx.scene.layout.Region.USE_PREF_SIZE, javafx.scene.layout.Region.USE_PREF_SIZE);
        javafx.scene.layout.StackPane holder = new javafx.scene.layout.StackPane(canvas);
        scroll = new ScrollPane(holder);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.setPannable(true);
        scroll.viewportBoundsProperty().addListener((o, a, b) -> {
            if (fit && (a.getWidth() != b.getWidth() || a.getHeight() != b.getHeight())) {
                refit();
            }
        });
        caption.setWrapText(true);
        caption.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        counters.setWrapText(true);
        counters.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        step.setWrapText(true);
        step.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        code = new org.xqlab.ui.code.PseudocodeView(text.i18n(), idPrefix + "-");
        body.getItems().add(scroll);
        body.widthProperty().addListener((o, a, b) -> placeCode());
        VBox.setVgrow(body, javafx.scene.layout.Priority.ALWAYS);
        this.choices = choices;
        getChildren().addAll(choices, body, step, counters, caption);
        setSpacing(4);
        setPadding(new Insets(4));
        text.i18n().localeProperty().addListener((o, a, b) -> {
            refreshCells();
            canvas.setChinese(text.chinese());
            refresh();
        });
        canvas.setChinese(text.chinese());
    }

    private static <T> void cells(ComboBox<T> box, Function<T, String> name) {
        box.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? "" : name.apply(item));
            }
        });
        box.setButtonCell(box.getCellFactory().call(null));
    }

    private void refreshCells() {
        cells(algorithm, a -> text.chinese() ? a.chinese() : a.english());
        cells(ordering, o -> text.chinese() ? o.chinese() : o.english());
    }

    void setOnChange(Runnable r) {
        this.onChange = r;
    }

    void setTree(TextbookTree tree) {
        this.tree = tree;
        rerecord();
    }

    long randomSeed() {
        return seed;
    }

    void setRandomSeed(long seed) {
        this.seed = seed;
    }

    /** Records the chosen algorithm over the tree again and shows it from the start. */
    void rerecord() {
        if (tree == null) {
            return;
        }
        canvas.setPlayback(Playback.record(tree, new TextbookSearch(algorithm.getValue(), ordering.getValue(), seed)));
        placeCode();
        if (fit) {
            refit();
        }
        refresh();
        onChange.run();
    }

    void refresh() {
        Playback p = canvas.playback();
        if (p == null) {
            return;
        }
        canvas.redraw();
        counters.setText(text.get("counters", p.leavesEvaluated(), p.nodesVisited(), p.cutoffs(), p.nodesPruned()));
        step.setText(text.get("step", p.cursor(), p.size()));
        caption.setText(withCodeName(p.caption(text.chinese())));
        if (body.getItems().contains(code)) {
            Algorithm a = algorithm.getValue();
            code.show(org.xqlab.teach.TextbookListing.of(a), text.chinese() ? a.chinese() : a.english() + " — " + a.source(),
                    line -> true, org.xqlab.teach.PlaybackCode.frame(p, a, text.chinese()));
        }
    }

    /**
     * One name per cut: the figure speaks MAX's view (an α-cutoff at a MIN node), the code and its
     * header the side to move's (negamax: every cut is "Step 12: β-cutoff"). An α-cutoff's caption says
     * both and why, so the header above the code and the caption below the tree do not disagree.
     */
    private String withCodeName(String caption) {
        boolean alphaCut = caption.startsWith("α-cutoff") || caption.startsWith("α截断");
        return alphaCut ? caption + text.get("cut.sameAsBeta") : caption;
    }

    /**
     * Shows or hides the pseudocode pane beside the tree figure. The figure keeps the width it needs
     * at its smallest scale (its texts at their minimum size) and the code takes the rest; when that
     * leaves the code less than a third of the pane (the 27-leaf ordering trees at projector size), the
     * code goes below the figure instead, so the figure never scrolls sideways.
     */
    void showCode(boolean on) {
        if (on && !body.getItems().contains(code)) {
            body.getItems().add(code);
            placeCode();
            refresh();
        } else if (!on) {
            body.getItems().remove(code);
            body.setOrientation(javafx.geometry.Orientation.HORIZONTAL);
        }
    }

    /** Beside the figure with the figure's width, or below it when the figure needs more than two thirds. */
    void placeCode() {
        if (!body.getItems().contains(code)) {
            return;
        }
        double width = body.getWidth() > 0 ? body.getWidth() : getWidth();
        double need = minWidth();
        if (width > 0 && need > width * 2 / 3) {
            body.setOrientation(javafx.geometry.Orientation.VERTICAL);
            body.setDividerPositions(0.62);
        } else {
            body.setOrientation(javafx.geometry.Orientation.HORIZONTAL);
            body.setDividerPositions(width > 0 ? Math.max(0.45, Math.min(2.0 / 3, (need + 8) / width)) : 0.55);
        }
    }

    org.xqlab.ui.code.PseudocodeView codeView() {
        return code;
    }

    Playback playback() {
        return canvas.playback();
    }

    TreeCanvas canvas() {
        return canvas;
    }

    ComboBox<Algorithm> algorithmBox() {
        return algorithm;
    }

    ComboBox<Ordering> orderingBox() {
        return ordering;
    }

    /** Fit on: the whole figure, root to leaves, is scaled to the visible area and follows its size. */
    void setFit(boolean on) {
        fit = on;
        applyScale();
    }

    /** The figure at the fitted scale with Fit on, else at the scale chosen (normal or large). */
    private void applyScale() {
        if (fit) {
            refit();
        } else {
            canvas.setScale(chosenScale);
        }
    }

    ScrollPane scroll() {
        return scroll;
    }

    boolean isFit() {
        return fit;
    }

    private void refit() {
        if (canvas.playback() == null) {
            return;
        }
        double w = scroll.getViewportBounds().getWidth();
        double h = scroll.getViewportBounds().getHeight();
        if (w <= 0 || h <= 0) {
            return;
        }
        // room kept for a vertical scroll bar: if one appears, the figure still fits the width
        double s = fittedScale(w - 20, h - 2);
        if (Math.abs(s - canvas.scale()) > 0.01) {
            canvas.setScale(s);
        }
    }

    /**
     * The largest scale (within {@link #MIN_FIT_SCALE}..{@link #MAX_FIT_SCALE}) at which the figure fits
     * {@code w} × {@code h}; the figure's texts never shrink under the minimum text size, so a figure
     * whose texts alone are too wide gets the smallest scale (and the width that needs, see {@link #minWidth}).
     */
    private double fittedScale(double w, double h) {
        double lo = MIN_FIT_SCALE;
        double hi = MAX_FIT_SCALE;
        if (!fits(lo, w, h)) {
            return lo;
        }
        for (int i = 0; i < 14; i++) {
            double mid = (lo + hi) / 2;
            if (fits(mid, w, h)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private boolean fits(double s, double w, double h) {
        double[] size = canvas.sizeAt(s);
        return size[0] <= w && size[1] <= h;
    }

    /** The width the figure needs at its smallest scale, in pixels (its texts at their minimum size). */
    double minWidth() {
        return canvas.playback() == null ? 0 : canvas.sizeAt(MIN_FIT_SCALE)[0] + 4;
    }

    /** Adds a control to the row of the algorithm and ordering choices. */
    void addChoice(javafx.scene.Node n) {
        choices.getChildren().add(n);
    }

    /** No text of the figure under {@code px} pixels (0: none); the figure fits again and the code moves if needed. */
    void setMinText(double px) {
        canvas.setMinTextSize(px);
        applyScale();
        placeCode();
    }

    void setScale(double scale) {
        chosenScale = scale;
        applyScale();
        String size = "-fx-font-size: " + (scale > 1 ? 20 : 13) + "px;";
        caption.setStyle(size + " -fx-font-weight: bold;");
        code.setFontSize(scale > 1 ? 20 : 13);
        counters.setStyle(size);
        step.setStyle(size);
    }
}
