package org.ludex.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.ludex.cgp.CgpFormat;
import org.ludex.gcg.GcgFormat;
import org.ludex.cgprune.RuneFormat;
import org.ludex.ubf.UbfFormat;
import org.ludex.xgid.XgidFormat;

/**
 * Coverage-guided fuzz tests, one per format. In {@code mvn -B verify} each replays
 * the inputs in {@code src/test/resources/org/ludex/fuzz/FormatFuzzTestInputs/<method>/}
 * (seeds, and every crash found so far) as regression tests; {@code scripts/fuzz}
 * runs them in fuzzing mode for a set time.
 */
class FormatFuzzTest {
    @FuzzTest(maxDuration = "10m")
    void xgid(byte[] input) {
        FuzzChecks.check(XgidFormat.INSTANCE, input);
    }

    @FuzzTest(maxDuration = "10m")
    void cgp(byte[] input) {
        FuzzChecks.check(CgpFormat.INSTANCE, input);
    }

    @FuzzTest(maxDuration = "10m")
    void cgpRune(byte[] input) {
        FuzzChecks.check(RuneFormat.INSTANCE, input);
    }

    @FuzzTest(maxDuration = "10m")
    void gcg(byte[] input) {
        FuzzChecks.check(GcgFormat.INSTANCE, input);
    }

    @FuzzTest(maxDuration = "10m")
    void ubf(byte[] input) {
        FuzzChecks.check(UbfFormat.INSTANCE, input);
    }
}
