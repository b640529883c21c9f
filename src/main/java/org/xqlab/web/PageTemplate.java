package org.xqlab.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.TreeMap;

/**
 * Puts a page together from the resources in {@code org/xqlab/web}: {@code page.html} with
 * {@code page.css}, the helpers both pages use ({@code common.js}, once), the page's script
 * ({@code player.js} or {@code exercise.js}) and its data as JSON inlined, so the one file needs nothing else. The JSON is made safe inside a script element
 * ({@code </} and the line separators escaped).
 */
final class PageTemplate {
    private static final ObjectMapper JSON = new ObjectMapper();

    private PageTemplate() {
    }

    static String page(Map<String, Object> data, String script) {
        String json;
        try {
            json = JSON.writeValueAsString(data);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("page data cannot be written as JSON", e);
        }
        json = json.replace("</", "<\\/").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029");
        String html = resource("page.html");
        return html.replace("/*STYLE*/", resource("page.css"))
                .replace("/*DATA*/", "window.XQLAB_DATA = " + json + ";")
                .replace("/*COMMON*/", resource("common.js"))
                .replace("/*SCRIPT*/", resource(script));
    }

    /** The page's own interface words ({@code ui.*} in the page's bundle), without the prefix. */
    static Map<String, String> uiWords(boolean zh) {
        ResourceBundle b = ResourceBundle.getBundle(AppWords.PAGE, zh ? Locale.CHINESE : Locale.ENGLISH,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        Map<String, String> out = new TreeMap<>();
        for (String k : b.keySet()) {
            if (k.startsWith("ui.")) {
                out.put(k.substring(3), b.getString(k));
            }
        }
        return out;
    }

    static String resource(String name) {
        try (InputStream in = PageTemplate.class.getResourceAsStream("/org/xqlab/web/" + name)) {
            if (in == null) {
                throw new IllegalStateException("the page resource " + name + " is missing from the build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
