package org.xqlab.io;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Checks made on an output before any work starts, so that a long run never ends by failing to save
 * what it made: a file's folder must exist and be writable, and the file must not be a folder; an output
 * folder must be a writable folder or one that can be made (its nearest existing ancestor is a writable
 * folder). Each check throws {@link IllegalArgumentException} with a one-line message naming the option
 * and the folder, which the command line prints with exit status 2. Depends on nothing of the project.
 */
public final class OutputPaths {
    private OutputPaths() {
    }

    /** Refuses, naming {@code option}, an output file that cannot be written. */
    public static void requireWritableFile(Path file, String option) {
        Path target = file.toAbsolutePath();
        if (Files.isDirectory(target)) {
            throw new IllegalArgumentException(option + " " + file + " is a folder; name a file");
        }
        Path dir = target.getParent();
        if (dir == null) {
            throw new IllegalArgumentException(option + " " + file + " names no file");
        }
        if (!Files.exists(dir)) {
            throw new IllegalArgumentException(option + " " + file + ": the folder " + dir + " does not exist");
        }
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException(option + " " + file + ": " + dir + " is not a folder");
        }
        if (!Files.isWritable(dir)) {
            throw new IllegalArgumentException(option + " " + file + ": the folder " + dir + " is not writable");
        }
        if (Files.exists(target) && !Files.isRegularFile(target)) {
            throw new IllegalArgumentException(option + " " + file + " exists and is not a regular file");
        }
    }

    /** Refuses, naming {@code option}, an output folder that is not a writable folder and cannot be made. */
    public static void requireWritableFolder(Path folder, String option) {
        Path dir = folder.toAbsolutePath().normalize();
        if (Files.exists(dir)) {
            if (!Files.isDirectory(dir)) {
                throw new IllegalArgumentException(option + " " + folder + " is a file, not a folder");
            }
            if (!Files.isWritable(dir)) {
                throw new IllegalArgumentException(option + " " + folder + ": the folder is not writable");
            }
            return;
        }
        Path ancestor = dir.getParent();
        while (ancestor != null && !Files.exists(ancestor)) {
            ancestor = ancestor.getParent();
        }
        if (ancestor == null) {
            throw new IllegalArgumentException(option + " " + folder + ": no part of the path exists");
        }
        if (!Files.isDirectory(ancestor)) {
            throw new IllegalArgumentException(option + " " + folder + ": " + ancestor + " is a file, not a folder");
        }
        if (!Files.isWritable(ancestor)) {
            throw new IllegalArgumentException(option + " " + folder + ": the folder cannot be made, " + ancestor
                    + " is not writable");
        }
    }
}
