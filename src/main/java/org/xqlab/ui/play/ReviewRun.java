package org.xqlab.ui.play;

import javafx.beans.property.IntegerProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.xqlab.book.OpeningBook;
import org.xqlab.build.Provenance;
import org.xqlab.game.GameRecord;
import org.xqlab.review.GameReview;
import org.xqlab.review.MoveReview;
import org.xqlab.review.PositionVerdict;
import org.xqlab.review.ReviewJournal;
import org.xqlab.review.ReviewSettings;
import org.xqlab.review.Reviewer;
import org.xqlab.rules.Move;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * The main window's game review (Game ▸ Review game…) behind read-only properties, tested without a window: runs a
 * {@link Reviewer} on a thread of its own over a copy of the main line (so the board may be used meanwhile), tells
 * its progress on the UI executor once per position, and when done maps each main-line move (its node) to its
 * {@link MoveReview}. {@link #cancel()} stops it; the positions searched so far are kept, and reviewing the same
 * main line with the same settings again goes on from there. With a journal folder (the app's
 * {@code ~/.xiangqi-lab/reviews}) they are also kept on disk, a {@link ReviewJournal} per game and settings named by
 * their hash, flushed position by position: a review stopped, or cut by the program's end or a kill, goes on from
 * there when the same game is reviewed with the same settings after a restart. A finished review deletes its journal.
 */
public final class ReviewRun {
    /** Where the review stands. */
    public enum State { IDLE, RUNNING, DONE, CANCELLED, EMPTY, FAILED }

    private final Executor ui;
    private final ObjectProperty<State> state = new SimpleObjectProperty<>(State.IDLE);
    private final IntegerProperty done = new SimpleIntegerProperty();
    private final IntegerProperty total = new SimpleIntegerProperty();
    private final LongProperty millisLeft = new SimpleLongProperty();
    private final ObjectProperty<GameReview> review = new SimpleObjectProperty<>();
    private final Map<GameRecord.Node, MoveReview> marks = new IdentityHashMap<>();
    private List<GameRecord.Node> nodes = List.of();
    private volatile Reviewer reviewer;
    private String failure = "";
    private String knownKey = "";
    private final Map<Integer, PositionVerdict> known = new ConcurrentHashMap<>();

    private final Path journals;

    /** A review whose results reach the window through {@code ui} (Platform::runLater in the app), kept in memory. */
    public ReviewRun(Executor ui) {
        this(ui, null);
    }

    /**
     * A review whose results reach the window through {@code ui}, and whose searched positions are journalled in
     * {@code journals} (created when needed; null: kept in memory only).
     */
    public ReviewRun(Executor ui, Path journals) {
        this.ui = ui;
        this.journals = journals;
    }

    /** The journal file of a review of {@code record}'s main line with {@code settings} (null without a folder). */
    public Path journalOf(GameRecord record, ReviewSettings settings) {
        return journals == null ? null : ReviewJournal.of(journals.resolve(name(key(record, settings))));
    }

    private static String key(GameRecord record, ReviewSettings settings) {
        StringBuilder key = new StringBuilder(record.startFen()).append('|').append(settings.config()).append('|')
                .append(settings.budget());
        for (GameRecord.Node n : record.mainLine()) {
            key.append(' ').append(Move.iccs(n.move()));
        }
        return key.toString();
    }

    private static String name(String key) {
        return "review-" + Provenance.sha256(key.getBytes(StandardCharsets.UTF_8)).substring(0, 24);
    }

    /** Opens the journal of {@code key} (continuing it), adding what it holds to {@link #known}; null when it cannot. */
    private ReviewJournal openJournal(String key, ReviewSettings settings) {
        if (journals == null) {
            return null;
        }
        Map<String, String> header = new LinkedHashMap<>();
        header.put("game", Provenance.sha256(key.getBytes(StandardCharsets.UTF_8)));
        header.put("config", settings.config().toString());
        header.put("budget", settings.budget());
        try {
            Files.createDirectories(journals);
            ReviewJournal.Resumed r = ReviewJournal.continueOrStart(journals.resolve(name(key)), header);
            known.putAll(r.of(0));
            return r.journal();
        } catch (IOException | RuntimeException e) {
            // the review goes on without a journal: what it searches is kept in memory only
            return null;
        }
    }

    /**
     * Reviews {@code record}'s main line with {@code settings} (on the calling thread only the copy is made).
     * Nothing happens while a review runs; a game without moves ends at once in {@link State#EMPTY}.
     */
    public void start(GameRecord record, ReviewSettings settings) {
        if (state.get() == State.RUNNING) {
            return;
        }
        List<GameRecord.Node> line = record.mainLine();
        GameRecord copy = new GameRecord(record.startFen());
        for (GameRecord.Node n : line) {
            copy.addMove(n.move());
        }
        String key = key(record, settings);
        marks.clear();
        review.set(null);
        nodes = List.copyOf(line);
        if (line.isEmpty()) {
            state.set(State.EMPTY);
            return;
        }
        if (!key.equals(knownKey)) {
            known.clear();
            knownKey = key;
        }
        ReviewJournal journal = openJournal(key, settings);
        Map<Integer, PositionVerdict> before = new HashMap<>(known);
        total.set(line.size() + 1);
        done.set(before.size());
        millisLeft.set(0);
        state.set(State.RUNNING);
        Reviewer r = new Reviewer(settings);
        reviewer = r;
        Thread t = new Thread(() -> {
            try {
                List<PositionVerdict> verdicts = r.review(copy, before, v -> {
                    known.put(v.ply(), v);
                    record(journal, v);
                }, (d, all, left) -> ui.execute(() -> {
                    done.set(d);
                    millisLeft.set(left);
                }));
                GameReview result = GameReview.of(copy, verdicts, settings, OpeningBook.bundled());
                close(journal, true);
                ui.execute(() -> {
                    if (reviewer == r && state.get() == State.RUNNING) {
                        finish(result);
                    }
                });
            } catch (CancellationException | InterruptedException e) {
                close(journal, false);
                ui.execute(() -> {
                    if (state.get() == State.RUNNING) {
                        state.set(State.CANCELLED);
                    }
                });
            } catch (RuntimeException e) {
                close(journal, false);
                ui.execute(() -> {
                    failure = String.valueOf(e.getMessage());
                    state.set(State.FAILED);
                });
            }
        }, "review");
        t.setDaemon(true);
        t.start();
    }

    private static void record(ReviewJournal journal, PositionVerdict v) {
        if (journal != null) {
            try {
                journal.record(0, v);
            } catch (IOException e) {
                // a full disk: the position stays in memory, and is searched again after a restart
            }
        }
    }

    /** Closes the journal: deleted when the review is complete, else kept for the next start. */
    private static void close(ReviewJournal journal, boolean complete) {
        if (journal != null) {
            try {
                if (complete) {
                    journal.complete();
                } else {
                    journal.close();
                }
            } catch (IOException e) {
                // nothing more to keep
            }
        }
    }

    private void finish(GameReview result) {
        marks.clear();
        for (int i = 0; i < nodes.size(); i++) {
            marks.put(nodes.get(i), result.moves().get(i));
        }
        done.set(total.get());
        millisLeft.set(0);
        review.set(result);
        state.set(State.DONE);
    }

    /** Stops a running review; its searched positions are kept for the next start on the same line. */
    public void cancel() {
        Reviewer r = reviewer;
        if (r != null && state.get() == State.RUNNING) {
            r.cancel();
        }
    }

    /** Forgets the review (a running one is cancelled): the window leaves review mode. */
    public void clear() {
        cancel();
        marks.clear();
        review.set(null);
        state.set(State.IDLE);
    }

    /** Whether {@code record}'s main line still holds the reviewed moves (the same nodes), e.g. not a new game. */
    public boolean reviewed(GameRecord record) {
        return !nodes.isEmpty() && record.mainLine().contains(nodes.get(0));
    }

    /** The review of the move at {@code node}, or null (not reviewed, or not on the reviewed main line). */
    public MoveReview markAt(GameRecord.Node node) {
        return marks.get(node);
    }

    /** The main-line node of the move at ply {@code ply} of the reviewed line. */
    public GameRecord.Node nodeAt(int ply) {
        return nodes.get(ply);
    }

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state;
    }

    public ReadOnlyIntegerProperty doneProperty() {
        return done;
    }

    public ReadOnlyIntegerProperty totalProperty() {
        return total;
    }

    public ReadOnlyLongProperty millisLeftProperty() {
        return millisLeft;
    }

    /** The finished review, or null. */
    public ReadOnlyObjectProperty<GameReview> reviewProperty() {
        return review;
    }

    /** What went wrong when the state is {@link State#FAILED}. */
    public String failure() {
        return failure;
    }
}
