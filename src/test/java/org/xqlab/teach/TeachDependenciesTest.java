package org.xqlab.teach;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The classroom's trees speak the trace language and nothing else of the project: no engine, no UI. */
class TeachDependenciesTest {
    @Test
    void teachUsesOnlyTheTracePackageOfTheProject() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.xqlab.teach");
        noClasses().that().resideInAPackage("org.xqlab.teach..")
                .should().dependOnClassesThat().resideInAnyPackage("org.xqlab.rules..", "org.xqlab.search..",
                        "org.xqlab.ui..", "org.xqlab.cli..", "javafx..")
                .check(classes);
    }
}
