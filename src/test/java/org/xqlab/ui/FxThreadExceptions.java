package org.xqlab.ui;

import javafx.application.Platform;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Fails a test when the JavaFX application thread threw an exception nobody caught while the test ran —
 * in the test's own interaction or in a later pulse, timer or {@code runLater} it caused. Registered for
 * every test class (src/test/resources/META-INF/services, autodetection on in junit-platform.properties).
 *
 * <p>An exception on the FX thread ends in the thread's uncaught-exception handler (JavaFX hands every
 * throwing event handler, pulse and {@code runLater} task to it and goes on). This extension makes the
 * default handler record it; after each test it lets the FX thread run out what is queued (so a throw in
 * the frame after the test's last step is seen) and fails the test with what was recorded. Exceptions of
 * other threads are printed, not failed on: an engine or reader thread ending by an exception is a result
 * its own test checks. A throw between two tests (after one's end, before the next's start) is printed
 * and charged to no test.
 */
public final class FxThreadExceptions implements BeforeEachCallback, AfterEachCallback {
    /** JavaFX's name for its application thread (Monocle and GTK alike). */
    private static final String FX_THREAD = "JavaFX Application Thread";
    private static final List<Throwable> THROWN = new ArrayList<>();
    private static final Thread.UncaughtExceptionHandler RECORDER = FxThreadExceptions::record;

    private static void record(Thread thread, Throwable e) {
        System.err.println("Uncaught exception on thread '" + thread.getName() + "':");
        e.printStackTrace();
        if (FX_THREAD.equals(thread.getName())) {
            synchronized (THROWN) {
                THROWN.add(e);
            }
        }
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        install();
        synchronized (THROWN) {
            if (!THROWN.isEmpty()) {
                System.err.println(THROWN.size() + " exception(s) thrown on the FX thread between two tests, before "
                        + context.getDisplayName() + " (printed above)");
                THROWN.clear();
            }
        }
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        drainFxThread();
        install();
        List<Throwable> thrown;
        synchronized (THROWN) {
            thrown = new ArrayList<>(THROWN);
            THROWN.clear();
        }
        if (!thrown.isEmpty()) {
            AssertionError failure = new AssertionError(thrown.size()
                    + " uncaught exception(s) on the JavaFX application thread during the test; the first: " + thrown.get(0),
                    thrown.get(0));
            for (Throwable t : thrown.subList(1, thrown.size())) {
                failure.addSuppressed(t);
            }
            throw failure;
        }
    }

    /**
     * Makes the recorder the default handler. TestFX puts its own there when its WaitForAsyncUtils class
     * is first used (it rethrows from a later wait, in whichever test waits next): touching that class
     * first makes ours the last word.
     */
    private static void install() {
        try {
            Class.forName("org.testfx.util.WaitForAsyncUtils", true, FxThreadExceptions.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
        if (Thread.getDefaultUncaughtExceptionHandler() != RECORDER) {
            Thread.setDefaultUncaughtExceptionHandler(RECORDER);
        }
    }

    /** Waits (at most 30 s) until the FX thread has run what the test queued, twice over; nothing if JavaFX never started. */
    private static void drainFxThread() throws InterruptedException {
        for (int round = 0; round < 2; round++) {
            CountDownLatch done = new CountDownLatch(1);
            try {
                Platform.runLater(done::countDown);
            } catch (IllegalStateException notStarted) {
                return;
            }
            if (!done.await(30, TimeUnit.SECONDS)) {
                throw new AssertionError("the JavaFX application thread did not run its queued tasks within 30 s after the test");
            }
        }
    }
}
