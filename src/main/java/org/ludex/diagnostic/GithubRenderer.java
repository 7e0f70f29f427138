package org.ludex.diagnostic;

/**
 * Diagnostics as GitHub Actions workflow commands, one line each:
 * {@code ::error file=PATH,line=L,col=C,endLine=L,endColumn=C,title=CODE::MESSAGE}, so
 * that a workflow run shows each finding on the line of the file it is about. Values
 * are escaped as the workflow command syntax asks ({@code %}, line ends, and in
 * properties {@code :} and {@code ,}).
 */
public final class GithubRenderer {
    private GithubRenderer() {}

    public static String render(String path, Diagnostic d) {
        Span s = d.span();
        return "::" + (d.isError() ? "error" : "warning")
                + " file=" + property(path) + ",line=" + s.line() + ",col=" + s.column()
                + ",endLine=" + s.endLine() + ",endColumn=" + s.endColumn()
                + ",title=" + property(d.code()) + "::" + data(d.message()) + "\n";
    }

    private static String data(String text) {
        return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
    }

    private static String property(String text) {
        return data(text).replace(":", "%3A").replace(",", "%2C");
    }
}
