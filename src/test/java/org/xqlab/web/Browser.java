package org.xqlab.web;

import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * A real headless browser for the page tests: Debian's {@code chromium} driven through its
 * {@code chromium-driver} ({@code /usr/bin/chromedriver}, never a downloaded driver), with a fresh
 * profile and no network chatter. Missing browser: the tests fail (CI installs both, see .ci/run);
 * only {@code -Dxqlab.web.skipBrowser=true}, for a developer's machine without them, skips instead.
 */
public final class Browser {
    static final File CHROMIUM = new File("/usr/bin/chromium");
    static final File DRIVER = new File("/usr/bin/chromedriver");

    private Browser() {
    }

    /** A headless chromium with a window of {@code width}×{@code height}; {@code phone}: emulated touch phone. */
    public static ChromeDriver open(int width, int height, boolean phone) throws IOException {
        if (!CHROMIUM.canExecute() || !DRIVER.canExecute()) {
            String why = "the page tests need Debian's chromium and chromium-driver (" + CHROMIUM + ", " + DRIVER
                    + "): apt-get install chromium chromium-driver";
            if (Boolean.getBoolean("xqlab.web.skipBrowser")) {
                Assumptions.abort(why + " (skipped: -Dxqlab.web.skipBrowser=true)");
            }
            fail(why);
        }
        Path profile = Files.createTempDirectory("xqlab-chromium-");
        profile.toFile().deleteOnExit();
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM);
        o.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--user-data-dir=" + profile, "--window-size=" + width + "," + height,
                "--lang=en-GB");
        if (phone) {
            o.setExperimentalOption("mobileEmulation", Map.of("deviceMetrics",
                    Map.of("width", width, "height", height, "pixelRatio", 2.0, "touch", true)));
        }
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER)
                .usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, o);
        if (!phone) {
            viewport(driver, width, height);
        }
        return driver;
    }

    /** Sizes the window so that the page itself (the viewport) is {@code width}×{@code height}. */
    static void viewport(ChromeDriver driver, int width, int height) {
        driver.manage().window().setSize(new org.openqa.selenium.Dimension(width, height));
        long w = ((Number) driver.executeScript("return window.innerWidth;")).longValue();
        long h = ((Number) driver.executeScript("return window.innerHeight;")).longValue();
        if (w != width || h != height) {
            driver.manage().window().setSize(new org.openqa.selenium.Dimension((int) (2L * width - w), (int) (2L * height - h)));
        }
    }
}
