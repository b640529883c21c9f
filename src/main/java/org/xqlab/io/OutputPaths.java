package org.xqlab.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.stream.Stream;

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

    /**
     * Refuses, naming {@code option}, an output file that is the input file {@code input} itself, under any name
     * (the same path, a relative path, a symbolic link or a hard link: {@link Files#isSameFile}): writing it
     * would replace what is being read.
     */
    public static void requireNotInput(Path file, Path input, String option) {
        if (!Files.exists(file) || !Files.exists(input)) {
            return;
        }
        try {
            if (Files.isSameFile(file, input)) {
                throw new IllegalArgumentException(option + " " + file + " is the input file " + input
                        + ": writing it would replace the games being read; name another file");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
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

    /**
     * Refuses, naming the link, an output folder that a symbolic link would take outside {@code root}, the
     * folder the user chose: a link among the folders from {@code root} down to {@code folder} (a shard's
     * folder, a sub-folder of the experiment's {@code output}), or a link inside {@code folder} (to two levels:
     * shard folders and the files in them) whose target lies outside it — a {@code report.md} pointing at a
     * file elsewhere, which a later write would reach. {@code root} itself may be a link: the user named it.
     * Called before any work, so nothing is written.
     */
    public static void requireNoLinkOut(Path root, Path folder, String option) {
        Path base = root.toAbsolutePath().normalize();
        Path dir = folder.toAbsolutePath().normalize();
        if (dir.startsWith(base) && Files.isDirectory(base)) {
            Path baseReal;
            try {
                baseReal = base.toRealPath();
            } catch (IOException e) {
                baseReal = base;
            }
            Path step = base;
            for (Path name : base.relativize(dir)) {
                if (name.toString().isEmpty()) {
                    continue;
                }
                step = step.resolve(name);
                if (Files.isSymbolicLink(step) && !resolvesInside(step, baseReal)) {
                    throw linkOut(option, folder, step, base);
                }
            }
        }
        if (!Files.isDirectory(dir)) {
            return;
        }
        Path real;
        try {
            real = dir.toRealPath();
        } catch (IOException e) {
            return;
        }
        try (Stream<Path> entries = Files.walk(dir, 2)) {
            for (Iterator<Path> it = entries.iterator(); it.hasNext(); ) {
                Path entry = it.next();
                if (!Files.isSymbolicLink(entry)) {
                    continue;
                }
                if (!resolvesInside(entry, real)) {
                    throw linkOut(option, folder, entry, dir);
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // an unreadable part is found again, with its own message, when the run writes there
        }
    }

    /** Whether the link's final target exists and lies inside {@code real} (a real path). */
    private static boolean resolvesInside(Path link, Path real) {
        try {
            return link.toRealPath().startsWith(real);
        } catch (IOException e) {
            return false;
        }
    }

    private static IllegalArgumentException linkOut(String option, Path folder, Path link, Path inside) {
        String to;
        try {
            to = String.valueOf(Files.readSymbolicLink(link));
        } catch (IOException | UnsupportedOperationException e) {
            to = "?";
        }
        boolean exists = Files.exists(link);
        return new IllegalArgumentException(option + " " + folder + ": " + link + " is a symbolic link to " + to
                + (exists ? ", outside " + inside : " (which does not exist)") + "; results are written only inside "
                + "the chosen folder, never through a link: remove the link or choose another folder with --out");
    }
}
