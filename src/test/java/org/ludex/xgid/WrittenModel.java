package org.ludex.xgid;

import java.util.OptionalInt;

/**
 * The model as XGID's writer gives it back, for the tests that write a model and read it again: equal to the model,
 * but for the one normalisation the format's decisions ask for: a nine-field XGID has no max cube, and the writer
 * always writes ten fields, supplying the default 10 (or the cube, if higher).
 */
public final class WrittenModel {
    private WrittenModel() {}

    public static Object canonical(Object model) {
        if (model instanceof Xgid xgid && xgid.maxCube().isEmpty()) {
            return new Xgid(xgid.position(), xgid.cube(), xgid.turn(), xgid.dice(), xgid.bottomScore(), xgid.topScore(), xgid.play(),
                    OptionalInt.of(XgidWriter.defaultMaxCube(xgid)));
        }
        return model;
    }
}
