package org.xqlab.ui.analysis;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.testfx.util.WaitForAsyncUtils;

/**
 * Opens a trace file in a panel as "Open trace…" does and waits until the views show it at its end. The wait is on
 * the future {@link AnalysisPanel#openTrace} returns, not on the cursor appearing: the cursor is set a moment before
 * the FX thread moves it to the trace's end, and a test that looked in between saw it at event 0.
 */
final class TraceOpening {
    private TraceOpening() {
    }

    static void openAndWait(AnalysisPanel panel, Path file) throws Exception {
        CompletableFuture<Void> shown = WaitForAsyncUtils.asyncFx(() -> panel.openTrace(file)).get(30, TimeUnit.SECONDS);
        shown.get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(() -> !panel.viewModel().timeline().rebuilding()).get());
        WaitForAsyncUtils.waitForFxEvents();
    }
}
