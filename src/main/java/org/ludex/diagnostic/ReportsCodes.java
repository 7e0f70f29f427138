package org.ludex.diagnostic;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a format's registered class: the code families it reports beyond its own package's, each named by the class of
 * its code constants, whose package holds the family's {@code codes.tsv} (the rules a format shares with other
 * notations: every notation of a backgammon match reports the {@code backgammon.*} family). The codes table
 * ({@link Codes}) reads each family's table once, however many formats name it.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface ReportsCodes {
    Class<?>[] value();
}
