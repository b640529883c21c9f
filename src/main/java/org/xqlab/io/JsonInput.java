package org.xqlab.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;

/**
 * JSON from a file someone else wrote, parsed within limits: at most {@value #MAX_DEPTH} nested arrays and
 * objects, strings of at most {@value #MAX_STRING} characters, numbers of at most {@value #MAX_NUMBER} digits and
 * documents of at most {@value #MAX_DOCUMENT} characters (Jackson's {@link StreamReadConstraints}). Every error
 * names the source, the line and the column (for a limit passed, where the parser had read to), a limit passed included ({@code nest.json: not valid JSON at line 1
 * column 4001: the JSON nests deeper than 64 arrays and objects}). Depends on nothing of the project.
 */
public final class JsonInput {
    /** The deepest nesting read; experiment files and textbook trees nest a few levels. */
    public static final int MAX_DEPTH = 64;
    /** The longest string value (an inline EPD suite stays far below). */
    public static final int MAX_STRING = 32 << 20;
    /** The longest number in digits. */
    public static final int MAX_NUMBER = 100;
    /** The longest document in characters (the experiment files' cap). */
    public static final long MAX_DOCUMENT = 32L << 20;

    private static final StreamReadConstraints LIMITS = StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH)
            .maxStringLength(MAX_STRING).maxNumberLength(MAX_NUMBER).maxDocumentLength(MAX_DOCUMENT).build();

    /** A factory whose parsers keep the limits (for readers that stream tokens themselves). */
    public static final JsonFactory FACTORY = JsonFactory.builder().streamReadConstraints(LIMITS).build();

    private static final ObjectMapper MAPPER = new ObjectMapper(FACTORY);

    private JsonInput() {
    }

    /**
     * The tree of a JSON text (null for an empty text).
     *
     * @throws IllegalArgumentException {@code SOURCE: not valid JSON at line L column C: what}
     */
    public static JsonNode readTree(String source, String text) {
        JsonParser p = null;
        try (JsonParser parser = FACTORY.createParser(text)) {
            p = parser;
            return MAPPER.readTree(parser);
        } catch (JsonProcessingException e) {
            JsonLocation at = location(e, p);
            throw new IllegalArgumentException(source + ": not valid JSON at line " + at.getLineNr() + " column "
                    + at.getColumnNr() + ": " + message(e));
        } catch (IOException e) {
            throw new IllegalArgumentException(source + ": cannot read: " + e.getMessage());
        }
    }

    /**
     * Where a parse error lies: Jackson gives no location for a limit passed, so the parser's is taken then
     * ({@link JsonLocation#NA} when there is neither).
     */
    public static JsonLocation location(JsonProcessingException e, JsonParser parser) {
        if (e.getLocation() != null && e.getLocation().getLineNr() > 0) {
            return e.getLocation();
        }
        JsonParser p = e.getProcessor() instanceof JsonParser own ? own : parser;
        if (p != null && p.currentLocation() != null) {
            return p.currentLocation();
        }
        return JsonLocation.NA;
    }

    /** The first line of what went wrong, in the program's words for a limit passed. */
    public static String message(JsonProcessingException e) {
        String msg = e.getOriginalMessage() == null ? e.toString() : e.getOriginalMessage();
        if (e instanceof StreamConstraintsException && msg.contains("nesting depth")) {
            return "the JSON nests deeper than " + MAX_DEPTH + " arrays and objects, more than this program reads";
        }
        int cut = msg.indexOf('\n');
        return cut < 0 ? msg : msg.substring(0, cut);
    }
}
