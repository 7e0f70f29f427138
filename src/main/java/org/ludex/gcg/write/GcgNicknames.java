package org.ludex.gcg.write;

import org.ludex.diagnostic.Span;
import org.ludex.format.Renaming;
import org.ludex.gcg.Gcg;
import org.ludex.gcg.GcgPaths;
import org.ludex.gcg.GcgReader;
import org.ludex.gcg.Pragma;
import org.ludex.parse.ParseResult;
import org.ludex.parse.SourceMap;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The nicknames of a GCG game as written: each declared once by {@code #playerN nickname Full Name}
 * and named again at the start of every event line, {@code >nickname:}. Found where the reader's
 * source map puts them, an event line that cannot be read included, so that its nickname is renamed
 * with the rest.
 */
final class GcgNicknames {
    /** What a nickname may be: one word, no colon. */
    static final Pattern VALID = Pattern.compile("[^: \\t\\r\\n#>]+");

    private GcgNicknames() {}

    /** The nicknames as an editor renames them. */
    static final Renaming RENAMING = new Renaming() {
        @Override
        public List<Renaming.Name> names(String text) {
            return all(text).stream().map(p -> new Renaming.Name(p.name(), p.start(), p.end(), p.declaration(),
                    p.declaration() ? "player " + p.number() : "")).toList();
        }

        @Override
        public boolean allows(String name) {
            return name != null && VALID.matcher(name).matches();
        }

        @Override
        public String noun() {
            return "nickname";
        }

        @Override
        public String rule() {
            return "a nickname is one word with no space, ':', '#' or '>'";
        }

        @Override
        public String taken(String name) {
            return "another player is already called '" + name + "'";
        }
    };

    /** One place a nickname is written: from {@code start} to {@code end} (indexes into the text); {@code number} is the player's number where declared, else 0. */
    record Place(String name, int start, int end, int number) {
        boolean declaration() {
            return number > 0;
        }

        boolean covers(int index) {
            return index >= start && index <= end;
        }
    }

    /** Every place a nickname is written, in the order of the text: where the reader's source map has it. */
    static List<Place> all(String text) {
        ParseResult<Gcg> read = GcgReader.read(text);
        if (read.model().isEmpty()) {
            return List.of();
        }
        Gcg gcg = read.model().get();
        SourceMap map = read.sourceMap();
        String nickname = GcgPaths.Field.NICKNAME.part();
        List<Place> places = new ArrayList<>();
        for (int j = 0; j < gcg.pragmas().size(); j++) {
            String path = GcgPaths.pragma(j) + "/" + nickname;
            if (map.has(path)) {
                Pragma pragma = gcg.pragmas().get(j).pragma();
                places.add(place(text, map.span(path), pragma instanceof Pragma.PlayerInfo player ? player.number() : 0));
            }
        }
        for (int i = 0; i < gcg.events().size(); i++) {
            places.add(place(text, map.span(GcgPaths.event(i, GcgPaths.Field.NICKNAME)), 0));
        }
        places.sort(Comparator.comparingInt(Place::start));
        return places;
    }

    private static Place place(String text, Span span, int number) {
        int start = text.offsetByCodePoints(0, (int) span.startOffset());
        int end = text.offsetByCodePoints(start, (int) (span.endOffset() - span.startOffset()));
        return new Place(text.substring(start, end), start, end, number);
    }
}
