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
 * Edits a {@link SearchConfig}: a preset chooser and a ControlsFX {@link PropertySheet} built from the
 * {@link SearchConfig.Key} metadata — one item per key in its group (search, pruning, ordering, tt,
 * killers, history, evaluation), a check box for a switch, a spinner bounded by the key's range for a
 * number, a choice box for a choice, and the key's meaning, allowed values and default as the
 * description. A value the config refuses is not taken and its message is shown under the sheet.
 */
final class ConfigSheet extends VBox {

    private final ObjectProperty<SearchConfig> config = new SimpleObjectProperty<>(SearchConfig.defaults());
    private final PropertySheet sheet = new PropertySheet();
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
        sheet.setId("config-properties");
        sheet.setMode(PropertySheet.Mode.CATEGORY);
        sheet.setModeSwitcherVisible(false);
        sheet.setPropertyEditorFactory(ConfigSheet::editor);
        for (SearchConfig.Key k : SearchConfig.Key.values()) {
            all.add(new KeyItem(k));
        }
        // the sheet's own search box finds names in the shown language only: this one finds a key as typed in
        // presets and on the command line ("matedistance", "mate distance") and the names in either language
        sheet.setSearchBoxVisible(false);
        search.setId("config-search");
        text.bind(search.promptTextProperty(), "config.search");
        search.textProperty().addListener((o, a, b) -> showItems());
        showItems();
        VBox.setVgrow(sheet, Priority.ALWAYS);
        error.setId("config-error");
        error.setWrapText(true);
        error.setStyle("-fx-text-fill: #b00000;");
        modified.setId("config-modified");
        modified.setStyle("-fx-text-fill: #8a4b00; -fx-font-style: italic;");
        modified.setTooltip(new javafx.scene.control.Tooltip());
        text.bind(modified.textProperty(), "config.modified");
        config.addListener((o, a, c) -> showModified());
        preset.valueProperty().addListener((o, a, v) -> showModified());
        text.i18n().localeProperty().addListener((o, a, b) -> showModified());
        showModified();
        HBox presetRow = new HBox(6, presetLabel, preset, modified);
        presetRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        getChildren().addAll(presetRow, search, sheet, error);
        // the sheet reads names, groups and descriptions when its items are set: set them again on a switch
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

    /**
     * The sheet's names wrap onto a second line in their column instead of ending in "…" (ControlsFX
     * makes them single-line labels; they are made again whenever the items are set).
     */
    @Override
    protected void layoutChildren() {
        wrapNames(sheet);
        super.layoutChildren();
    }

    private static void wrapNames(javafx.scene.Node node) {
        if (node instanceof Label l && l.getParent() instanceof javafx.scene.layout.GridPane) {
            if (!l.isWrapText()) {
                l.setWrapText(true);
                l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
            }
        } else if (node instanceof javafx.scene.Parent p) {
            for (javafx.scene.Node child : p.getChildrenUnmodifiable()) {
                wrapNames(child);
            }
        }
    }

    /** The keys the search box's words find (all of them while it is empty), in the sheet. */
    private void showItems() {
        String query = search.getText() == null ? "" : search.getText().strip();
        List<PropertySheet.Item> shown = new ArrayList<>();
        for (KeyItem item : all) {
            if (item.matches(query)) {
                shown.add(item);
            }
        }
        sheet.getItems().setAll(shown);
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

    void setConfig(SearchConfig c) {
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

        /** The group's name in the user's language (the sheet orders groups by it). */
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
