package org.xqlab.ui;

import javafx.application.Platform;
import org.junit.jupiter.api.Test;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import org.testfx.api.FxToolkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * Every test fails when the FX thread threw while it ran, also in a task that runs after the test's last
 * line ({@link FxThreadExceptions}): two small test classes are run through the JUnit launcher, one that
 * leaves a throwing task behind and one that leaves a quiet one.
 */
class FxThreadExceptionsTest {
    /** Run only through the launcher below (Surefire leaves nested classes out). */
    static class LeavesAThrowingTask {
        @Test
        void queuesATaskThatThrows() {
            Platform.runLater(() -> {
                throw new IllegalStateException("thrown by a task the test left behind");
            });
        }
    }

    /** Run only through the launcher below. */
    static class LeavesAQuietTask {
        @Test
        void queuesATaskThatReturns() {
            Platform.runLater(() -> { });
        }
    }

    private static TestExecutionSummary run(Class<?> tests) {
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(selectClass(tests))
                .configurationParameter("junit.jupiter.extensions.autodetection.enabled", "true")
                .build();
        Launcher launcher = LauncherFactory.create();
        SummaryGeneratingListener summary = new SummaryGeneratingListener();
        launcher.execute(request, summary);
        return summary.getSummary();
    }

    @Test
    void aThrowOnTheFxThreadAfterTheTestsLastLineFailsThatTest() throws Exception {
        FxToolkit.registerPrimaryStage();
        TestExecutionSummary s = run(LeavesAThrowingTask.class);
        assertEquals(1, s.getTestsFoundCount(), "the nested test was found");
        assertEquals(1, s.getTotalFailureCount(), "the test that left a throwing task failed");
        Throwable why = s.getFailures().get(0).getException();
        assertTrue(why.getMessage().contains("uncaught exception(s) on the JavaFX application thread"), why.getMessage());
        assertEquals("thrown by a task the test left behind", why.getCause().getMessage());
    }

    @Test
    void aTestWhoseFxTasksReturnPasses() throws Exception {
        FxToolkit.registerPrimaryStage();
        TestExecutionSummary s = run(LeavesAQuietTask.class);
        assertEquals(1, s.getTestsSucceededCount(), "the test that left a quiet task passed");
        assertEquals(0, s.getTotalFailureCount());
    }
}
