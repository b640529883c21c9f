package org.xqlab.book;

/** The name of an opening in Chinese ({@code 中炮对屏风马}) and English ({@code Central Cannon vs Screen Horses}). */
public record OpeningName(String chinese, String english) {
    public OpeningName {
        if (chinese == null || english == null || chinese.isBlank() || english.isBlank()) {
            throw new IllegalArgumentException("an opening needs a Chinese and an English name");
        }
    }

    @Override
    public String toString() {
        return chinese + " (" + english + ")";
    }
}
