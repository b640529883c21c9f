package org.xqlab.tune;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.xqlab.io.AtomicFile;
import org.xqlab.io.OutputStyle;
import org.xqlab.search.EvalWeights;

/**
 * The outputs of a finished tuning run: each method's weights file, {@code tuned.weights} (or none, when
 * the run is {@link TuneState#refused refused}), the convergence chart, {@code report.md} and the lines
 * printed at the end.
 */
final class TuneReport {
    private final TuneSettings s;

    TuneReport(TuneSettings settings) {
        this.s = settings;
    }


    /**
     * Writes the outputs of a finished run into {@code dir}: {@code METHOD.weights} for each method,
     * {@code tuned.weights} (the method with the lowest final error — held-out error when there is a
     * held-out set; not written, and an old one deleted, when {@link TuneState#refused}), {@code convergence.png} and {@code .svg} (best error against iterations, one line
     * per method, and a dashed line of its held-out error) and {@code report.md}.
     * Returns the method whose table is {@code tuned.weights}.
     */
    String writeOutputs(TuneState state, Path dir, String dataName) throws IOException {
        String winner = null;
        double winnerError = Double.MAX_VALUE;
        for (TuneMethod m : s.methods()) {
            MethodState ms = state.methods.get(m.id());
            EvalWeights w = EvalWeights.ofVector(state.result(ms));
            AtomicFile.writeString(dir.resolve(m.id() + ".weights"), header(m, ms, state) + w.format());
            if (state.judged(ms) < winnerError) {
                winnerError = state.judged(ms);
                winner = m.id();
            }
        }
        MethodState best = state.methods.get(winner);
        if (state.refused(winner)) {
            Files.deleteIfExists(dir.resolve("tuned.weights"));
        } else {
            AtomicFile.writeString(dir.resolve("tuned.weights"),
                    header(TuneMethod.parse(winner), best, state) + EvalWeights.ofVector(state.result(best)).format());
        }
        XYChart chart = chart(state);
        // each chart names the build that drew it (its provenance as image metadata)
        org.xqlab.io.ImageMetadata.writeChart(chart, dir.resolve("convergence.png"), dir.resolve("convergence.svg"),
                org.xqlab.io.ImageMetadata.keys(org.xqlab.build.Provenance.now().flat()));
        AtomicFile.writeString(dir.resolve("report.md"), report(state, dataName, winner));
        return winner;
    }

