package org.xqlab.teach.exercise;

import java.util.Locale;

/**
 * The kinds of alpha-beta exercise the classroom poses: mark the branches alpha-beta prunes; enter the
 * (α, β) window a node is entered with, or a node's value; predict which child a best ordering searches
 * first; or work the whole search by hand — every visited node's window and returned value, every
 * pruned branch. The token is what the command line takes ({@code --kind prune|window|order|walk}).
 */
public enum ExerciseKind {
    PRUNE("prune", "Mark the pruned branches", "标出被剪掉的分支"),
    WINDOW("window", "Windows and values", "窗口与值"),
    ORDER("order", "Best ordering", "最佳排序"),
    WALK("walk", "Alpha-beta by hand", "手算 α-β");

    private final String token;
    private final String english;
    private final String chinese;

    ExerciseKind(String token, String english, String chinese) {
        this.token = token;
        this.english = english;
        this.chinese = chinese;
    }

    public String token() {
        return token;
    }

    public String text(boolean zh) {
        return zh ? chinese : english;
    }

    /** The kind named by its token; a bad token is refused naming the tokens that exist. */
    public static ExerciseKind parse(String token) {
        String t = token == null ? "" : token.trim().toLowerCase(Locale.ROOT);
        for (ExerciseKind k : values()) {
            if (k.token.equals(t)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown exercise kind '" + token + "': expected prune, window, order or walk");
    }
}
