package org.xqlab.teach;

import org.xqlab.io.AtomicFile;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.JsonStringEncoder;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads textbook trees as JSON with Jackson's streaming parser, so every error knows its line, and
 * writes them in the same compact layout (one line per child of the root):
 * <pre>
 * {
 *   "format": "xqlab-textbook-tree",
 *   "version": 1,
 *   "name": "Alpha cutoff",
 *   "root": "max",
 *   "tree": [
 *     [5, 6],
 *     [3, 9]
 *   ]
 * }
 * </pre>
 * In {@code tree} a number is a leaf (its value, MAX's point of view), an array an inner node with its
 * children in order, and an object a node with a label: {@code {"label": "h2e2", "value": 12}} or
 * {@code {"label": "h2e2", "children": [...]}}. {@code root} is {@code "max"} or {@code "min"}
 * (default max); {@code format}, {@code version} and {@code name} are optional on reading. Anything
 * else — bad JSON, an unknown field, a value out of range, a tree beyond the limits of
 * {@link TextbookTree} — is a {@link TreeFormatException} naming line, column and field.
 */
public final class TreeJson {
    public static final String FORMAT = "xqlab-textbook-tree";
    public static final int VERSION = 1;
    private static final JsonFactory FACTORY = org.xqlab.io.JsonInput.FACTORY;

    private TreeJson() {
    }

    public static String write(TextbookTree tree) {
        StringWriter w = new StringWriter();
        try {
            write(tree, w);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return w.toString();
    }

    public static void save(TextbookTree tree, Path file) throws IOException {
        AtomicFile.write(file, out -> {
            Writer w = new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8);
            write(tree, w);
            w.flush();
        });
    }

    /** Reads a tree file; memory stays bounded (the parser stops at the limits of {@link TextbookTree}). */
    public static TextbookTree load(Path file) throws IOException {
        String problem = org.xqlab.io.InputFiles.problem(file, "a tree file");
        if (problem != null) {
            throw new IOException(problem);
        }
        byte[] head;
        try (java.io.InputStream in = Files.newInputStream(file)) {
            head = in.readNBytes(1 << 16);
        }
        int line = 1;
        int column = 1;
        for (byte b : head) {
            if (b == 0) {
                throw new TreeFormatException(line, column, "", "binary data (a NUL byte), not a tree file: a tree"
                        + " file is JSON text in UTF-8");
            }
            if (b == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return read(r);
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new TreeFormatException(1, 1, "", "bytes that are not UTF-8 text (binary data?), not a tree file:"
                    + " a tree file is JSON text in UTF-8");
        }
    }

    public static TextbookTree read(String json) {
        try {
            return read(new StringReader(json));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Writes the tree with each child of the root on its own line. */
    public static void write(TextbookTree tree, Writer out) throws IOException {
        StringBuilder sb = new StringBuilder("{\n");
        sb.append("  \"format\": ").append(quote(FORMAT)).append(",\n");
        sb.append("  \"version\": ").append(VERSION).append(",\n");
        sb.append("  \"name\": ").append(quote(tree.name())).append(",\n");
        sb.append("  \"root\": ").append(quote(tree.rootIsMax() ? "max" : "min")).append(",\n");
        sb.append("  \"tree\": ");
        TextbookNode root = tree.root();
        if (root.isLeaf() || root.label() != null) {
            node(sb, root);
        } else {
            sb.append('[');
            for (int i = 0; i < root.childCount(); i++) {
                sb.append(i == 0 ? "\n    " : ",\n    ");
                node(sb, root.child(i));
            }
            sb.append("\n  ]");
        }
        sb.append("\n}\n");
        out.write(sb.toString());
    }

    private static void node(StringBuilder sb, TextbookNode n) {
        if (n.label() != null) {
            sb.append("{\"label\": ").append(quote(n.label()));
            if (n.isLeaf()) {
                sb.append(", \"value\": ").append(n.value());
            } else {
                sb.append(", \"children\": ");
                children(sb, n);
            }
            sb.append('}');
        } else if (n.isLeaf()) {
            sb.append(n.value());
        } else {
            children(sb, n);
        }
    }

    private static void children(StringBuilder sb, TextbookNode n) {
        sb.append('[');
        for (int i = 0; i < n.childCount(); i++) {
            sb.append(i == 0 ? "" : ", ");
            node(sb, n.child(i));
        }
        sb.append(']');
    }

    private static String quote(String text) {
        return "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(text)) + "\"";
    }

    /** Reads one tree; see the class contract for the errors. */
    public static TextbookTree read(Reader in) throws IOException {
        JsonParser parser = null;
        try (JsonParser p = FACTORY.createParser(in)) {
            parser = p;
            return new Reading(p).document();
        } catch (StreamReadException e) {
            // bad JSON, and numbers Jackson cannot hold (a fuzzing finding: "version": 14444444444444)
            JsonLocation at = org.xqlab.io.JsonInput.location(e, parser);
            throw new TreeFormatException(at.getLineNr(), at.getColumnNr(), "",
                    "not valid JSON: " + org.xqlab.io.JsonInput.message(e));
        }
    }

    /** One pass over the tokens of a document. */
    private static final class Reading {
        private final JsonParser p;
        private int nodes;

        Reading(JsonParser p) {
            this.p = p;
        }

        private TreeFormatException error(String field, String problem) {
            JsonLocation at = p.currentTokenLocation();
            return new TreeFormatException(at.getLineNr(), at.getColumnNr(), field, problem);
        }

        TextbookTree document() throws IOException {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw error("", "expected a JSON object { \"tree\": … }");
            }
            String name = "";
            boolean max = true;
            TextbookNode root = null;
            JsonLocation treeAt = null;
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                JsonToken t = p.nextToken();
                switch (field) {
                    case "format":
                        if (t != JsonToken.VALUE_STRING || !FORMAT.equals(p.getText())) {
                            throw error(field, "expected \"" + FORMAT + "\", found " + p.getText());
                        }
                        break;
                    case "version":
                        if (t != JsonToken.VALUE_NUMBER_INT || p.getNumberType() != JsonParser.NumberType.INT
                                || p.getIntValue() != VERSION) {
                            throw error(field, "expected " + VERSION + ", found " + p.getText());
                        }
                        break;
                    case "name":
                        if (t != JsonToken.VALUE_STRING) {
                            throw error(field, "expected a string, found " + p.getText());
                        }
                        name = p.getText();
                        break;
                    case "root":
                        if (t != JsonToken.VALUE_STRING || !("max".equals(p.getText()) || "min".equals(p.getText()))) {
                            throw error(field, "expected \"max\" or \"min\", found " + p.getText());
                        }
                        max = "max".equals(p.getText());
                        break;
                    case "tree":
                        treeAt = p.currentTokenLocation();
                        root = node("tree", 0);
                        break;
                    default:
                        throw error(field, "unknown field (known: format, version, name, root, tree)");
                }
            }
            if (p.currentToken() != JsonToken.END_OBJECT) {
                throw error("", "expected a field name or }");
            }
            if (root == null) {
                throw error("tree", "missing field");
            }
            if (p.nextToken() != null) {
                throw error("", "unexpected content after the closing }");
            }
            try {
                return new TextbookTree(name, max, root);
            } catch (IllegalArgumentException e) {
                throw new TreeFormatException(treeAt.getLineNr(), treeAt.getColumnNr(), "tree", e.getMessage());
            }
        }

        /** The node whose first token is current. */
        private TextbookNode node(String path, int ply) throws IOException {
            if (ply > TextbookTree.MAX_HEIGHT) {
                throw error(path, "deeper than " + TextbookTree.MAX_HEIGHT + " plies");
            }
            if (++nodes > TextbookTree.MAX_NODES) {
                throw error(path, "more than " + TextbookTree.MAX_NODES + " nodes");
            }
            JsonToken t = p.currentToken();
            if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
                return TextbookNode.leaf(value(path));
            }
            if (t == JsonToken.START_ARRAY) {
                return children(new TextbookNode(), path, ply);
            }
            if (t == JsonToken.START_OBJECT) {
                return labelled(path, ply);
            }
            throw error(path, "expected a number, an array or an object, found "
                    + (t == null ? "the end" : p.getText()));
        }

        private int value(String path) throws IOException {
            if (p.currentToken() != JsonToken.VALUE_NUMBER_INT) {
                throw error(path, "leaf value " + p.getText() + " is not an integer");
            }
            if (p.getNumberType() != JsonParser.NumberType.INT
                    || Math.abs(p.getIntValue()) > TextbookTree.MAX_VALUE) {
                throw error(path, "leaf value " + p.getText() + " is outside ±" + TextbookTree.MAX_VALUE);
            }
            return p.getIntValue();
        }

        private TextbookNode children(TextbookNode n, String path, int ply) throws IOException {
            int i = 0;
            while (p.nextToken() != JsonToken.END_ARRAY) {
                String childPath = path + "[" + i + "]";
                if (i >= TextbookTree.MAX_CHILDREN) {
                    throw error(childPath, "a node has at most " + TextbookTree.MAX_CHILDREN + " children");
                }
                n.attach(i++, node(childPath, ply + 1));
            }
            if (i == 0) {
                throw error(path, "an inner node needs at least one child (write a number for a leaf)");
            }
            return n;
        }

        private TextbookNode labelled(String path, int ply) throws IOException {
            String label = null;
            TextbookNode n = null;
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                JsonToken t = p.nextToken();
                String fieldPath = path + "." + field;
                if ("label".equals(field)) {
                    if (t != JsonToken.VALUE_STRING) {
                        throw error(fieldPath, "expected a string, found " + p.getText());
                    }
                    label = p.getText();
                } else if ("value".equals(field) && n == null) {
                    if (t != JsonToken.VALUE_NUMBER_INT && t != JsonToken.VALUE_NUMBER_FLOAT) {
                        throw error(fieldPath, "expected an integer, found " + p.getText());
                    }
                    n = TextbookNode.leaf(value(fieldPath));
                } else if ("children".equals(field) && n == null) {
                    if (t != JsonToken.START_ARRAY) {
                        throw error(fieldPath, "expected an array, found " + p.getText());
                    }
                    n = children(new TextbookNode(), fieldPath, ply);
                } else {
                    throw error(fieldPath, "children".equals(field) || "value".equals(field)
                            ? "a node has either a value or children" : "unknown field (known: label, value, children)");
                }
            }
            if (n == null) {
                throw error(path, "a labelled node needs \"value\" or \"children\"");
            }
            n.label = label;
            return n;
        }
    }
}
