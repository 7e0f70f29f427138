package org.ludex.cgp;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A position in the form the specification writes, for a position read from a dialect: per-player
 * lexicons that name one lexicon become {@code lex}; a known variant is named in lowercase. What the
 * standard form cannot hold (players with different lexicons) is kept as read.
 */
public final class CgpStandard {
    private CgpStandard() {}

    /** The variants the ecosystem names (macondo, liwords, MAGPIE), as they are written. */
    static final Set<String> VARIANTS = Set.of("classic", "wordsmog", "classic_super", "wordsmog_super", "gmowords");

    /** The position in the standard form; the same position when it has nothing to change. */
    public static Cgp of(Cgp cgp) {
        List<Opcode> opcodes = null;
        Optional<String> one = oneLexicon(cgp);
        boolean lexiconWritten = false; // the first per-player lexicon becomes 'lex', the others go
        for (int i = 0; i < cgp.opcodes().size(); i++) {
            Opcode opcode = cgp.opcodes().get(i);
            Opcode standard = opcode;
            if (opcode instanceof Opcode.PlayerLexicon && one.isPresent()) {
                standard = lexiconWritten ? null : new Opcode.Lexicon(one.get());
                lexiconWritten = true;
            } else if (opcode instanceof Opcode.GameVariant variant && knownInAnotherCase(variant.variant())) {
                standard = new Opcode.GameVariant(variant.variant().toLowerCase(Locale.ROOT));
            }
            if (standard != opcode && opcodes == null) {
                opcodes = new ArrayList<>(cgp.opcodes().subList(0, i));
            }
            if (opcodes != null && standard != null) {
                opcodes.add(standard);
            }
        }
        return opcodes == null ? cgp : new Cgp(cgp.board(), cgp.racks(), cgp.scores(), cgp.zeroTurns(), opcodes);
    }

    /**
     * The one lexicon that per-player lexicons name, when {@code lex} is absent and every player's is the
     * same; empty when there are none, when {@code lex} is given, or when they differ.
     */
    static Optional<String> oneLexicon(Cgp cgp) {
        if (cgp.opcode(Opcode.Lexicon.class).isPresent()) {
            return Optional.empty();
        }
        List<String> named = cgp.opcodes().stream().filter(Opcode.PlayerLexicon.class::isInstance)
                .map(o -> ((Opcode.PlayerLexicon) o).lexicon()).distinct().toList();
        return named.size() == 1 ? Optional.of(named.get(0)) : Optional.empty();
    }

    /** Whether a variant is one the ecosystem names, written in another case ({@code WordSmog}). */
    static boolean knownInAnotherCase(String variant) {
        return !VARIANTS.contains(variant) && VARIANTS.contains(variant.toLowerCase(Locale.ROOT));
    }
}