    /** The lines printed at the end of a run: start error, each method's result, the files written. */
    String summary(TuneState state, String winner, Path dir) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "start error %.6f (K %.4f, %d positions)", state.startError, state.k,
                state.dataSize));
        if (state.heldOutSize > 0) {
            sb.append(String.format(Locale.ROOT, "; held out %d positions, start %.6f", state.heldOutSize,
                    state.startHeldOutError));
        }
        sb.append('\n');
        for (TuneMethod m : s.methods()) {
            MethodState ms = state.methods.get(m.id());
            sb.append(String.format(Locale.ROOT, "%-8s error %.6f after %d iterations, %d evaluations, %.1f s", m.id(),
                    state.finalError(ms), ms.iteration, ms.evaluations, ms.millis / 1000.0));
            if (state.heldOutSize > 0) {
                sb.append(String.format(Locale.ROOT, ", held-out error %.6f", state.judged(ms)));
                if (ms.stoppedAt > 0) {
                    sb.append(" (stopped early at iteration ").append(ms.stoppedAt).append(')');
                }
            }
            sb.append('\n');
        }
        if (state.refused(winner)) {
            sb.append(String.format(Locale.ROOT, "refused: no method lowered the held-out error below the start's %.6f "
                    + "(best: %s, %.6f); the fit did not carry over to the held-out games, so no table is offered and "
                    + "tuned.weights is not written%n", state.startHeldOutError, winner, state.judged(state.methods.get(winner))));
        } else if (state.heldOutSize > 0) {
            sb.append(String.format(Locale.ROOT, "tuned.weights = %s's table (held-out error %.6f, start %.6f); a candidate: "
                    + "adopt it only after an equal-time SPRT match, with --set eval.weights=%s%n", winner,
                    state.judged(state.methods.get(winner)), state.startHeldOutError, dir.resolve("tuned.weights")));
        } else {
            sb.append("tuned.weights = ").append(winner).append("'s table, not checked on held-out games (--holdout 0); ")
                    .append("a candidate: adopt it only after an equal-time SPRT match, with --set eval.weights=")
                    .append(dir.resolve("tuned.weights")).append('\n');
        }
        sb.append("written: ").append(dir.resolve("report.md")).append(", ").append(dir.resolve("convergence.png"))
                .append(", ").append(dir.resolve("convergence.svg")).append('\n');
        return sb.toString();
    }

    private String header(TuneMethod m, MethodState ms, TuneState state) {
        return String.format(Locale.ROOT, "# tuned by 'tune run' (%s, %d iterations, seed %d, K = %.4f): error %.6f, start %.6f%s%n",
                m.title(), ms.iteration, s.seed(), state.k, state.finalError(ms), state.startError, state.heldOutSize == 0 ? ""
                        : String.format(Locale.ROOT, "; held-out error %.6f, start %.6f", state.judged(ms),
                        state.startHeldOutError));
    }

    /** One colour per method, the same for its fitted and its held-out line (colour-blind safe, Okabe–Ito). */
    private static final java.awt.Color[] METHOD_COLOURS = {new java.awt.Color(0, 114, 178),
        new java.awt.Color(213, 94, 0), new java.awt.Color(0, 158, 115), new java.awt.Color(204, 121, 167),
        new java.awt.Color(230, 159, 0)};

    /** The convergence chart: best error against iterations, one line per method. */
    XYChart chart(TuneState state) {
        XYChart chart = new XYChartBuilder().width(OutputStyle.CHART_WIDTH).height(OutputStyle.CHART_HEIGHT)
                .title(String.format(Locale.ROOT, "Tuning %d weights on %d positions: error against iterations",
                        s.chosen().length, state.dataSize))
                .xAxisTitle("iteration").yAxisTitle("mean squared error (result − sigmoid(K·eval))²").build();
        chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
        chart.getStyler().setMarkerSize(4);
        for (TuneMethod m : s.methods()) {
            MethodState ms = state.methods.get(m.id());
            List<Double> xs = new ArrayList<>();
            for (int i = 0; i < ms.errors.size(); i++) {
                xs.add((double) i);
            }
            java.awt.Color colour = METHOD_COLOURS[m.ordinal() % METHOD_COLOURS.length];
            org.knowm.xchart.XYSeries fit = chart.addSeries(m.id(), xs, ms.errors);
            fit.setLineColor(colour);
            fit.setMarkerColor(colour);
            if (!ms.heldOutErrors.isEmpty()) {
                org.knowm.xchart.XYSeries held = chart.addSeries(m.id() + " (held out)",
                        xs.subList(0, ms.heldOutErrors.size()), ms.heldOutErrors);
                held.setLineStyle(org.knowm.xchart.style.lines.SeriesLines.DASH_DASH);
                held.setMarker(org.knowm.xchart.style.markers.SeriesMarkers.NONE);
                held.setLineColor(colour);
            }
        }
        return chart;
    }

    private String report(TuneState state, String dataName, String winner) {
        StringBuilder sb = new StringBuilder();
        sb.append("# Tuning report\n\n");
        sb.append(String.format(Locale.ROOT, "Data: %s, %d positions. K = %.4f (fitted to the start weights). "
                        + "Start error %.6f. %d weights tuned, %d iterations, seed %d, step %d, population %d.%n%n",
                dataName, state.dataSize, state.k, state.startError, s.chosen().length, s.iterations(), s.seed(), s.step(),
                s.population()));
        boolean held = state.heldOutSize > 0;
        if (held) {
            sb.append(String.format(Locale.ROOT, "Held out: %d positions (share %.2f of the games, whole games; of the positions for a data file "
                    + "without game numbers), not fitted; start error on them "
                    + "%.6f. Each method's result is its table of lowest held-out error; a method stops when its held-out "
                    + "error has not fallen for %d iterations. tuned.weights is the method with the lowest held-out error, "
                    + "written only when that error is below the start's.%n%n", state.heldOutSize,
                    s.holdout(), state.startHeldOutError, Tuner.PATIENCE));
            if (state.refused(winner)) {
                sb.append(String.format(Locale.ROOT, "**Refused:** no method lowered the held-out error below the start's "
                        + "%.6f; the fits learnt the training games only. No tuned.weights is written.%n%n",
                        state.startHeldOutError));
            }
        }
        sb.append("![convergence](convergence.png)\n\n");
        sb.append("Per method: the start table's training error; the final error, the training error of the table the "
                + "method offers (its .weights file)").append(held ? ", which is its table of lowest held-out error: early "
                + "stopping may take it before the lowest training error, given in its own column" : "")
                .append(held ? "; the held-out error of that table and its change from the start's" : "").append(".\n\n");
        sb.append("| method | start error | final error | change |").append(held ? " held-out error | change | lowest training error |" : "")
                .append(" error evaluations | time |\n|---|---|---|---|").append(held ? "---|---|---|" : "").append("---|---|\n");
        for (TuneMethod m : s.methods()) {
            MethodState ms = state.methods.get(m.id());
            double fin = state.finalError(ms);
            sb.append(String.format(Locale.ROOT, "| %s%s | %.6f | %.6f | %+.2f %% |", m.title(),
                    m.id().equals(winner) && !state.refused(winner) ? " (tuned.weights)" : "", state.startError, fin,
                    100 * (fin - state.startError) / state.startError));
            if (held) {
                double e = state.judged(ms);
                sb.append(String.format(Locale.ROOT, " %.6f | %+.2f %% | %.6f |", e,
                        100 * (e - state.startHeldOutError) / state.startHeldOutError, ms.bestError));
            }
            sb.append(String.format(Locale.ROOT, " %d | %.1f s |%n", ms.evaluations, ms.millis / 1000.0));
        }
        sb.append("\nWeights that changed (start → each method's result):\n\n| weight | start |");
        for (TuneMethod m : s.methods()) {
            sb.append(' ').append(m.id()).append(" |");
        }
        sb.append("\n|---|---|");
        sb.append("---|".repeat(s.methods().size()));
        sb.append('\n');
        int[] start = s.start().vector();
        for (int i : s.chosen()) {
            boolean changed = false;
            for (TuneMethod m : s.methods()) {
                changed |= state.result(state.methods.get(m.id()))[i] != start[i];
            }
            if (!changed) {
                continue;
            }
            sb.append("| ").append(EvalWeights.all().get(i).name()).append(" | ").append(start[i]).append(" |");
            for (TuneMethod m : s.methods()) {
                sb.append(' ').append(state.result(state.methods.get(m.id()))[i]).append(" |");
            }
            sb.append('\n');
        }
        sb.append("\nA lower error is not a stronger engine: a table is adopted only when it wins an equal-time SPRT"
                + " match against the default (docs/tuning.md).\n");
        return sb.toString();
    }
}
