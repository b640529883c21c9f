package org.xqlab.ui;

import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Waiting on a named state with a bounded timeout: a failure names the state that never came. */
public final class Await {
    private Await() {
    }

    /** Waits up to {@code seconds} until {@code condition} holds, then for the FX thread's queued events. */
    public static void until(String state, int seconds, Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition);
        } catch (TimeoutException e) {
            throw new AssertionError("not reached within " + seconds + " s: " + state, e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** As {@link #until}, the condition read on the FX thread. */
    public static void untilFx(String state, int seconds, Callable<Boolean> condition) {
        until(state, seconds, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }
}
