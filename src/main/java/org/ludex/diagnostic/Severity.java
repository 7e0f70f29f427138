package org.ludex.diagnostic;

/** How bad a finding is: an error fails {@code check}, a warning never does. */
public enum Severity {
    ERROR,
    WARNING;

    /** The lowercase word used in rendered output and JSON. */
    public String word() {
        return this == ERROR ? "error" : "warning";
    }
}
