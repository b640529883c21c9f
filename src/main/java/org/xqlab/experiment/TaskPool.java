package org.xqlab.experiment;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Runs an experiment's remaining tasks on a fixed pool of at most {@code threads} threads and waits for
 * them: the loop the search runner and the match runner share. An interrupt cancels the run and keeps the
 * thread's interrupt flag; a task that fails cancels the run and is rethrown naming what failed ("a
 * search", "a game").
 */
final class TaskPool {
    private TaskPool() {
    }

    static <T> void runAll(List<T> todo, int threads, Consumer<T> work, Runnable cancel, String what) {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(threads, todo.size())));
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (T t : todo) {
                futures.add(pool.submit(() -> work.accept(t)));
            }
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (InterruptedException e) {
            cancel.run();
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            cancel.run();
            throw new IllegalStateException(what + " of the experiment failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
