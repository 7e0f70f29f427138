package org.ludex.gcg;

import org.ludex.format.Renaming;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The nicknames of a GCG game as written: each declared once by {@code #playerN nickname Full Name}
 * and named again at the start of every event line, {@code >nickname:}. Found line by line in the
 * text as the client holds it, so that a line that cannot be read still has its nickname found, and
 * renamed with the rest.
 */
final class GcgNicknames {
    private static final Pattern PLAYER = Pattern.compile("^[ \\t]*#player([0-9]+)[ \\t]+([^ \\t\\r\\n]+)");
    private static final Pattern EVENT = Pattern.compile("^[ \\t]*>[ \\t]*([^: \\t\\r\\n]+)[ \\t]*:");
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

    /** Every place a nickname is written, in the order of the text. */
    static List<Place> all(String text) {
        List<Place> places = new ArrayList<>();
        int start = 0;
        while (start <= text.length()) {
            int end = start;
            while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
                end++;
            }
            String line = text.substring(start, end);
            Matcher player = PLAYER.matcher(line);
            Matcher event = EVENT.matcher(line);
            if (player.find()) {
                places.add(new Place(player.group(2), start + player.start(2), start + player.end(2), Integer.parseInt(player.group(1).length() > 6 ? "0" : player.group(1))));
            } else if (event.find()) {
                places.add(new Place(event.group(1), start + event.start(1), start + event.end(1), 0));
            }
            if (end >= text.length()) {
                break;
            }
            start = end + 1;
        }
        return places;
    }
}
