package org.xqlab.analysis;

import org.xqlab.search.Scores;
import org.xqlab.trace.CodeFrame;
import org.xqlab.trace.CodeFrame.Condition;
import org.xqlab.trace.CodeFrame.CutKind;
import org.xqlab.trace.CodeFrame.Var;
import org.xqlab.trace.TreeNode;

import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The pseudocode pane's variables and pruning condition of a search node, and their text, without a
 * window: the analysis window's code pane and the exported web page both take them from here, so the
 * two show the same words. Variables: ply, depth, the window the node was entered with, α and β as the
 * move loop has raised them (not for minimax, not in quiescence), the best score so far and the move
 * counter. The text is read from the app's bundle ({@code org/xqlab/ui/messages}, keys {@code code.var.*},
 * {@code code.cut.*}, {@code code.view}) in English or Chinese; a missing key shows as {@code !key!}.
 */
public final class CodeText {
    /** The bundle the pane's words come from. */
    public static final String BUNDLE = "org.xqlab.ui.messages";
    private static final int INF = Scores.INFINITY;

    private CodeText() {
    }

    /** The variables of {@code n} as the pane lists them; {@code minimax}: the algorithm keeps no α/β. */
    public static List<Var> vars(TreeNode n, boolean minimax) {
        List<Var> vars = new ArrayList<>();
        vars.add(new Var("ply", Integer.toString(n.ply())));
        vars.add(new Var("depth", Integer.toString(n.depth())));
        vars.add(new Var("window", "(" + CodeFrame.bound(n.alpha(), INF) + ", " + CodeFrame.bound(n.beta(), INF) + ")"));
        Integer best = best(n);
        if (!minimax && !n.isQuiescence()) {
            int alpha = best == null ? n.alpha() : Math.max(n.alpha(), best);
            vars.add(new Var("alpha", CodeFrame.bound(alpha, INF)));
            vars.add(new Var("beta", CodeFrame.bound(n.beta(), INF)));
        }
        if (best != null) {
            vars.add(new Var("best", Integer.toString(best)));
        }
        if (n.tried() > 0) {
            vars.add(new Var("move", n.candidates() > 0 ? n.tried() + " / " + n.candidates() : Integer.toString(n.tried())));
        }
        return vars;
    }

    /**
     * The best score of the node's moves so far, from its side to move: each move's last search
     * (a PVS or LMR re-search replaces the first), negated; null before the first move returns.
     */
    public static Integer best(TreeNode n) {
        Map<Integer, Integer> byMove = new HashMap<>();
        for (TreeNode c : n.children()) {
            if (c.move() != 0 && c.isFinished()) {
                byMove.put(c.move(), -c.score());
            }
        }
        return byMove.values().stream().max(Integer::compare).orElse(null);
    }

    /**
     * When {@code n} cuts, in a score view: {@code replySign} is +1 when the tree writes a reply's score
     * with the sign it has at {@code n} ("cut if a reply scores ≥ β"), −1 when turned ("≤ −β");
     * {@code perspective} names the view (null: unnamed).
     */
    public static Condition condition(TreeNode n, boolean minimax, int replySign, String perspective) {
        if (minimax) {
            return new Condition(CutKind.NEVER, 0, null);
        }
        if (n.beta() >= INF) {
            return new Condition(CutKind.UNREACHABLE, 0, null);
        }
        return replySign > 0 ? new Condition(CutKind.AT_LEAST, n.beta(), perspective)
                : new Condition(CutKind.AT_MOST, -n.beta(), perspective);
    }

    /** The variables as one line: "ply 2 · depth 1 · …" in the language of {@code locale}. */
    public static String varsText(List<Var> vars, Locale locale) {
        List<String> parts = new ArrayList<>();
        for (Var v : vars) {
            parts.add(get(locale, "code.var." + v.name()) + " " + v.value());
        }
        return String.join(" · ", parts);
    }

    /** The condition as the pane writes it ("Cut if a reply scores ≤ −63 (Red's view)"); "" for none. */
    public static String conditionText(Condition c, Locale locale) {
        if (c == null) {
            return "";
        }
        String p = c.perspective();
        String where = p == null ? "" : get(locale, "code.view", has(locale, "code.view." + p) ? get(locale, "code.view." + p) : p);
        return switch (c.kind()) {
            case NEVER -> get(locale, "code.cut.never");
            case UNREACHABLE -> get(locale, "code.cut.unreachable");
            case AT_LEAST -> get(locale, "code.cut.atLeast", Integer.toString(c.value())) + where;
            case AT_MOST -> get(locale, "code.cut.atMost", Integer.toString(c.value())) + where;
        };
    }

    private static boolean has(Locale locale, String key) {
        return !get(locale, key).equals("!" + key + "!");
    }

    private static String get(Locale locale, String key, Object... args) {
        Locale l = Words.normalize(locale);
        String pattern;
        try {
            pattern = ResourceBundle.getBundle(BUNDLE, l,
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)).getString(key);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
        return args.length == 0 ? pattern : new MessageFormat(pattern, l).format(args);
    }
}
