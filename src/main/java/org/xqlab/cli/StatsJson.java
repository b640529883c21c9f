package org.xqlab.cli;

import org.xqlab.search.IccsMoveCodec;
import org.xqlab.trace.IterationStats;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchCounters;
import org.xqlab.trace.Stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The statistics of a search as plain maps and lists, ready for Jackson. */
final class StatsJson {
    private StatsJson() {
    }

    static Map<String, Object> of(Stats s) {
        Map<String, Object> m = new LinkedHashMap<>();
        SearchCounters c = s.counters();
        m.put("nodes", c.nodes());
        m.put("qnodes", c.qnodes());
        m.put("ttProbes", c.ttProbes());
        m.put("ttHits", c.ttHits());
        m.put("ttCutoffs", c.ttCutoffs());
        m.put("nullMoveTries", c.nullMoveTries());
        m.put("nullMoveCutoffs", c.nullMoveCutoffs());
        m.put("lmrReductions", c.lmrReductions());
        m.put("lmrResearches", c.lmrResearches());
        m.put("betaCutoffs", c.betaCutoffs());
        double first = s.firstMoveCutoffRate();
        m.put("firstMoveCutoffRate", Double.isNaN(first) ? null : first);
        m.put("failHighsByIndex", s.failHighsByIndex());
        // by the node's expected type, as the experiments' rows have them (null where that type made no cutoff)
        Map<String, Long> byType = new LinkedHashMap<>();
        Map<String, Long> firstByType = new LinkedHashMap<>();
        for (NodeType t : NodeType.values()) {
            double rate = s.firstMoveCutoffRate(t);
            String name = t.name().charAt(0) + t.name().substring(1).toLowerCase(java.util.Locale.ROOT);
            m.put("firstMoveCutoffRate" + name, Double.isNaN(rate) ? null : rate);
            byType.put(t.name(), s.cutoffsByNodeType().get(t.ordinal()));
            firstByType.put(t.name(), s.firstMoveCutoffsByNodeType().get(t.ordinal()));
        }
        m.put("cutoffsByNodeType", byType);
        m.put("firstMoveCutoffsByNodeType", firstByType);
        double qFirst = s.quiescenceFirstMoveCutoffRate();
        m.put("quiescenceFirstMoveCutoffRate", Double.isNaN(qFirst) ? null : qFirst);
        m.put("quiescenceFailHighsByIndex", s.quiescenceFailHighsByIndex());
        m.put("quiescence", s.quiescence());
        m.put("cutoffsByStage", names(s.cutoffsByStage()));
        m.put("cutoffsByStep", names(s.cutoffsByStep()));
        m.put("movesProducedByStage", names(s.movesProducedByStage()));
        m.put("movesTriedByStage", names(s.movesTriedByStage()));
        m.put("bestMoveStage", names(s.bestMoveStage()));
        List<Map<String, Object>> iterations = new ArrayList<>();
        for (IterationStats it : s.iterations()) {
            Map<String, Object> i = new LinkedHashMap<>();
            i.put("depth", it.depth());
            i.put("score", it.score());
            i.put("nodes", it.nodes());
            i.put("iterationNodes", it.iterationNodes());
            i.put("timeMillis", it.timeMillis());
            i.put("branchingFactor", Double.isNaN(it.branchingFactor()) ? null : it.branchingFactor());
            List<String> pv = new ArrayList<>();
            for (int move : it.pv()) {
                pv.add(IccsMoveCodec.INSTANCE.format(move));
            }
            i.put("pv", pv);
            iterations.add(i);
        }
        m.put("iterations", iterations);
        return m;
    }

    private static Map<String, Long> names(Map<? extends Enum<?>, Long> byEnum) {
        Map<String, Long> m = new LinkedHashMap<>();
        byEnum.entrySet().stream().sorted(Map.Entry.comparingByKey((a, b) -> a.ordinal() - b.ordinal()))
                .forEach(e -> m.put(e.getKey().name(), e.getValue()));
        return m;
    }
}
