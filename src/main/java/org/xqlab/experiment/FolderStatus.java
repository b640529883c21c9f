package org.xqlab.experiment;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How far the run writing a result folder has come, read from its log alone (so it works for folders
 * that other processes or cluster tasks are still filling): the experiment, its kind ({@code search},
 * {@code match}, {@code tune} or {@code review}), the units finished (search tasks, game pairs of a match experiment,
 * self-play games of a tune experiment, reviewed games of a review experiment) and how many that folder's run has to finish. A folder whose
 * {@code provenance.json} records a run with {@code --shard K/N}, or one named {@code shard-K-of-N} (the
 * default folder of {@code --shard K/N}), counts against shard K's share of the tasks, any other folder against
 * the whole experiment. {@link #overall} adds up several folders of one experiment, each unit counted once;
 * {@link #read} gives the folders and their overall from one read of each log, so they agree.
 */
public record FolderStatus(Path folder, String experiment, String kind, String shard, int done, int total) {
    private static final Pattern SHARD = Pattern.compile("shard-(\\d+)-of-(\\d+)");

    /** Whether the folder holds a match experiment (its units are game pairs). */
    public boolean match() {
        return kind.equals("match");
    }

    /** Share finished, in [0, 1]. */
    public double fraction() {
        return total == 0 ? 1 : Math.min(1, (double) done / total);
    }

    /** Reads a folder; throws {@link IllegalArgumentException} naming it when it is no result folder. */
    public static FolderStatus of(Path dir) {
        return readOne(dir).status();
    }

    /** A folder's status and the keys of the units it finished, from one read of its log. */
    private record Read(FolderStatus status, Set<String> keys, String experimentText, int wholeTotal) {
    }

    private static Read readOne(Path dir) {
        String text = ResultLog.experimentText(dir);
        int[] kn = shardOf(dir);
        int k = kn[0];
        int n = kn[1];
        String shard = n == 1 ? "" : k + "/" + n;
        if (MatchExperimentFile.isMatch(text)) {
            MatchExperiment e = MatchExperimentFile.parseStored(ResultLog.EXPERIMENT_FILE + " in " + dir, text);
            int all = e.challengers().size() * e.pairs();
            Set<String> keys = MatchLog.read(dir).keySet();
            return new Read(new FolderStatus(dir, e.name(), "match", shard, keys.size(), share(all, k, n)), keys, text, all);
        }
        if (ReviewExperimentFile.isReview(text)) {
            ReviewExperiment e = ReviewExperimentFile.parseStored(ResultLog.EXPERIMENT_FILE + " in " + dir, text);
            Set<String> keys = ReviewRunner.read(dir).keySet();
            return new Read(new FolderStatus(dir, e.name(), "review", shard, keys.size(), share(e.gameCount(), k, n)),
                    keys, text, e.gameCount());
        }
        if (TuneExperimentFile.isTune(text)) {
            TuneExperiment e = TuneExperimentFile.parse(ResultLog.EXPERIMENT_FILE + " in " + dir, text, null);
            Set<String> keys = Journal.read(dir, TuneRunner.GAMES_FILE, "pgn", String.class).keySet();
            return new Read(new FolderStatus(dir, e.name(), "tune", shard, keys.size(), share(e.selfPlay(), k, n)), keys,
                    text, e.selfPlay());
        }
        Experiment e = ExperimentFile.parse(ResultLog.EXPERIMENT_FILE + " in " + dir, text, null);
        int all = Task.plan(e).size();
        Set<String> keys = ResultLog.read(dir).keySet();
        return new Read(new FolderStatus(dir, e.name(), "search", shard, keys.size(), share(all, k, n)), keys, text, all);
    }

    /** {@code --shard K/N} (or {@code --shard=K/N}) as a run's command line gives it. */
    private static final Pattern SHARD_OPTION = Pattern.compile("--shard[= ]+(\\d+)/(\\d+)");

    /**
     * Which shard a folder holds, {K, N} ({1, 1}: the whole run): the {@code --shard K/N} of the command line its
     * {@code provenance.json} records, else the folder's name {@code shard-K-of-N}, else the whole run.
     */
    static int[] shardOf(Path dir) {
        org.xqlab.build.Provenance p;
        try {
            p = RunProvenance.read(dir);
        } catch (IllegalArgumentException e) {
            p = null; // an unreadable record: the folder's name decides
        }
        if (p != null && p.commandLine() != null) {
            Matcher m = SHARD_OPTION.matcher(p.commandLine());
            if (m.find()) {
                int[] kn = checked(m);
                if (kn != null) {
                    return kn;
                }
            }
        }
        Matcher m = SHARD.matcher(dir.getFileName() == null ? "" : dir.getFileName().toString());
        if (m.matches()) {
            int[] kn = checked(m);
            if (kn != null) {
                return kn;
            }
        }
        return new int[] {1, 1};
    }

    private static int[] checked(Matcher m) {
        try {
            int k = Integer.parseInt(m.group(1));
            int n = Integer.parseInt(m.group(2));
            return k >= 1 && k <= n ? new int[] {k, n} : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** Whether the folder's run has finished its share (its shard, or the whole run). */
    public boolean finished() {
        return done >= total;
    }

    /** Several folders and all of them together, from one read of each folder's log, so the rows and the total agree. */
    public record Reading(List<FolderStatus> folders, FolderStatus overall) {
    }

    /** Reads {@code dirs} once each: their rows and their overall ({@link #overall}); throws as they do. */
    public static Reading read(List<Path> dirs) {
        List<Read> reads = dirs.stream().map(FolderStatus::readOne).toList();
        return new Reading(reads.stream().map(Read::status).toList(), overall(dirs, reads));
    }

    /** Units with index {@code k - 1} modulo {@code n} among {@code all}. */
    private static int share(int all, int k, int n) {
        return all / n + (k - 1 < all % n ? 1 : 0);
    }

    /** Finished units over all folders (each counted once) against the whole experiment of the first. */
    public static FolderStatus overall(List<Path> dirs) {
        if (dirs.isEmpty()) {
            throw new IllegalArgumentException("no result folder");
        }
        return overall(dirs, dirs.stream().map(FolderStatus::readOne).toList());
    }

    private static FolderStatus overall(List<Path> dirs, List<Read> reads) {
        if (dirs.isEmpty()) {
            throw new IllegalArgumentException("no result folder");
        }
        Read first = reads.get(0);
        Set<String> keys = new HashSet<>();
        for (int i = 0; i < reads.size(); i++) {
            if (!reads.get(i).experimentText().equals(first.experimentText())) {
                throw new IllegalArgumentException(dirs.get(i) + " holds a different experiment than " + dirs.get(0));
            }
            keys.addAll(reads.get(i).keys());
        }
        FolderStatus s = first.status();
        return new FolderStatus(dirs.get(0).getParent() == null ? dirs.get(0) : dirs.get(0).getParent(), s.experiment(),
                s.kind(), "", keys.size(), first.wholeTotal());
    }
}
