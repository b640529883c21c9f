package org.xqlab.ui;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * No import circle through the ui package's common root: each of its top-level classes (I18n, Fonts,
 * AppStyle, the app class …) is a slice of its own and every window package one slice, and no two of
 * them depend on each other both ways (the app class opens the play window; the play window must not
 * reach back into the app class, e.g. for the stylesheet — AppStyle has it).
 */
class UiCyclesTest {
    private static final SliceAssignment ROOT_CLASSES_AND_WINDOWS = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass c) {
            String pkg = c.getPackageName();
            if (pkg.equals("org.xqlab.ui")) {
                String top = c.getName().replaceFirst("\\$.*", "");
                return SliceIdentifier.of("ui root: " + top.substring(top.lastIndexOf('.') + 1));
            }
            if (pkg.startsWith("org.xqlab.ui.")) {
                return SliceIdentifier.of("window package: " + pkg.substring("org.xqlab.ui.".length()).split("\\.")[0]);
            }
            return SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() {
            return "the ui root's classes and the window packages";
        }
    };

    @Test
    void theUiRootsClassesAndTheWindowPackagesFormNoCircle() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.xqlab.ui");
        slices().assignedFrom(ROOT_CLASSES_AND_WINDOWS).should().beFreeOfCycles().check(classes);
    }
}
