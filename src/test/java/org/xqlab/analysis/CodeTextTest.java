package org.xqlab.analysis;

import org.junit.jupiter.api.Test;
import org.xqlab.trace.CodeFrame.Condition;
import org.xqlab.trace.CodeFrame.CutKind;
import org.xqlab.trace.CodeFrame.Var;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The code pane's variables and condition as text, without a window, in both languages (the app's bundle). */
class CodeTextTest {

    @Test
    void variablesReadAsTheCodePaneWritesThem() {
        List<Var> vars = List.of(new Var("ply", "2"), new Var("window", "(−∞, 5)"), new Var("score", "7"));
        assertEquals("ply 2 · entered with (α, β) (−∞, 5) · score 7", CodeText.varsText(vars, Locale.ENGLISH));
        String zh = CodeText.varsText(vars, Locale.CHINESE);
        assertTrue(zh.startsWith("层 2 · 进入时 (α, β) (−∞, 5) · ") && zh.endsWith(" 7"), zh);
        assertEquals("", CodeText.varsText(List.of(), Locale.ENGLISH));
    }

    @Test
    void theConditionNamesItsViewAndAKnownViewIsTranslated() {
        assertEquals("Cut if a reply scores ≤ -63 (Red's view)",
                CodeText.conditionText(new Condition(CutKind.AT_MOST, -63, "Red's view"), Locale.ENGLISH));
        assertEquals("Cut if a reply scores ≥ 4 (MAX's view)",
                CodeText.conditionText(new Condition(CutKind.AT_LEAST, 4, "MAX"), Locale.ENGLISH));
        assertEquals("剪枝条件：某应着得分 ≤ -63（MAX 的视角）",
                CodeText.conditionText(new Condition(CutKind.AT_MOST, -63, "MAX"), Locale.CHINESE));
        assertEquals("从不剪枝：每个着法都要搜", CodeText.conditionText(new Condition(CutKind.NEVER, 0, null), Locale.CHINESE));
        assertEquals("", CodeText.conditionText(null, Locale.ENGLISH));
    }
}
