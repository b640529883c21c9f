package org.xqlab.web;

import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Captions;
import org.xqlab.teach.NodeState;
import org.xqlab.teach.Playback;
import org.xqlab.teach.PlaybackCode;
import org.xqlab.teach.RecordedEvent;
import org.xqlab.teach.TextbookListing;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;
import org.xqlab.trace.CodeFrame;
import org.xqlab.trace.Listing;
import org.xqlab.analysis.CodeText;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The timeline of a classroom tree for a page: the classroom's own {@link Playback} stepped event by
 * event, each step a {@link Frame} with the playback's caption ({@link Playback#caption}), its
 * pseudocode frame ({@link PlaybackCode}) in the algorithm's {@link TextbookListing}, and the nodes
 * whose status, value or details changed. Values and windows are in MAX's view, as the classroom shows them.
 */
final class TextbookReplay {
    final List<PageNode> nodes = new ArrayList<>();
    final List<Frame> frames = new ArrayList<>();
    final Listing listing;
    final TextbookTree tree;
    final Algorithm algorithm;
    private final Map<TextbookNode, PageNode> pageNodes = new IdentityHashMap<>();

    TextbookReplay(TextbookTree tree, TextbookSearch search) {
        this.tree = tree;
        this.algorithm = search.algorithm();
        this.listing = TextbookListing.of(algorithm);
        for (TextbookNode n : tree.nodes()) {
            add(n);
        }
        PageNode.layout(pageNodes.get(tree.root()), 0, 0);
        Playback p = Playback.record(tree, search);
        Map<TextbookNode, Object[]> shownBefore = new IdentityHashMap<>();
        do {
            frames.add(frame(p, shownBefore));
        } while (p.stepForward());
    }

    private PageNode add(TextbookNode n) {
        PageNode parent = n.parent() == null ? null : pageNodes.get(n.parent());
        String name = Playback.name(n);
        PageNode pn = new PageNode(nodes.size(), parent, new String[] {name, n.parent() == null && n.label() == null ? "根" : name});
        pn.shape = n.isLeaf() ? "leaf" : tree.isMax(n) ? "max" : "min";
        nodes.add(pn);
        pageNodes.put(n, pn);
        return pn;
    }

    private Frame frame(Playback p, Map<TextbookNode, Object[]> before) {
        RecordedEvent e = p.lastEvent();
        String kind = e == null ? Frame.ITERATION : switch (e.kind()) {
            case CUTOFF -> Frame.CUT;
            case SEARCH_STARTED, SEARCH_FINISHED, ITERATION_STARTED, ITERATION_FINISHED -> Frame.ITERATION;
            default -> Frame.NODE;
        };
        TextbookNode current = p.current();
        Frame f = new Frame(kind, current == null ? 0 : pageNodes.get(current).index,
                new String[] {p.caption(false), p.caption(true)});
        CodeFrame code = PlaybackCode.frame(p, algorithm);
        f.lines.addAll(listing.linesOf(code.section(), code.key()));
        for (int i = 0; i < 2; i++) {
            boolean zh = i == 1;
            if (!f.lines.isEmpty()) {
                f.step[i] = AppWords.get(AppWords.APP, zh, "code.at", listing.lines().get(f.lines.get(0)).stepName(zh));
            }
            Locale locale = zh ? Locale.CHINESE : Locale.ENGLISH;
            f.vars[i] = CodeText.varsText(code.vars(), locale);
            f.condition[i] = CodeText.conditionText(code.condition(), locale);
        }
        for (TextbookNode n : tree.nodes()) {
            Object[] now = show(p, n);
            if (!Arrays.equals(now, before.get(n))) {
                before.put(n, now);
                f.changes.add(new Object[] {pageNodes.get(n).index, now[0], now[1], now[2], now[3]});
            }
        }
        return f;
    }

    /** A node's status letter, value label and details (English, Chinese) after the playback's applied events. */
    private Object[] show(Playback p, TextbookNode n) {
        NodeState s = p.state(n);
        String status = switch (s.status()) {
            case UNVISITED -> "u";
            case ON_PATH -> "p";
            case CURRENT -> "c";
            case DONE -> s.cut() != null ? "k" : "d";
            case PRUNED -> "x";
        };
        String label = n.isLeaf() ? Integer.toString(n.value()) : s.done() ? Captions.value(s.value(), s.bound()) : "";
        String[] d = new String[2];
        for (int i = 0; i < 2; i++) {
            boolean zh = i == 1;
            StringBuilder sb = new StringBuilder(pageNodes.get(n).name[i]).append(" (")
                    .append(n.isLeaf() ? AppWords.get(AppWords.PAGE, zh, "node.leaf") : tree.isMax(n) ? "MAX" : "MIN").append(')');
            if (n.isLeaf()) {
                sb.append('\n').append(AppWords.get(AppWords.PAGE, zh, "node.given", Integer.toString(n.value())));
            }
            if (s.visited() && algorithm.prunes()) {
                sb.append('\n').append(AppWords.get(AppWords.PAGE, zh, "node.window", Captions.window(s.alpha(), s.beta())));
            }
            if (s.done()) {
                sb.append('\n').append(AppWords.get(AppWords.PAGE, zh, "node.value", Captions.value(s.value(), s.bound())));
            } else if (s.status() == NodeState.Status.UNVISITED) {
                sb.append('\n').append(AppWords.get(AppWords.PAGE, zh, "node.notYet"));
            }
            if (s.cut() != null) {
                sb.append('\n').append(AppWords.get(AppWords.PAGE, zh, "node.why", s.cut().text(zh)));
            }
            if (s.prunedBy() != null) {
                sb.append('\n').append(AppWords.get(AppWords.PAGE, zh, "node.prunedBy", s.prunedBy().text(zh)));
            }
            d[i] = sb.toString();
        }
        return new Object[] {status, label, d[0], d[1]};
    }
}
