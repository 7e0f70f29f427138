package org.ludex.bench;

/**
 * The plain baseline: what a hand-written reader that trusts its input does with one
 * record. It cuts the record into its fields and turns each field into numbers and
 * letters, with no grammar, no positions for messages and no checks. Ludex's figures
 * are reported as a ratio to this loop run on the same bytes in the same JVM.
 */
final class Baselines {
    private Baselines() {}

    /** A sum over the fields read, so that the work cannot be optimised away. */
    static long split(String format, String record) {
        return switch (format) {
            case "xgid" -> xgid(record);
            case "cgp" -> cgp(record);
            case "cgp-rune" -> rune(record);
            case "gcg" -> gcg(record);
            case "ubf" -> ubf(record);
            case "mat" -> mat(record);
            case "sgf" -> sgf(record);
            default -> codePoints(record); // a format with no hand-written reader yet: the least any reader does, one look at each character
        };
    }

    /**
     * A Jellyfish match cut by white space: each roll's two dice, each point of each move (the bar and off as
     * 25 and 0), a hit as one more; every other word as its length.
     */
    static long mat(String record) {
        long sum = 0;
        int i = 0;
        int n = record.length();
        while (i < n) {
            while (i < n && record.charAt(i) <= ' ') {
                i++;
            }
            int start = i;
            while (i < n && record.charAt(i) > ' ') {
                i++;
            }
            if (i == start) {
                break;
            }
            char first = record.charAt(start);
            if (i - start == 3 && record.charAt(start + 2) == ':') {
                sum += (first - '0') * 6 + record.charAt(start + 1) - '0';
            } else if (first >= '0' && first <= '9' || first == 'b' || first == 'B') {
                int number = 0;
                for (int k = start; k < i; k++) {
                    char c = record.charAt(k);
                    if (c >= '0' && c <= '9') {
                        number = number * 10 + c - '0';
                    } else {
                        sum += c == '*' ? number + 1 : number;
                        number = c == 'b' || c == 'B' ? 25 : 0;
                    }
                }
                sum += number;
            } else {
                sum += i - start;
            }
        }
        return sum;
    }

    /**
     * Backgammon SGF cut into its properties: each name's letters, then each bracketed value (a backslash escapes
     * the next character); a move's value (after {@code W} or {@code B}) as its two dice and its points, {@code a}
     * to {@code z} as 1 to 26, every other value as its length. No tree, no positions, no checks.
     */
    static long sgf(String record) {
        long sum = 0;
        int n = record.length();
        boolean move = false;
        for (int i = 0; i < n; i++) {
            char c = record.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                int start = i;
                while (i + 1 < n && record.charAt(i + 1) >= 'A' && record.charAt(i + 1) <= 'Z') {
                    i++;
                }
                move = i == start && (c == 'W' || c == 'B');
                sum += c;
            } else if (c == '[') {
                int start = i + 1;
                long value = 0;
                for (i = start; i < n && record.charAt(i) != ']'; i++) {
                    char v = record.charAt(i);
                    if (v == '\\') {
                        i++;
                    } else if (move && v >= '1' && v <= '6') {
                        value += v - '0';
                    } else if (move && v >= 'a' && v <= 'z') {
                        value += v - 'a' + 1;
                    }
                }
                sum += move ? value : i - start;
            }
        }
        return sum;
    }

    static long codePoints(String record) {
        long sum = 0;
        for (int i = 0; i < record.length(); i++) {
            sum += record.charAt(i);
        }
        return sum;
    }

    static long xgid(String record) {
        String body = record.startsWith("XGID=") ? record.substring(5) : record;
        String[] fields = body.split(":");
        long sum = 0;
        String position = fields[0];
        for (int i = 0; i < position.length(); i++) {
            char c = position.charAt(i);
            sum += c >= 'a' ? -(c - 'a' + 1) : c >= 'A' ? c - 'A' + 1 : 0;
        }
        for (int i = 1; i < fields.length; i++) {
            sum += i == 4 ? fields[i].charAt(0) : Integer.parseInt(fields[i]);
        }
        return sum;
    }

    static long cgp(String record) {
        String[] fields = record.split(" ");
        long sum = 0;
        for (String row : fields[0].split("/")) {
            int number = 0;
            for (int i = 0; i < row.length(); i++) {
                char c = row.charAt(i);
                if (c >= '0' && c <= '9') {
                    number = number * 10 + (c - '0');
                } else {
                    sum += number + c;
                    number = 0;
                }
            }
            sum += number;
        }
        for (String rack : fields[1].split("/", -1)) {
            sum += rack.length();
        }
        for (String score : fields[2].split("/")) {
            sum += Integer.parseInt(score);
        }
        sum += Integer.parseInt(fields[3].replace(";", ""));
        for (int i = 4; i < fields.length; i++) {
            sum += fields[i].length();
        }
        return sum;
    }

    static long rune(String record) {
        String[] fields = record.split(" ");
        long sum = 0;
        for (String row : fields[0].split("\\|")) {
            for (int i = 0; i < row.length(); i++) {
                sum += row.charAt(i) - ' ';
            }
        }
        for (String rack : fields[1].split("\\|", -1)) {
            sum += rack.length();
        }
        for (String score : fields[2].split("\\|")) {
            sum += Integer.parseInt(score);
        }
        sum += Integer.parseInt(fields[3]);
        for (int i = 4; i < fields.length; i++) {
            sum += fields[i].length();
        }
        return sum;
    }

    static long gcg(String file) {
        long sum = 0;
        for (String line : file.split("\n")) {
            if (line.startsWith("#")) {
                int space = line.indexOf(' ');
                sum += space < 0 ? line.length() : line.substring(1, space).length() + line.substring(space + 1).length();
            } else if (line.startsWith(">")) {
                int colon = line.indexOf(':');
                sum += line.substring(1, colon).length();
                String[] fields = line.substring(colon + 1).trim().split("\\s+");
                for (String field : fields) {
                    sum += isNumber(field) ? Integer.parseInt(field) : field.length();
                }
            }
        }
        return sum;
    }

    /** An optionally signed run of digits: a score or a cumulative. */
    private static boolean isNumber(String field) {
        int start = field.charAt(0) == '+' || field.charAt(0) == '-' ? 1 : 0;
        if (start == field.length()) {
            return false;
        }
        for (int i = start; i < field.length(); i++) {
            if (!Character.isDigit(field.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    static long ubf(String file) {
        long sum = 0;
        for (String row : file.split("\n")) {
            String cells = row.trim();
            cells = cells.substring(1, cells.lastIndexOf(']'));
            for (String cell : cells.split(",")) {
                String square = cell.trim();
                sum += (square.charAt(1) - '0') * 31 + square.charAt(2);
            }
        }
        return sum;
    }
}
