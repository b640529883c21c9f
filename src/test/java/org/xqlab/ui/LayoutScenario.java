package org.xqlab.ui;

import java.util.List;
import java.util.Locale;

/**
 * One row of the layout audit: a window in a state, in a language, with projector mode on or off, at a size.
 * Its name reads as the report shows it: "analysis · held at a cut · zh · projector · 1024x768".
 */
public record LayoutScenario(State state, Locale language, boolean projector, int width, int height) {

    /** The windows the audit walks. */
    public enum Window {
        MAIN("main"), ANALYSIS("analysis"), CLASSROOM("classroom"), EXPERIMENTS("experiments");

        private final String label;

        Window(String label) {
            this.label = label;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    /** One named step towards a state (run on the test thread; it waits for what it needs). */
    @FunctionalInterface
    public interface Step {
        void run(LayoutAuditTest.Fixture f) throws Exception;
    }

    /** A step with its name: two states that share their first named steps share what those steps reached. */
    public record Named(String name, Step step) {
        @Override
        public String toString() {
            return name;
        }
    }

    /**
     * A window's state: its name and the named steps that reach it from the window as it opens. Each step sets
     * what it is about explicitly (a tab, the panes shown), so that after the steps two states share, the rest
     * of a state's steps reach it whatever was done after those shared steps before.
     */
    public record State(Window window, String name, List<Named> steps, boolean reachedPerMode,
                        java.util.function.Predicate<LayoutScenario> rows) {
        public static State of(Window window, String name, Named... steps) {
            return new State(window, name, List.of(steps), false, r -> true);
        }

        /** This state in the rows {@code rows} accepts only (e.g. projector mode at 1024×768). */
        public State only(java.util.function.Predicate<LayoutScenario> rows) {
            return new State(window, name, steps, reachedPerMode, rows);
        }

        /**
         * This state reached anew in each language and projector mode (a dialog takes its style and words when it
         * opens, as a user opens it in the mode they are in).
         */
        public State perMode() {
            return new State(window, name, steps, true, rows);
        }
    }

    public String language2() {
        return I18n.CHINESE.equals(language) ? "zh" : "en";
    }

    @Override
    public String toString() {
        return state.window() + " · " + state.name() + " · " + language2() + " · " + (projector ? "projector" : "normal")
                + " · " + width + "x" + height;
    }

    /** A file name for the row's screenshot. */
    public String slug() {
        return ("audit-" + state.window() + "-" + state.name() + "-" + language2() + (projector ? "-projector" : "")
                + "-" + width + "x" + height).replaceAll("[^A-Za-z0-9α-ωΑ-Ω+-]+", "-");
    }
}
