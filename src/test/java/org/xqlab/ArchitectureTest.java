package org.xqlab;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The engine must run without JavaFX: only org.xqlab.ui may use JavaFX, ControlsFX or GraphStream. */
class ArchitectureTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.xqlab");
    }

    @Test
    void onlyTheUiPackageUsesJavaFxControlsFxOrGraphStream() {
        noClasses().that().resideOutsideOfPackage("org.xqlab.ui..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..", "org.graphstream..")
                .check(classes);
    }

    @Test
    void rulesDependOnNothingElseOfTheProject() {
        noClasses().that().resideInAPackage("org.xqlab.rules..")
                .should().dependOnClassesThat().resideInAnyPackage("org.xqlab.search..", "org.xqlab.trace..",
                        "org.xqlab.ui..", "org.xqlab.cli..", "org.xqlab.experiment..", "org.xqlab.protocol..",
                        "org.xqlab.teach..", "org.xqlab.book..")
                .check(classes);
    }

    @Test
    void traceDependsOnNoOtherPackageOfTheProject() {
        noClasses().that().resideInAPackage("org.xqlab.trace..")
                .should().dependOnClassesThat().resideInAnyPackage("org.xqlab.rules..", "org.xqlab.search..",
                        "org.xqlab.ui..", "org.xqlab.cli..")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void theGamePackageDependsOnlyOnTheRules() {
        noClasses().that().resideInAPackage("org.xqlab.game..")
                .should().dependOnClassesThat().resideInAnyPackage("org.xqlab.search..", "org.xqlab.trace..",
                        "org.xqlab.ui..", "org.xqlab.cli..", "org.xqlab.experiment..", "org.xqlab.protocol..",
                        "org.xqlab.teach..", "org.xqlab.book..")
                .check(classes);
    }

    @Test
    void onlyTheAppClassAndThePlayWindowKnowThePlayWindow() {
        noClasses().that().resideInAnyPackage("org.xqlab.ui.analysis..", "org.xqlab.ui.classroom..",
                        "org.xqlab.ui.experiments..", "org.xqlab.ui.engines..", "org.xqlab.ui.board..")
                .or().haveFullyQualifiedName("org.xqlab.ui.I18n").or().haveFullyQualifiedName("org.xqlab.ui.MainBoard")
                .or().haveFullyQualifiedName("org.xqlab.ui.Fonts").or().haveFullyQualifiedName("org.xqlab.ui.AppPreferences")
                .should().dependOnClassesThat().resideInAPackage("org.xqlab.ui.play..")
                .check(classes);
    }

    /** Figures are made headless (command line, tests) and by the app alike: no UI, no command line. */
    @Test
    void theFigurePackageUsesNoUiAndNoCommandLine() {
        noClasses().that().resideInAPackage("org.xqlab.figure..")
                .should().dependOnClassesThat().resideInAnyPackage("org.xqlab.ui..", "org.xqlab.cli..",
                        "org.xqlab.experiment..", "org.xqlab.protocol..", "org.xqlab.book..", "org.xqlab.game..")
                .check(classes);
    }

    /**
     * The live feed from the engine to the analysis views (event ring, bridge, session, replay log, the
     * tables' mirror, the view-model) runs without a window: no JavaFX, no UI, and below the figures.
     */
    @Test
    void theFeedPackageUsesNoJavaFxNoUiAndNoFigures() {
        assertTrue(classes.containPackage("org.xqlab.analysis")
                && !classes.getPackage("org.xqlab.analysis").getClasses().isEmpty(), "org.xqlab.analysis holds classes");
        noClasses().that().resideInAPackage("org.xqlab.analysis..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..", "org.graphstream..",
                        "org.xqlab.ui..", "org.xqlab.figure..", "org.xqlab.cli..", "org.xqlab.web..")
                .check(classes);
    }

    /**
     * One road from the engine to the screen: the windows reach a search only through the analysis view-model
     * — never the session that runs it, the bridge its events come over, or the recording of them.
     */
    @Test
    void theUiReachesTheSearchOnlyThroughTheViewModel() {
        noClasses().that().resideInAPackage("org.xqlab.ui..")
                .should().dependOnClassesThat().haveFullyQualifiedName("org.xqlab.analysis.AnalysisSession")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("org.xqlab.analysis.UiBridge")
                .orShould().callMethod(org.xqlab.analysis.AnalysisViewModel.class, "session")
                .orShould().callMethod(org.xqlab.analysis.Timeline.class, "bridge")
                .orShould().callMethod(org.xqlab.analysis.Timeline.class, "recording")
                .check(classes);
    }

    /**
     * The analysis view-model stays a small state machine: what grows goes to its parts (the timeline, the
     * status line, the session), not into it.
     */
    @Test
    void theAnalysisViewModelStaysUnderFiveHundredLines() throws java.io.IOException {
        java.nio.file.Path file = java.nio.file.Path.of("src/main/java/org/xqlab/analysis/AnalysisViewModel.java");
        long lines;
        try (java.util.stream.Stream<String> s = java.nio.file.Files.lines(file)) {
            lines = s.count();
        }
        assertTrue(lines < 500, file + " has " + lines + " lines");
    }

    /**
     * The analysis window's package holds views only: every top-level class there uses JavaFX. What runs
     * without a screen lives below it (the feed and view-model in org.xqlab.analysis, layout and score views
     * in org.xqlab.figure, teaching positions and textbook links in org.xqlab.teach).
     */
    @Test
    void theAnalysisUiPackageHoldsViewsOnly() {
        classes().that().resideInAPackage("org.xqlab.ui.analysis").and().areTopLevelClasses()
                .should().dependOnClassesThat().resideInAnyPackage("javafx..")
                .because("JavaFX-free logic belongs in org.xqlab.analysis, org.xqlab.figure or org.xqlab.teach")
                .check(classes);
    }

    @Test
    void theIoPackageDependsOnNothingElseOfTheProject() {
        noClasses().that().resideInAPackage("org.xqlab.io..")
                .should().dependOnClassesThat().resideInAnyPackage("org.xqlab.rules..", "org.xqlab.search..",
                        "org.xqlab.trace..", "org.xqlab.game..", "org.xqlab.ui..", "org.xqlab.cli..",
                        "org.xqlab.experiment..", "org.xqlab.protocol..", "org.xqlab.teach..", "org.xqlab.book..",
                        "org.xqlab.tune..")
                .check(classes);
    }

    /**
     * The tuning optimisers live in their own package, run headless and from the experiment package alike:
     * it exists, uses no JavaFX, no UI, no command line and not the experiment package that runs it.
     */
    @Test
    void theTunePackageExistsAndDependsOnNeitherUiNorExperiment() {
        assertTrue(classes.containPackage("org.xqlab.tune")
                && !classes.getPackage("org.xqlab.tune").getClasses().isEmpty(), "org.xqlab.tune holds classes");
        noClasses().that().resideInAPackage("org.xqlab.tune..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..", "org.graphstream..",
                        "org.xqlab.ui..", "org.xqlab.cli..", "org.xqlab.experiment..")
                .check(classes);
    }

    /** The game review is a core package: no JavaFX, no UI, no command line (both front ends drive it). */
    @Test
    void theReviewPackageDependsOnNeitherUiNorCommandLine() {
        assertTrue(classes.containPackage("org.xqlab.review")
                && !classes.getPackage("org.xqlab.review").getClasses().isEmpty(), "org.xqlab.review holds classes");
        noClasses().that().resideInAPackage("org.xqlab.review..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..", "org.graphstream..",
                        "org.xqlab.ui..", "org.xqlab.cli..")
                .check(classes);
    }

    /**
     * Each tuning method is an {@link org.xqlab.tune.Optimiser} of its own class in the tune package; the
     * experiment package runs tuning (the tune experiment kind) but holds no optimiser, no error function
     * and no tuning data of its own.
     */
    @Test
    void theOptimisersLiveInTheTunePackageAndNotInTheExperimentPackage() {
        classes().that().implement(org.xqlab.tune.Optimiser.class)
                .should().resideInAPackage("org.xqlab.tune")
                .check(classes);
        noClasses().that().resideInAPackage("org.xqlab.experiment..")
                .should().implement(org.xqlab.tune.Optimiser.class)
                .orShould().haveSimpleNameEndingWith("Tuner")
                .orShould().haveSimpleNameEndingWith("Optimiser")
                .orShould().haveNameMatching(".*\\.(Spsa|GradientFit|ErrorFunction|TuneData|TuneLabels)")
                .check(classes);
        long optimisers = classes.stream()
                .filter(c -> c.isAssignableTo(org.xqlab.tune.Optimiser.class) && !c.isInterface() && !c.getModifiers()
                        .contains(com.tngtech.archunit.core.domain.JavaModifier.ABSTRACT))
                .count();
        assertTrue(optimisers >= org.xqlab.tune.TuneMethod.values().length,
                "one optimiser class per tuning method, found " + optimisers);
    }

    /**
     * Saves go through AtomicFile (or GameFiles.writeAtomically). Exceptions: the experiment's task journal
     * and the match experiment's game journal (both through Journal) append by design; TraceRecorder.open
     * writes in place for tests (the trace package may depend on nothing of the project; the commands hand
     * it an AtomicFile stream).
     */
    @Test
    void filesAreSavedThroughTheAtomicWriter() {
        noClasses().that().resideOutsideOfPackages("org.xqlab.io..", "org.xqlab.ui..", "org.xqlab.game..")
                .and().doNotHaveFullyQualifiedName("org.xqlab.experiment.ResultLog")
                .and().doNotHaveFullyQualifiedName("org.xqlab.experiment.Journal")
                .and().doNotHaveFullyQualifiedName("org.xqlab.trace.TraceRecorder")
                .should().callMethodWhere(com.tngtech.archunit.core.domain.JavaCall.Predicates.target(
                        com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner(
                                com.tngtech.archunit.base.DescribedPredicate.describe("java.nio.file.Files",
                                        (com.tngtech.archunit.core.domain.JavaClass c) -> c.isEquivalentTo(java.nio.file.Files.class))))
                        .and(com.tngtech.archunit.core.domain.JavaCall.Predicates.target(
                                com.tngtech.archunit.core.domain.properties.HasName.Predicates.nameMatching(
                                        "write|writeString|newOutputStream|newBufferedWriter"))))
                .because("a save must never leave a half-written file (org.xqlab.io.AtomicFile)")
                .check(classes);
    }
}
