package org.xqlab.teach.exercise;

/**
 * One text in both of the app's languages, made where the words are composed (an explanation with its
 * numbers), so a grade can be shown in either language and switched without grading again.
 */
public record Words(String english, String chinese) {

    /** The text in Chinese or English. */
    public String text(boolean chinese) {
        return chinese ? this.chinese : english;
    }

    /** The same text in both languages (numbers, node names). */
    public static Words same(String text) {
        return new Words(text, text);
    }

    /** The Chinese text naming the root 根, as the Chinese figures do (the English says "root"). */
    Words chineseRoot() {
        return new Words(english, chinese.replaceAll("\\broot\\b", "根"));
    }

    /** This text followed by {@code other} in the same language, separated by {@code sep}. */
    public Words then(String sep, Words other) {
        return new Words(english + sep + other.english, chinese + sep + other.chinese);
    }
}
