"""The installed package ludex_grammars, used as a user uses it (run from outside the
source tree, against the wheel installed in a virtual environment)."""
import subprocess
import sys

import pytest

import ludex_grammars
from ludex_grammars import FORMATS, ParseError, decode, parse

XGID = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10"
CGP = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ABC/DEF 0/0 0"


def test_installed_not_the_source_tree():
    assert "site-packages" in ludex_grammars.__file__


def test_formats():
    assert {"cgp", "cgp-rune", "gcg", "ubf", "xgid"} <= set(FORMATS)


def test_a_valid_xgid_has_a_tree_and_no_error():
    result = parse("xgid", XGID)
    assert result.errors == [] and result.ok
    assert type(result.tree).__name__ == "XgidRecordContext"
    assert result.records[0].lisp().startswith("(xgidRecord XGID= (positionField ")


def test_errors_are_values_with_place_offending_text_and_expected_tokens(capsys):
    result = parse("gcg", "#player1 ada Ada\n>ada AEINRST\n")
    assert not result.ok
    first = result.errors[0]
    assert isinstance(first, ParseError)
    assert (first.line, first.column) == (2, 6)
    assert first.offending == "AEINRST"
    assert first.expected and all(isinstance(name, str) for name in first.expected)
    assert first.message
    assert capsys.readouterr() == ("", "")  # nothing printed, nothing raised


def test_columns_count_code_points():
    # a tile outside the BMP, then a '.' where a rack stands: the error is at column 3
    error = parse("cgp", "\U0001D400 .").errors[0]
    assert (error.line, error.column) == (1, 3)


def test_records_per_line_keep_their_place_in_the_file():
    text = "\ufeff" + CGP + "\r\n\r\n\t  15/15 x  \r" + CGP + "\n"
    result = parse("cgp", text)
    assert [(r.line, r.column) for r in result.records] == [(1, 1), (3, 4), (4, 1)]
    assert result.records[1].text == "15/15 x"
    assert result.records[0].errors == [] and result.records[2].errors == []
    assert result.errors and all(e.line == 3 and e.column >= 4 for e in result.errors)


def test_a_whole_text_format_counts_lines_at_cr_lf_and_cr():
    game = "#player1 a A\r#player2 b B\r\n>a AEINRST\n"
    error = parse("gcg", game).errors[0]
    assert (error.line, error.column) == (3, 4)


def test_end_of_input_has_empty_offending_text():
    errors = parse("xgid", "XGID=-b----E-C---eE---c-e----B-:0:0:1").errors
    assert errors and errors[0].offending == ""


def test_no_record_no_tree():
    result = parse("xgid", " \n\t\r\n")
    assert result.records == [] and result.tree is None and result.ok


@pytest.mark.parametrize("format", sorted(FORMATS))
def test_garbage_never_raises(format, capsys):
    for text in ["", "\x00\x01", "[[[[", "::::::::", "'\"", "#" * 1000, "\U0001F600" * 50]:
        result = parse(format, text)
        assert all(e.line >= 1 and e.column >= 1 for e in result.errors)
    assert capsys.readouterr() == ("", "")


def test_unknown_format_raises_value_error():
    with pytest.raises(ValueError, match="unknown format 'chess'"):
        parse("chess", "")


def test_gcg_decoding():
    name = "Bj\u00f6rn"
    assert decode("gcg", ("#player1 b " + name + "\n").encode("utf-8")) == "#player1 b " + name + "\n"
    assert decode("gcg", ("#player1 b " + name + "\n").encode("latin-1")) == "#player1 b " + name + "\n"
    pragma = "#character-encoding ISO-8859-1\n#player1 b "
    # valid UTF-8 bytes, but the pragma says Latin-1: read as Latin-1
    assert decode("gcg", (pragma + name).encode("utf-8")) == pragma + name.encode("utf-8").decode("latin-1")
    assert decode("gcg", b"\xef\xbb\xbf#player1 b B\n") == "\ufeff#player1 b B\n"
    assert decode("xgid", b"XGID=\xff") == "XGID=\ufffd"


def run_command(*args, stdin=b""):
    return subprocess.run([sys.executable, "-m", "ludex_grammars", *args], input=stdin, capture_output=True)


def test_command_contract(tmp_path):
    good = tmp_path / "good.xgid"
    good.write_text(XGID + "\n")
    bad = tmp_path / "bad.xgid"
    bad.write_text(XGID + "\n\n  XGID=-b:0\n")
    accepted = run_command("xgid", str(good))
    assert (accepted.returncode, accepted.stdout, accepted.stderr) == (0, b"", b"")
    rejected = run_command("xgid", str(bad))
    assert rejected.returncode == 1 and rejected.stdout.startswith(b"3:") and rejected.stderr == b""
    assert run_command("chess", str(good)).returncode == 2
    assert run_command("xgid", str(tmp_path / "missing")).returncode == 2
    assert run_command("xgid", "-", stdin=XGID.encode()).returncode == 0


ROW = "['0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '0 ', '0 ']"


def board(fifth_row):
    return ",\n".join([ROW] * 4 + [fifth_row] + [ROW] * 5) + "\n"


def test_a_parse_leaves_no_trace_for_the_next():
    # The runtime's error strategy adds its recovery set to the expected-token set it is
    # given, in a loop; the package hands it a copy, so that the set the ATN caches for the
    # state stays as it was, for every later parse in the process. Fresh interpreter: the
    # order of the parses is the test's own.
    script = (
        "from ludex_grammars import parse\n"
        "import sys\n"
        "unclosed, missing = sys.argv[1], sys.argv[2]\n"
        "before = [(e.line, e.column, e.expected) for e in parse('ubf', unclosed).errors]\n"
        "parse('ubf', missing)\n"
        "after = [(e.line, e.column, e.expected) for e in parse('ubf', unclosed).errors]\n"
        "assert before and before == after, (before, after)\n"
    )
    unclosed = board("['0 ', '0 ', '0 ', '0 ', '1U, '1P', '0 ', '0 ', '0 ', '0 ']")
    missing = board("['0 ', '0 ', '0 ', '0 ', '1U' '1P', '0 ', '0 ', '0 ', '0 ']")
    run = subprocess.run([sys.executable, "-c", script, unclosed, missing], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


def test_text_pasted_around_an_xgid_is_no_record_but_text_alone_is():
    # grammars/README.md, "How a file is cut into records": a run of text lines next to an
    # XGID is pasted around it; a run next to no XGID is read as records, one a line.
    pasted = "Best play?\n\n" + XGID + "\n\nScore is X:0 O:0. Unlimited Game\n  eq:-0,004 and more\n"
    result = parse("xgid", pasted)
    assert [(r.line, r.column) for r in result.records] == [(3, 1)]
    assert result.ok
    alone = parse("xgid", "Best play?\nThanks\n")
    assert [(r.line, r.text) for r in alone.records] == [(1, "Best play?"), (2, "Thanks")]
    assert (alone.errors[0].line, alone.errors[0].column) == (1, 1)  # B: the bottom player on the top bar
    # five colons make a line an XGID, spaces or not; so does one word with a colon
    assert not parse("xgid", XGID + "\nX: 0 O: 0 : : :\n").ok
    assert not parse("xgid", XGID + "\nnote:here\n").ok
