package org.xqlab;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SharedFolderTest {
    @Test
    void aMissingSharedFolderFailsUnderCiAndSkipsElsewhere(@TempDir Path dir) {
        Path missing = dir.resolve("shared").resolve("real-games");
        AssertionFailedError failed = assertThrows(AssertionFailedError.class,
                () -> SharedFolder.require(missing, "the real games are absent", "1"));
        assertTrue(failed.getMessage().contains("XQLAB_CI=1") && failed.getMessage().contains(missing.toString()),
                failed.getMessage());
        assertThrows(TestAbortedException.class, () -> SharedFolder.require(missing, "the real games are absent", null));
        assertThrows(TestAbortedException.class, () -> SharedFolder.require(missing, "the real games are absent", "0"));
        SharedFolder.require(dir, "present", "1"); // a folder that exists passes either way
        SharedFolder.require(dir, "present", null);
    }

    @Test
    void theCiScriptSetsTheVariable() throws Exception {
        String run = java.nio.file.Files.readString(Path.of(".ci", "run"));
        assertTrue(run.contains("export " + SharedFolder.CI_VARIABLE + "=1"), ".ci/run exports XQLAB_CI=1");
    }
}
