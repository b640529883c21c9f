package org.xqlab.ui.engines;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Where engine searches run: {@link #background()} on one daemon thread of its own (searches queue up
 * behind each other, so a stopped search finishes before the next starts), {@link #sameThread()} on the
 * caller's thread (tests). {@link #shutdown()} lets a running task end and starts no new one.
 */
public interface EngineExecutor {
    void submit(Runnable task);

    void shutdown();

    /** One daemon thread named "engine". */
    static EngineExecutor background() {
        ExecutorService service = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "engine");
            t.setDaemon(true);
            return t;
        });
        return new EngineExecutor() {
            @Override
            public void submit(Runnable task) {
                if (!service.isShutdown()) {
                    service.submit(() -> {
                        try {
                            task.run();
                        } catch (RuntimeException e) {
                            System.err.println("engine task failed: " + e);
                            e.printStackTrace();
                        }
                    });
                }
            }

            @Override
            public void shutdown() {
                service.shutdown();
            }
        };
    }

    /** Runs each task at once on the calling thread. */
    static EngineExecutor sameThread() {
        return new EngineExecutor() {
            private boolean shut;

            @Override
            public void submit(Runnable task) {
                if (!shut) {
                    task.run();
                }
            }

            @Override
            public void shutdown() {
                shut = true;
            }
        };
    }
}
