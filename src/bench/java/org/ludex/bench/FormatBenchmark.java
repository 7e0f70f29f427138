package org.ludex.bench;

import org.ludex.diagnostic.SourceText;
import org.ludex.format.Format;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * One record per operation, cycling through a seeded corpus, on one thread: JMH's
 * operations per second are records per second. {@code read} is syntax and field
 * encodings into the model; {@code check} adds the validator (what {@code ludex
 * check} does per record); {@code write} prints models back as canonical text;
 * {@code baseline} cuts the same records into fields by hand.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
// Eight seconds of warm-up: with four, GCG's check (a game read and replayed, the most code per
// operation) was still rising through the first measured iterations on a busy machine.
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xmx1g", "-XX:+UseParallelGC"})
public class FormatBenchmark {
    /** How many records each corpus has: enough that the cycle does not sit in one cache line of branches. */
    static int corpusSize(String format) {
        return switch (format) {
            case "gcg" -> 400;
            case "ubf" -> 2_000;
            case "mat", "sgf" -> 200;
            default -> 10_000;
        };
    }

    static final long SEED = 20261121L;

    @Param({"xgid", "cgp", "cgp-rune", "gcg", "ubf", "mat", "sgf"})
    public String format;

    private Format<Object> binding;
    private String[] texts;
    private Object[] models;
    private int next;

    @Setup
    @SuppressWarnings("unchecked")
    public void setUp() {
        Corpora.Corpus corpus = Corpora.generate(format, corpusSize(format), SEED);
        binding = (Format<Object>) corpus.format();
        texts = corpus.records().toArray(String[]::new);
        models = new Object[texts.length];
        for (int i = 0; i < texts.length; i++) {
            models[i] = binding.read(SourceText.of(texts[i])).model().orElseThrow();
        }
    }

    private int next() {
        int i = next;
        next = i + 1 == texts.length ? 0 : i + 1;
        return i;
    }

    @Benchmark
    public Object read() {
        return binding.read(SourceText.of(texts[next()]));
    }

    @Benchmark
    public Object check() {
        return binding.check(SourceText.of(texts[next()]));
    }

    @Benchmark
    public String write() {
        return binding.write(models[next()]);
    }

    @Benchmark
    public long baseline() {
        return Baselines.split(format, texts[next()]);
    }
}
