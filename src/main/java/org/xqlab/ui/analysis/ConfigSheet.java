package org.xqlab.ui.analysis;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.controlsfx.control.PropertySheet;
import org.controlsfx.property.editor.AbstractPropertyEditor;
import org.controlsfx.property.editor.Editors;
import org.controlsfx.property.editor.PropertyEditor;
import org.xqlab.search.EvalWeights;
import org.xqlab.search.SearchConfig;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Edits a {@link SearchConfig}: a preset chooser, a search box, and the keys from the {@link SearchConfig.Key}
 * metadata in their groups (search, pruning, ordering, tt, killers, history, evaluation), every group open,
 * each key a name and a ControlsFX editor ({@link Editors}): a check box for a switch, a spinner bounded by
 * the key's range for a number, a choice box for a choice; the key's meaning, allowed values and default in
 * the name's tooltip. A key whose value is not the chosen preset's is marked ("● " and bold, the preset's
 * value in the tooltip). The sheet has no scroll area of its own: it scrolls with the column it stands in.
 * A value the config refuses is not taken and its message is shown under the sheet.
 */
final class ConfigSheet extends VBox {

    private final ObjectProperty<SearchConfig> config = new SimpleObjectProperty<>(SearchConfig.defaults());
    private final VBox groups = new VBox(4);
    /** The name of each key shown now, marked while its value is not the preset's. */
    private final java.util.Map<SearchConfig.Key, Label> names = new java.util.EnumMap<>(SearchConfig.Key.class);
    /** The editor of each key shown now: it follows the config, however the config was changed. */
    private final java.util.Map<SearchConfig.Key, PropertyEditor<Object>> editors =
            new java.util.EnumMap<>(SearchConfig.Key.class);
    private final ComboBox<String> preset = new ComboBox<>();
    private final Label error = new Label();
    private final Label modified = new Label();
    private final javafx.scene.control.TextField search = new javafx.scene.control.TextField();
    private final List<KeyItem> all = new ArrayList<>();
    private final AnalysisText text;

    ConfigSheet(AnalysisText text) {
        super(4);
        this.text = text;
        setId("config-sheet");
        preset.setId("config-preset");
        preset.getItems().setAll(SearchConfig.presetNames());
        preset.setValue("full");
        preset.setOnAction(e -> {
            if (preset.getValue() != null) {
                setConfig(SearchConfig.preset(preset.getValue()));
            }
        });
        Label presetLabel = new Label();
        text.bind(presetLabel.textProperty(), "config.preset");
        groups.setId("config-properties");
        for (SearchConfig.Key k : SearchConfig.Key.values()) {
            all.add(new KeyItem(k));
        }
        // finds a key as typed in presets and on the command line ("matedistance", "mate distance") and the
        // names and groups in either language
        search.setId("config-search");
        text.bind(search.promptTextProperty(), "config.search");
        search.textProperty().addListener((o, a, b) -> showItems());
        showItems();
        error.setId("config-error");
        error.setWrapText(true);
        error.setStyle("-fx-text-fill: #b00000;");
        modified.setId("config-modified");
        modified.setStyle("-fx-text-fill: #8a4b00; -fx-font-style: italic;");
        modified.setTooltip(new javafx.scene.control.Tooltip());
        text.bind(modified.textProperty(), "config.modified");
        config.addListener((o, a, c) -> showModified());
        preset.valueProperty().addListener((o, a, v) -> showModified());
        config.addListener((o, a, c) -> markChanged());
        preset.valueProperty().addListener((o, a, v) -> markChanged());
        text.i18n().localeProperty().addListener((o, a, b) -> showModified());
        showModified();
        HBox presetRow = new HBox(6, presetLabel, preset, modified);
        presetRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        getChildren().addAll(presetRow, search, groups, error);
        // names, groups and descriptions are read when the rows are made: made again on a switch
        text.i18n().localeProperty().addListener((o, a, b) -> setConfig(config.get()));
    }

    /**
     * "modified" beside the preset while the config is not the chosen preset's, with the keys that differ
     * in its tooltip (key=value, as typed on the command line).
     */
    private void showModified() {
        String name = preset.getValue();
        SearchConfig base = name == null ? null : SearchConfig.preset(name);
        boolean differs = base != null && !base.toString().equals(config.get().toString());
        modified.setVisible(differs);
        modified.setManaged(differs);
        if (differs) {
            StringBuilder keys = new StringBuilder();
            for (SearchConfig.Key k : SearchConfig.Key.values()) {
                if (!base.get(k).equals(config.get().get(k))) {
                    keys.append(keys.isEmpty() ? "" : ", ").append(k.key()).append('=').append(config.get().get(k));
                }
            }
            modified.getTooltip().setText(text.get("config.modifiedTip", name, keys.toString()));
        }
    }

