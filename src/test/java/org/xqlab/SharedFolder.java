package org.xqlab;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Tests that read the project's shared data beside the checkout (../shared, e.g. the real game records):
 * on a developer machine without that folder such a test is skipped, but under CI — {@code .ci/run} sets
 * the environment variable {@value #CI_VARIABLE} to 1 — a missing folder fails the test, so CI cannot pass
 * by skipping what it is meant to check.
 */
public final class SharedFolder {
    /** Set to 1 by .ci/run. */
    public static final String CI_VARIABLE = "XQLAB_CI";
    /** The shared data folder when it is not beside the checkout (.ci/run sets it when it finds the folder). */
    public static final String FOLDER_VARIABLE = "XQLAB_SHARED";

    /** The shared data folder: {@value #FOLDER_VARIABLE} when set, else ../shared beside the checkout. */
    public static Path root() {
        String dir = System.getenv(FOLDER_VARIABLE);
        return dir == null || dir.isBlank() ? Path.of("..", "shared") : Path.of(dir);
    }

    /** The real game records in the shared folder. */
    public static Path realGames() {
        return root().resolve("real-games");
    }

    private SharedFolder() {
    }

    /** Skips the test when {@code dir} is no folder, or fails it under CI; {@code absent} says what that means. */
    public static void require(Path dir, String absent) {
        require(dir, absent, System.getenv(CI_VARIABLE));
    }

    /** {@link #require(Path, String)} with the CI variable's value given ({@code "1"}: under CI). */
    static void require(Path dir, String absent, String ci) {
        boolean present = Files.isDirectory(dir);
        if ("1".equals(ci)) {
            Assertions.assertTrue(present, "under CI (" + CI_VARIABLE + "=1) " + dir + " must exist: " + absent);
        } else {
            Assumptions.assumeTrue(present, absent + " (skipped: not under CI)");
        }
    }
}
