package org.xqlab.web;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** Pages are made headless (command line, tests) and by the app alike: the web package uses no UI and no command line. */
class WebArchitectureTest {
    @Test
    void theWebPackageUsesNoUiNoJavaFxAndNoCommandLine() {
        noClasses().that().resideInAPackage("org.xqlab.web..")
                .should().dependOnClassesThat().resideInAnyPackage("org.xqlab.ui..", "org.xqlab.cli..", "javafx..",
                        "org.xqlab.experiment..", "org.xqlab.protocol..")
                .check(new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPackages("org.xqlab.web"));
    }
}