    boolean isShownModified() {
        return modified.isVisible();
    }

    /** The keys the search box's words find (all of them while it is empty), group by group, every group open. */
    private void showItems() {
        String query = search.getText() == null ? "" : search.getText().strip();
        groups.getChildren().clear();
        names.clear();
        editors.clear();
        java.util.Map<String, javafx.scene.layout.GridPane> byGroup = new java.util.LinkedHashMap<>();
        for (KeyItem item : all) {
            if (!item.matches(query)) {
                continue;
            }
            javafx.scene.layout.GridPane grid = byGroup.computeIfAbsent(item.key.group(), g -> grid());
            Label name = new Label(item.getName());
            name.setWrapText(true);
            name.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
            name.setMinWidth(0);
            javafx.scene.control.Tooltip tip = new javafx.scene.control.Tooltip();
            tip.setWrapText(true);
            tip.setMaxWidth(440);
            name.setTooltip(tip);
            @SuppressWarnings("unchecked")
            PropertyEditor<Object> editor = (PropertyEditor<Object>) editor(item);
            editor.setValue(item.getValue());
            javafx.scene.Node field = editor.getEditor();
            field.setId("config-key-" + item.key.key().replace('.', '-'));
            grid.addRow(grid.getRowCount(), name, field);
            names.put(item.key, name);
            editors.put(item.key, editor);
        }
        for (java.util.Map.Entry<String, javafx.scene.layout.GridPane> g : byGroup.entrySet()) {
            javafx.scene.control.TitledPane pane = new javafx.scene.control.TitledPane(
                    text.get("config.group." + g.getKey()), g.getValue());
            pane.setId("config-group-" + g.getKey());
            pane.setAnimated(false);
            pane.setExpanded(true);
            groups.getChildren().add(pane);
        }
        markChanged();
    }

    /** A group's grid: names on the left (wrapping), editors on the right at their own width. */
    private static javafx.scene.layout.GridPane grid() {
        javafx.scene.layout.GridPane grid = new javafx.scene.layout.GridPane();
        grid.setHgap(6);
        grid.setVgap(3);
        javafx.scene.layout.ColumnConstraints name = new javafx.scene.layout.ColumnConstraints();
        name.setHgrow(Priority.ALWAYS);
        name.setMinWidth(60);
        javafx.scene.layout.ColumnConstraints field = new javafx.scene.layout.ColumnConstraints();
        field.setHgrow(Priority.NEVER);
        field.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // a drop-down shows its value whole
        grid.getColumnConstraints().setAll(name, field);
        return grid;
    }

    /**
     * Marks the keys whose value is not the chosen preset's ("● " before the name, bold), their tooltip giving
     * the preset's value; every name's tooltip says what the key means, its values and its default.
     */
    private void markChanged() {
        String name = preset.getValue();
        SearchConfig base = name == null ? null : SearchConfig.preset(name);
        for (KeyItem item : all) {
            Label l = names.get(item.key);
            if (l == null) {
                continue;
            }
            String now = config.get().get(item.key);
            PropertyEditor<Object> editor = editors.get(item.key);
            if (editor != null && !String.valueOf(editor.getValue()).equals(now)) {
                editor.setValue(item.getValue()); // set from elsewhere (a preset, the command line's words)
            }
            boolean changed = base != null && !base.get(item.key).equals(now);
            l.setText((changed ? "● " : "") + item.getName());
            l.setStyle(changed ? "-fx-font-weight: bold; -fx-text-fill: #8a4b00;" : "");
            if (changed && !l.getStyleClass().contains("config-changed")) {
                l.getStyleClass().add("config-changed");
            } else if (!changed) {
                l.getStyleClass().remove("config-changed");
            }
            l.getTooltip().setText((changed ? text.get("config.changedTip", name, base.get(item.key), now) + "\n" : "")
                    + item.getDescription());
        }
    }

    /** The keys marked as changed from the preset now, as typed on the command line. */
    List<String> changedKeys() {
        List<String> out = new ArrayList<>();
        names.forEach((k, l) -> {
            if (l.getStyleClass().contains("config-changed")) {
                out.add(k.key());
            }
        });
        return out;
    }

    /** Lower case, without spaces, dots, dashes and underscores: "Mate distance" and "matedistance" meet. */
    static String squeezed(String s) {
        return s.toLowerCase(java.util.Locale.ROOT).replaceAll("[\\s._\\-]+", "");
    }

