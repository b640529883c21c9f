package org.xqlab;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

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
}
