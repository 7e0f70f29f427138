package org.ludex.xgid;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.SourceText;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every XGID of the shared corpus ({@code ../shared/corpus/xgid/samples.txt}): the
 * ones before its section F (strings seen in the wild that are wrong) check without
 * errors and convert; where GNU Backgammon is installed, every conversion is compared
 * with what gnubg itself prints. Skipped when the corpus or gnubg is absent.
 */
class GnubgOracleTest {
    private static final Pattern XGID = Pattern.compile("^(?:XGID=)?([-A-Za-z]{20,30}:[^\\s]+)");

    record Sample(String xgid, boolean expectedValid) {}

    static List<Sample> samples() throws IOException {
        Path file = Path.of(System.getProperty("ludex.shared", "../shared"), "corpus/xgid/samples.txt");
        assumeTrue(Files.exists(file), "shared corpus not present: " + file);
        List<Sample> samples = new ArrayList<>();
        boolean negatives = false;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.startsWith("## F.")) {
                negatives = true;
            }
            Matcher m = XGID.matcher(line);
            if (m.find()) {
                samples.add(new Sample("XGID=" + m.group(1), !negatives));
            }
        }
        return samples;
    }

    @Test
    void everyGoodCorpusXgidChecksAndConverts() throws IOException {
        List<Sample> samples = samples();
        assertThat(samples).hasSizeGreaterThan(40);
        for (Sample sample : samples) {
            var checked = XgidReader.READER.check(sample.xgid());
            if (sample.expectedValid()) {
                assertThat(checked.hasErrors()).as(sample.xgid() + " " + checked.diagnostics()).isFalse();
                assertThat(GnubgIdsTest.convert(sample.xgid())).as(sample.xgid()).isNotNull();
            }
        }
        assertThat(samples).filteredOn(s -> !s.expectedValid())
                .allSatisfy(s -> assertThat(XgidReader.READER.check(s.xgid()).diagnostics()).as(s.xgid()).isNotEmpty());
    }

    @Test
    void agreesWithGnuBackgammonItself() throws Exception {
        Path gnubg = Path.of("/usr/games/gnubg");
        assumeTrue(Files.isExecutable(gnubg), "GNU Backgammon is not installed (apt-get install gnubg)");
        int compared = 0;
        for (Sample sample : samples()) {
            String gnubgSays = ask(gnubg, sample.xgid());
            String ours = GnubgIdsTest.convert(sample.xgid());
            if (gnubgSays == null) {
                continue;
            }
            Xgid xgid = XgidReader.READER.read(sample.xgid()).model().orElseThrow();
            String expected = xgid.dice() instanceof Dice.Doubling ? GnubgIdsTest.withDoubleOffered(gnubgSays) : gnubgSays;
            assertThat(ours).as(sample.xgid()).isEqualTo(expected);
            compared++;
        }
        assertThat(compared).isGreaterThan(40);
    }

    /** What gnubg prints for {@code set xgid}, or null when it rejects the string. */
    static String ask(Path gnubg, String xgid) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(gnubg.toString(), "-t", "-q").redirectErrorStream(true).start();
        process.getOutputStream().write(("set xgid " + xgid + "\n").getBytes(StandardCharsets.UTF_8));
        process.getOutputStream().close();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IOException("gnubg did not finish for " + xgid);
        }
        if (out.contains("Not a valid XGID")) {
            return null;
        }
        String position = last(out, "Position ID: *(\\S+)");
        String match = last(out, "Match ID *: *(\\S+)");
        return position + ":" + match;
    }

    private static String last(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        String found = null;
        while (m.find()) {
            found = m.group(1);
        }
        return found;
    }

    @Test
    void conversionOfTheCorpusIsStableBothWays() throws IOException {
        for (Sample sample : samples()) {
            String ids = GnubgIdsTest.convert(sample.xgid());
            if (ids == null) {
                continue;
            }
            var back = XgidConversions.GNUBG_TO_XGID.convert(SourceText.of(ids));
            assertThat(back.text()).as(ids).isPresent();
            assertThat(GnubgIdsTest.convert(back.text().get())).as(sample.xgid()).isEqualTo(ids);
        }
    }
}
