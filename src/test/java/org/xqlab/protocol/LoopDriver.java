package org.xqlab.protocol;

import org.xqlab.Await;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.fail;

/** Drives an {@link EngineLoop} through in-memory pipes: send lines, read replies with a generous deadline. */
final class LoopDriver implements AutoCloseable {
    private final PrintWriter toEngine;
    private final BlockingQueue<String> replies = new LinkedBlockingQueue<>();
    private final Thread loop;
    private volatile boolean finished;

    LoopDriver(Dialect dialect) throws IOException {
        this(dialect, SessionCap.NONE);
    }

    LoopDriver(Dialect dialect, SessionCap cap) throws IOException {
        PipedWriter w = new PipedWriter();
        BufferedReader engineIn = new BufferedReader(new PipedReader(w, 1 << 16));
        toEngine = new PrintWriter(w, true);
        Writer sink = new Writer() {
            private final StringBuilder line = new StringBuilder();

            @Override
            public synchronized void write(char[] cbuf, int off, int len) {
                for (int i = off; i < off + len; i++) {
                    char c = cbuf[i];
                    if (c == '\n') {
                        replies.add(line.toString());
                        line.setLength(0);
                    } else if (c != '\r') {
                        line.append(c);
                    }
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        EngineLoop engine = new EngineLoop(dialect, engineIn, new PrintWriter(sink, true), "Xiangqi Lab test", cap);
        loop = new Thread(() -> {
            try {
                engine.run();
            } catch (IOException e) {
                replies.add("IOException " + e);
            }
            finished = true;
        }, "engine-loop");
        loop.setDaemon(true);
        loop.start();
    }

    void send(String line) {
        toEngine.println(line);
    }

    /** The next reply (fails after 30 s: a deadline for a broken engine, not a speed check). */
    String next() throws InterruptedException {
        String s = replies.poll(30, TimeUnit.SECONDS);
        if (s == null) {
            fail("no reply from the engine");
        }
        return s;
    }

    /** Every reply up to and including the first that matches. */
    List<String> until(Predicate<String> last) throws InterruptedException {
        List<String> seen = new ArrayList<>();
        while (true) {
            String s = next();
            seen.add(s);
            if (last.test(s)) {
                return seen;
            }
        }
    }

    /** Every reply up to and including the first that matches; fails if it does not come within {@code millis}. */
    List<String> within(long millis, String what, Predicate<String> last) throws InterruptedException {
        long deadline = System.nanoTime() + millis * 1_000_000;
        List<String> seen = new ArrayList<>();
        while (true) {
            String s = replies.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (s == null) {
                fail("no " + what + " within " + millis + " ms; replies so far: " + seen);
            }
            seen.add(s);
            if (last.test(s)) {
                return seen;
            }
        }
    }

    /** Whether the loop has returned within {@code millis}. */
    boolean finishedWithin(long millis) throws InterruptedException {
        loop.join(millis);
        return finished;
    }

    /** The live threads named {@code name} (taken before a {@code go}, to tell its thread from older ones). */
    static Set<Thread> threads(String name) {
        Set<Thread> named = new HashSet<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().equals(name)) {
                named.add(t);
            }
        }
        return named;
    }

    /**
     * Waits until a thread named {@code name} that is not one of {@code before} (the thread of the {@code go}
     * sent since) waits in {@code Object.wait}: the engine has searched what it was asked to and holds its
     * answer until {@code stop} or {@code ponderhit}. Fails naming that state after 30 s.
     */
    static void awaitHeldAnswer(String name, Set<Thread> before) throws Exception {
        Await.until("the " + name + " thread of the go holds its answer (waits for stop or ponderhit)",
                Duration.ofSeconds(30), () -> threads(name).stream()
                        .anyMatch(t -> !before.contains(t) && t.getState() == Thread.State.WAITING));
    }

    /** Replies already sent and not yet read. */
    List<String> pending() {
        List<String> l = new ArrayList<>();
        replies.drainTo(l);
        return l;
    }

    boolean finished() throws InterruptedException {
        loop.join(30_000);
        return finished;
    }

    @Override
    public void close() {
        toEngine.close();
    }
}
