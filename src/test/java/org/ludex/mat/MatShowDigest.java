package org.ludex.mat;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.draw.Drawing;
import org.ludex.draw.SvgWriter;
import org.ludex.format.Format;
import org.ludex.format.Hint;
import org.ludex.format.Pipeline;
import org.ludex.format.RecordView;
import org.ludex.parse.Outline;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Everything a match shows, as one text, and its SHA-256: the text at every record (and without {@code --events}),
 * the SVG at every record, the page at three records with the findings, the hover words at every part of the source
 * map, the inlay hints and the outline. {@code MatShowUnchangedTest} holds the digests of every match of the test
 * data equal to the ones the show made before it moved into the code the backgammon notations share.
 */
final class MatShowDigest {
    private MatShowDigest() {}

    @SuppressWarnings("unchecked")
    static String shown(String text) {
        Format<Mat> mat = (Format<Mat>) (Format<?>) new MatFormat();
        StringBuilder out = new StringBuilder();
        for (Pipeline.Checked<Mat> checked : Pipeline.check(mat, text)) {
            out.append("== record\n");
            for (Diagnostic d : checked.diagnostics()) {
                out.append("finding ").append(d.code()).append(' ').append(d.span().startOffset()).append('\n');
            }
            if (checked.model().isEmpty()) {
                continue;
            }
            RecordView view = checked.view(mat);
            int cells = MatRecord.cells(checked.model().get());
            for (int e = -1; e <= cells + 1; e++) {
                OptionalInt at = e < 0 ? OptionalInt.empty() : OptionalInt.of(e);
                out.append("-- show ").append(e).append('\n').append(view.show(at)).append('\n');
                Optional<Drawing> picture = view.picture(at);
                out.append("-- svg ").append(e).append('\n').append(picture.map(SvgWriter::write).orElse(view.nothingToDraw())).append('\n');
            }
            for (OptionalInt at : List.of(OptionalInt.empty(), OptionalInt.of(0), OptionalInt.of(cells / 2))) {
                out.append("-- page ").append(at).append('\n').append(view.page(at, checked.diagnostics()).orElse("(none)")).append('\n');
            }
            for (String path : checked.sourceMap().paths().stream().sorted().toList()) {
                Optional<String> words = view.describe(path);
                if (words.isPresent()) {
                    out.append("-- describe ").append(path).append('\n').append(words.get()).append('\n');
                }
            }
            for (Hint hint : view.hints()) {
                out.append("-- hint ").append(hint.path()).append(' ').append(hint.side()).append(' ').append(hint.label()).append('\n');
            }
            for (Outline outline : view.outline()) {
                out.append("-- outline ").append(outline).append('\n');
            }
        }
        return out.toString();
    }

    static String digest(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(shown(text).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }
}
