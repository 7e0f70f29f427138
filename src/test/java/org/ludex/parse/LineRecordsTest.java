package org.ludex.parse;

import org.junit.jupiter.api.Test;
import org.ludex.diagnostic.SourceText;
import org.ludex.diagnostic.Span;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class LineRecordsTest {
    @Test
    void everyNonBlankLineIsARecordThatKeepsItsPlace() {
        List<SourceText> records = LineRecords.split("one\r\n\r\n  two \t\n \t \nthree\rfour");
        assertThat(records).extracting(SourceText::text).containsExactly("one", "two", "three", "four");
        assertThat(records.get(1).all()).isEqualTo(new Span(3, 3, 3, 6, 9, 12));
        assertThat(records.get(2).span(0, 1).line()).isEqualTo(5);
        assertThat(records.get(3).span(0, 1)).isEqualTo(new Span(6, 1, 6, 2, 25, 26));
    }

    @Test
    void anEmptyOrBlankTextHasNoRecords() {
        assertThat(LineRecords.split("")).isEmpty();
        assertThat(LineRecords.split(" \n\t\r\n")).isEmpty();
    }
}
