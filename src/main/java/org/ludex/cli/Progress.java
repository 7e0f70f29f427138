package org.ludex.cli;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A progress bar on standard error, for work that takes more than a moment: shown
 * only when standard error is a terminal, first drawn after a second, redrawn a few
 * times a second from the bytes read so far. Output written through
 * {@link #guard(PrintWriter)} clears the bar first, so lines never mix with it.
 */
final class Progress implements AutoCloseable {
    private static final long FIRST_DRAW_MILLIS = 1000;
    private static final long REDRAW_MILLIS = 200;
    private static final int WIDTH = 30;

    private final PrintWriter err;
    private final long totalBytes;
    private final AtomicLong readBytes = new AtomicLong();
    private final AtomicLong doneFiles = new AtomicLong();
    private final int totalFiles;
    private final ScheduledExecutorService timer;
    private boolean shown;

    private Progress(PrintWriter err, long totalBytes, int totalFiles, boolean draw) {
        this.err = err;
        this.totalBytes = totalBytes;
        this.totalFiles = totalFiles;
        if (draw) {
            timer = Executors.newSingleThreadScheduledExecutor(task -> {
                Thread thread = new Thread(task, "ludex-progress");
                thread.setDaemon(true);
                return thread;
            });
            timer.scheduleAtFixedRate(this::draw, FIRST_DRAW_MILLIS, REDRAW_MILLIS, TimeUnit.MILLISECONDS);
        } else {
            timer = null;
        }
    }

    /** A display that shows nothing (standard error is not a terminal, or it was turned off). */
    static Progress none() {
        return new Progress(null, 0, 0, false);
    }

    static Progress start(PrintWriter err, long totalBytes, int totalFiles, boolean wanted) {
        return new Progress(err, totalBytes, totalFiles, wanted && totalBytes > 0 && stderrIsTerminal());
    }

    /** True when standard error is a terminal; where that cannot be told, when the JVM has a console. */
    static boolean stderrIsTerminal() {
        try {
            Path target = Files.readSymbolicLink(Path.of("/proc/self/fd/2"));
            String name = target.toString();
            return name.startsWith("/dev/pts/") || name.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null;
        }
    }

    /** Counts the bytes read from {@code in} towards the bar. */
    /** Whether the bar counts the bytes read (it is shown); when not, inputs may be read by any means. */
    boolean counts() {
        return timer != null;
    }

    InputStream counting(InputStream in) {
        return timer == null ? in : new FilterInputStream(in) {
            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b >= 0) {
                    readBytes.incrementAndGet();
                }
                return b;
            }

            @Override
            public int read(byte[] buffer, int offset, int length) throws IOException {
                int n = super.read(buffer, offset, length);
                if (n > 0) {
                    readBytes.addAndGet(n);
                }
                return n;
            }
        };
    }

    void fileDone() {
        doneFiles.incrementAndGet();
    }

    /** A writer that clears the bar before it writes. */
    PrintWriter guard(PrintWriter target) {
        if (timer == null) {
            return target;
        }
        return new PrintWriter(new Writer() {
            @Override
            public void write(char[] chars, int offset, int length) {
                synchronized (Progress.this) {
                    clear();
                    target.write(chars, offset, length);
                }
            }

            @Override
            public void flush() {
                target.flush();
            }

            @Override
            public void close() {
                target.flush();
            }
        }, false);
    }

    private synchronized void draw() {
        long read = Math.min(readBytes.get(), totalBytes);
        int filled = (int) (WIDTH * read / totalBytes);
        StringBuilder bar = new StringBuilder("\r[");
        bar.append("=".repeat(filled)).append(filled < WIDTH ? ">" : "").append(" ".repeat(Math.max(0, WIDTH - filled - 1)));
        bar.append(String.format(Locale.ROOT, "] %3d%%  %s of %s", 100 * read / totalBytes, size(read), size(totalBytes)));
        if (totalFiles > 1) {
            bar.append(String.format(Locale.ROOT, "  %d of %d files", doneFiles.get(), totalFiles));
        }
        err.print(bar);
        err.flush();
        shown = true;
    }

    private void clear() {
        if (shown) {
            err.print("\r\033[K");
            err.flush();
            shown = false;
        }
    }

    private static String size(long bytes) {
        if (bytes < 1024 * 1024) {
            return String.format(Locale.ROOT, "%.0f KB", bytes / 1024.0);
        }
        if (bytes < 1024L * 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024));
        }
        return String.format(Locale.ROOT, "%.2f GB", bytes / (1024.0 * 1024 * 1024));
    }

    @Override
    public void close() {
        if (timer != null) {
            timer.shutdownNow();
            synchronized (this) {
                clear();
            }
        }
    }
}
