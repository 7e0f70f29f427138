package org.ludex.cgprune;

import org.ludex.cgp.CgpDiagram;
import org.ludex.cgp.CgpPictures;
import org.ludex.draw.Drawing;
import org.ludex.format.Pictures;

import java.util.Optional;

/** How the rune draft is drawn: through its letters, as the current CGP, where its runes have letters. */
final class RunePictures implements Pictures<RuneCgp> {
    static final RunePictures INSTANCE = new RunePictures();

    private RunePictures() {}

    @Override
    public String show(RuneCgp model) {
        return RuneConversion.toCgp(model).map(CgpDiagram::draw)
                .orElseGet(() -> RuneWriter.write(model) + "\n(the runes have no letters in the " + model.distributionName() + " alphabet)\n");
    }

    @Override
    public Optional<Drawing> picture(RuneCgp model) {
        return RuneConversion.toCgp(model).flatMap(CgpPictures.INSTANCE::picture);
    }

    @Override
    public String nothingToDraw(RuneCgp model) {
        return RuneConversion.toCgp(model).map(CgpPictures.INSTANCE::nothingToDraw).orElse("the runes have no letters in their alphabet");
    }
}
