package org.ludex.xgid;

import org.ludex.format.Conversion;

import java.util.List;
import java.util.Optional;

/** The conversions XGID brings: to GNU Backgammon's {@code PositionID:MatchID}, and from it. */
final class XgidConversions {
    /** XGID to GNU Backgammon {@code PositionID:MatchID}; what cannot cross is a warning. */
    static final Conversion<?> XGID_TO_GNUBG = new Conversion<>("gnubg", XgidFormat.INSTANCE, (xgid, map) -> {
        GnubgIds.Ids ids = GnubgIds.toGnubg(xgid, map);
        return new Conversion.Converted(ids.text(), ids.diagnostics());
    }).described("PositionID:MatchID");

    /** GNU Backgammon ids to XGID: the ids are decoded, and the XGID that results is validated too. */
    static final Conversion<?> GNUBG_TO_XGID = new Conversion<>("xgid", GnubgIdNotation.INSTANCE,
            (xgid, map) -> new Conversion.Converted(Optional.of(XgidWriter.write(xgid)), List.of()));

    private XgidConversions() {}
}
