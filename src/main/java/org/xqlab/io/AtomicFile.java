package org.xqlab.io;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.security.SecureRandom;
import java.util.Set;

/**
 * Saving a file so that it is either the old one or the whole new one, never half of each: the bytes
 * go to a temporary file beside the target ({@code .NAME.RANDOM.tmp} in the same folder, so the rename
 * stays on one file system), are forced to disk, and the temporary file is then renamed over the target
 * (atomically where the file system can). If the writer fails — an exception, a full disk, the program
 * killed — the target is untouched; a failed write deletes its temporary file, a killed program may leave
 * one behind (hidden, harmless, never read). A new file gets the mode the umask gives (0644 under 022); a
 * file that is replaced keeps its mode.
 *
 * <p>Two forms: {@link #write(Path, Body)} (and its byte and text shortcuts) runs a body that writes the
 * whole content and commits only if it returns normally; {@link #open(Path)} gives a stream for writers
 * that produce their content over time (a trace recording) — its {@code close()} commits, and
 * {@link Output#abandon()} before it discards. Depends on nothing of the project, so every package may
 * use it.
 */
public final class AtomicFile {
    /** Writes the whole content to the stream it is given. */
    @FunctionalInterface
    public interface Body {
        void writeTo(OutputStream out) throws IOException;
    }

    private static final SecureRandom RANDOM = new SecureRandom();

    private AtomicFile() {
    }

    /** Replaces {@code file} with what {@code body} writes; if the body throws, the file is left as it was. */
    public static void write(Path file, Body body) throws IOException {
        Output out = open(file);
        try {
            body.writeTo(out);
        } catch (IOException | RuntimeException | Error e) {
            out.abandon();
            throw e;
        }
        out.close();
    }

    /** Replaces {@code file} with these bytes. */
    public static void write(Path file, byte[] bytes) throws IOException {
        write(file, out -> out.write(bytes));
    }

    /** Replaces {@code file} with this text in UTF-8. */
    public static void writeString(Path file, String text) throws IOException {
        write(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /** A stream to a temporary sibling of {@code file}; closing it moves the content over {@code file}. */
    public static Output open(Path file) throws IOException {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        Path temp;
        FileChannel channel;
        while (true) {
            temp = dir.resolve("." + target.getFileName() + "." + Long.toUnsignedString(RANDOM.nextLong(), 36) + ".tmp");
            try {
                // created with the default mode, so the umask applies (a temporary file of createTempFile is 0600)
                channel = FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                break;
            } catch (FileAlreadyExistsException e) {
                // another writer's temporary file: draw again
            }
        }
        try {
            // held while the file is written, so another run can tell a killed writer's file (lock free) from a live one
            channel.tryLock();
            keepMode(target, temp);
        } catch (IOException | RuntimeException e) {
            channel.close();
            Files.deleteIfExists(temp);
            throw e;
        }
        return new Output(target, temp, channel);
    }

    /**
     * Deletes the temporary files a killed writer of {@code file} left beside it ({@code .NAME.RANDOM.tmp}: a
     * run stopped by {@code kill -9} cannot delete its own) and says which, e.g. {@code .t.jsonl.k2j3.tmp (89 MB)}.
     * A file another writer still holds (it keeps a lock on it while it writes) is left alone.
     */
    public static java.util.List<String> removeLeftovers(Path file) throws IOException {
        Path target = file.toAbsolutePath();
        String prefix = "." + target.getFileName() + ".";
        java.util.List<String> removed = new java.util.ArrayList<>();
        try (java.nio.file.DirectoryStream<Path> dir = Files.newDirectoryStream(target.getParent(),
                p -> p.getFileName().toString().startsWith(prefix) && p.getFileName().toString().endsWith(".tmp")
                        && p.getFileName().toString().substring(prefix.length()).matches("[0-9a-z]+\\.tmp"))) {
            for (Path p : dir) {
                if (!Files.isRegularFile(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                    continue;
                }
                long size = Files.size(p);
                try (FileChannel ch = FileChannel.open(p, StandardOpenOption.WRITE)) {
                    if (ch.tryLock() == null) {
                        continue; // a live writer in another program
                    }
                } catch (java.nio.channels.OverlappingFileLockException e) {
                    continue; // a live writer in this program
                }
                Files.deleteIfExists(p);
                removed.add(p.getFileName() + " (" + (size >= 1 << 20 ? (size >> 20) + " MB" : size + " bytes") + ")");
            }
        }
        return removed;
    }

    /**
     * A stream that appends to {@code file}, creating it (with the umask's mode) when it is absent: for a
     * file that grows as work finishes (a match's games), each piece flushed as it is done. Not atomic as
     * a whole — a killed program leaves what it had flushed — which is the point. {@code truncate} empties
     * an existing file first.
     */
    public static OutputStream append(Path file, boolean truncate) throws IOException {
        FileChannel channel = truncate
                ? FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                        StandardOpenOption.TRUNCATE_EXISTING)
                : FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
        return Channels.newOutputStream(channel);
    }

    /** Gives {@code temp} the permissions of {@code target} when that exists (a replaced file keeps its mode). */
    private static void keepMode(Path target, Path temp) throws IOException {
        if (!Files.isRegularFile(target)) {
            return;
        }
        try {
            Set<PosixFilePermission> mode = Files.getPosixFilePermissions(target);
            Files.setPosixFilePermissions(temp, mode);
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: the new file has the default mode
        }
    }

    /**
     * A stream whose {@link #close()} commits: flushes, forces to disk and renames the temporary file over
     * the target. {@link #abandon()} closes and deletes the temporary file instead; after either, further
     * calls do nothing.
     */
    public static final class Output extends FilterOutputStream {
        private final Path target;
        private final Path temp;
        private final FileChannel channel;
        private boolean done;

        private Output(Path target, Path temp, FileChannel channel) {
            super(new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16));
            this.target = target;
            this.temp = temp;
            this.channel = channel;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        /** The file this output will replace. */
        public Path target() {
            return target;
        }

        /** Commits: the target now holds exactly what was written. */
        @Override
        public void close() throws IOException {
            if (done) {
                return;
            }
            done = true;
            try {
                out.flush();
                channel.force(true);
                channel.close();
                try {
                    Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                channel.close();
                Files.deleteIfExists(temp);
            }
        }

        /** Discards what was written; the target keeps its old content (or stays absent). */
        public void abandon() {
            if (done) {
                return;
            }
            done = true;
            try {
                channel.close();
            } catch (IOException e) {
                // nothing to keep: the file is deleted next
            }
            try {
                Files.deleteIfExists(temp);
            } catch (IOException e) {
                // a hidden temporary file left behind is harmless
            }
        }
    }
}
