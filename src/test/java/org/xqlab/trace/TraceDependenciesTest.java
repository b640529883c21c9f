package org.xqlab.trace;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

class TraceDependenciesTest {

    @Test
    void tracePackageDependsOnlyOnTheJdkAndJackson() {
        JavaClasses trace = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.xqlab.trace");
        classes().that().resideInAPackage("org.xqlab.trace..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("org.xqlab.trace..", "java..", "com.fasterxml.jackson..")
                .check(trace);
    }
}
