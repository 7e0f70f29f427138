package org.ludex.diagnostic;

/**
 * Diagnostics as GitHub Actions workflow commands, one line each:
 * {@code ::error file=PATH,line=L,col=C,endLine=L,endColumn=C,title=CODE::MESSAGE}, so
 * that a workflow run shows each finding on the line of the file it is about. As the
 * workflow commands ask, columns are given only for a finding within one line (one over
 * several lines gives {@code line} and {@code endLine} alone). Values are escaped as the
 * workflow command syntax asks ({@code %}, line ends, and in properties {@code :} and
 * {@code ,}).
 */
public final class GithubRenderer {
    /** The title of the annotation for an input that could not be read. */
    public static final String UNREADABLE = "input.unreadable";

    private GithubRenderer() {}

    public static String render(String path, Diagnostic d) {
        Span s = d.span();
        String columns = s.endLine() == s.line() ? ",col=" + s.column() : "";
        String endColumn = s.endLine() == s.line() ? ",endColumn=" + s.endColumn() : "";
        return "::" + (d.isError() ? "error" : "warning")
                + " file=" + property(path) + ",line=" + s.line() + columns
                + ",endLine=" + s.endLine() + endColumn
                + ",title=" + property(d.code()) + "::" + data(d.message()) + "\n";
    }

    /** The annotation for an input that could not be read: an error on the file, with no line. */
    public static String unreadable(String path, String problem) {
        return "::error file=" + property(path) + ",title=" + UNREADABLE + "::" + data(problem) + "\n";
    }

    private static String data(String text) {
        return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
    }

    private static String property(String text) {
        return data(text).replace(":", "%3A").replace(",", "%2C");
    }
}
