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
 * {@code match} or {@code tune}), the units finished (search tasks, game pairs of a match experiment,
 * self-play games of a tune experiment) and how many that folder's run has to finish. A
 * folder named {@code shard-K-of-N} (the default of {@code --shard K/N}) counts against shard K's share
 * of the tasks, any other folder against the whole experiment. {@link #overall} adds up several folders
 * of one experiment, each unit counted once.
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
        String text = ResultLog.experimentText(dir);
        int k = 1;
        int n = 1;
        Matcher m = SHARD.matcher(dir.getFileName() == null ? "" : dir.getFileName().toString());
        if (m.matches()) {
            k = Integer.parseInt(m.group(1));
            n = Integer.parseInt(m.group(2));
            if (k < 1 || k > n) {
                k = 1;
                n = 1;
            }
        }
        String shard = n == 1 ? "" : k + "/" + n;
        if (MatchExperimentFile.isMatch(text)) {
            MatchExperiment e = MatchExperimentFile.parseStored(ResultLog.EXPERIMENT_FILE + " in " + dir, text);
            int all = e.challengers().size() * e.pairs();
            return new FolderStatus(dir, e.name(), "match", shard, MatchLog.read(dir).size(), share(all, k, n));
        }
        if (TuneExperimentFile.isTune(text)) {
            TuneExperiment e = TuneExperimentFile.parse(ResultLog.EXPERIMENT_FILE + " in " + dir, text, null);
            int done = Journal.read(dir, TuneRunner.GAMES_FILE, "pgn", String.class).size();
            return new FolderStatus(dir, e.name(), "tune", shard, done, share(e.selfPlay(), k, n));
        }
        Experiment e = ExperimentFile.parse(ResultLog.EXPERIMENT_FILE + " in " + dir, text, null);
        int all = Task.plan(e).size();
        return new FolderStatus(dir, e.name(), "search", shard, ResultLog.read(dir).size(), share(all, k, n));
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
        String text = ResultLog.experimentText(dirs.get(0));
        Set<String> keys = new HashSet<>();
        for (Path d : dirs) {
            if (!ResultLog.experimentText(d).equals(text)) {
                throw new IllegalArgumentException(d + " holds a different experiment than " + dirs.get(0));
            }
        }
        boolean match = MatchExperimentFile.isMatch(text);
        boolean tune = TuneExperimentFile.isTune(text);
        int total;
        String name;
        if (tune) {
            TuneExperiment e = TuneExperimentFile.parse(ResultLog.EXPERIMENT_FILE, text, null);
            dirs.forEach(d -> keys.addAll(Journal.read(d, TuneRunner.GAMES_FILE, "pgn", String.class).keySet()));
            total = e.selfPlay();
            name = e.name();
        } else if (match) {
            MatchExperiment e = MatchExperimentFile.parseStored(ResultLog.EXPERIMENT_FILE, text);
            dirs.forEach(d -> keys.addAll(MatchLog.read(d).keySet()));
            total = e.challengers().size() * e.pairs();
            name = e.name();
        } else {
            Experiment e = ExperimentFile.parse(ResultLog.EXPERIMENT_FILE, text, null);
            dirs.forEach(d -> keys.addAll(ResultLog.read(d).keySet()));
            total = Task.plan(e).size();
            name = e.name();
        }
        return new FolderStatus(dirs.get(0).getParent() == null ? dirs.get(0) : dirs.get(0).getParent(), name, tune ? "tune" : match ? "match" : "search", "",
                keys.size(), total);
    }
}
