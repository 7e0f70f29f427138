package org.ludex.xgid;

import org.ludex.diagnostic.Diagnostic;
import org.ludex.diagnostic.Diagnostics;
import org.ludex.diagnostic.SourceText;
import org.ludex.format.Converter;
import org.ludex.parse.ParseResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The XGID conversions: to and from GNU Backgammon {@code PositionID:MatchID}. */
public final class XgidConverters {
    /** XGID to gnubg: the XGID must check without errors; what cannot cross is a warning. */
    public static final Converter TO_GNUBG = new Converter() {
        @Override
        public String from() {
            return "xgid";
        }

        @Override
        public String to() {
            return "gnubg";
        }

        @Override
        public boolean recordPerLine() {
            return true;
        }

        @Override
        public Result convert(SourceText record) {
            ParseResult<Xgid> checked = XgidReader.check(record);
            if (checked.hasErrors() || checked.model().isEmpty()) {
                return new Result(Optional.empty(), checked.diagnostics());
            }
            GnubgIds.Ids ids = GnubgIds.toGnubg(checked.model().get(), checked.sourceMap());
            return new Result(ids.text(), Diagnostics.merged(checked.diagnostics(), ids.diagnostics()));
        }
    };

    /** gnubg to XGID: the ids are decoded, and the XGID that results is validated too. */
    public static final Converter FROM_GNUBG = new Converter() {
        @Override
        public String from() {
            return "gnubg";
        }

        @Override
        public String to() {
            return "xgid";
        }

        @Override
        public boolean recordPerLine() {
            return true;
        }

        @Override
        public Result convert(SourceText record) {
            ParseResult<Xgid> read = GnubgIds.fromGnubg(record);
            if (read.hasErrors() || read.model().isEmpty()) {
                return new Result(Optional.empty(), read.diagnostics());
            }
            List<Diagnostic> all = new ArrayList<>(read.diagnostics());
            List<Diagnostic> content = XgidValidator.validate(read.model().get(), read.sourceMap());
            all.addAll(content);
            if (Diagnostics.hasErrors(content)) {
                return new Result(Optional.empty(), all);
            }
            return new Result(Optional.of(XgidWriter.write(read.model().get())), all);
        }
    };

    private XgidConverters() {}
}