    ObjectProperty<SearchConfig> configProperty() {
        return config;
    }

    SearchConfig getConfig() {
        return config.get();
    }

    /** The preset chosen in the drop-down (the one changed values are marked against). */
    String presetName() {
        return preset.getValue();
    }

    void setConfig(SearchConfig c) {
        // a config that is a preset (a teaching position's, a test's) names it in the drop-down
        String name = preset.getValue();
        if (name == null || !SearchConfig.preset(name).equals(c)) {
            for (String p : SearchConfig.presetNames()) {
                if (SearchConfig.preset(p).equals(c)) {
                    preset.setValue(p);
                    break;
                }
            }
        }
        config.set(c);
        error.setText("");
        showItems(); // the editors read the values again
    }

    /** Sets one key (as the sheet does); false and a shown message if the value is refused. */
    boolean set(String key, String value) {
        try {
            config.set(config.get().with(key, value));
            error.setText("");
            return true;
        } catch (IllegalArgumentException e) {
            error.setText(e.getMessage());
            return false;
        }
    }

    String errorText() {
        return error.getText();
    }

    private static PropertyEditor<?> editor(PropertySheet.Item item) {
        SearchConfig.Key k = ((KeyItem) item).key;
        if (k.isSwitch()) {
            return Editors.createCheckEditor(item);
        }
        if (k.isNumber()) {
            Spinner<Integer> spinner = new Spinner<>(k.min(), k.max(), (Integer) item.getValue());
            spinner.setEditable(true);
            spinner.getEditor().setPrefColumnCount(5); // room for the key's numbers, not a column's width
            spinner.setPrefWidth(javafx.scene.layout.Region.USE_COMPUTED_SIZE);
            return new AbstractPropertyEditor<Integer, Spinner<Integer>>(item, spinner) {
                @Override
                protected ObservableValue<Integer> getObservableValue() {
                    return spinner.valueProperty();
                }

                @Override
                public void setValue(Integer value) {
                    spinner.getValueFactory().setValue(value);
                }
            };
        }
        if (k.isText()) {
            return Editors.createTextEditor(item);
        }
        return Editors.createChoiceEditor(item, k.choices());
    }

    /** One key of the config as a sheet item. */
    private final class KeyItem implements PropertySheet.Item {
        private final SearchConfig.Key key;

        KeyItem(SearchConfig.Key key) {
            this.key = key;
        }

        /**
         * Whether every word of {@code query} is found in the key (as typed: "matedistance"), or its name or
         * group in English or Chinese; spaces, dots and dashes aside.
         */
        boolean matches(String query) {
            if (query.isEmpty()) {
                return true;
            }
            StringBuilder words = new StringBuilder(key.key());
            for (java.util.Locale l : List.of(org.xqlab.ui.I18n.ENGLISH, org.xqlab.ui.I18n.CHINESE)) {
                words.append('|').append(AnalysisText.get(l, "config.name." + key.key()))
                        .append('|').append(AnalysisText.get(l, "config.group." + key.group()));
            }
            String all = squeezed(words.toString());
            for (String word : query.split("\\s+")) {
                if (!all.contains(squeezed(word))) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public Class<?> getType() {
            return key.isSwitch() ? Boolean.class : key.isNumber() ? Integer.class : String.class;
        }

        /** The group's name in the user's language. */
        @Override
        public String getCategory() {
            return text.get("config.group." + key.group());
        }

        /** The key's name in the user's language; the key itself, as typed in presets and on the command line, is in the description. */
        @Override
        public String getName() {
            return text.get("config.name." + key.key());
        }

        @Override
        public String getDescription() {
            String meaning = text.isChinese() ? text.get("config.meaning." + key.key()) : key.meaning();
            String allowed = key.isSwitch() ? "true | false" : key.isNumber() ? key.min() + ".." + key.max()
                    : key.isText() ? String.join(" | ", EvalWeights.NAMED) + " | FILE" : String.join(" | ", key.choices());
            return text.get("config.description", key.key(), meaning, allowed, key.defaultValue());
        }

        @Override
        public Object getValue() {
            String v = config.get().get(key);
            return key.isSwitch() ? (Object) Boolean.parseBoolean(v) : key.isNumber() ? (Object) Integer.parseInt(v) : v;
        }

        @Override
        public void setValue(Object value) {
            if (value != null && !String.valueOf(value).equals(config.get().get(key))) {
                set(key.key(), String.valueOf(value));
            }
        }

        @Override
        public Optional<ObservableValue<?>> getObservableValue() {
            return Optional.empty();
        }
    }
}
