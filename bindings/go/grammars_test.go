package grammars_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	grammars "ludex.org/grammars"
	"ludex.org/grammars/xgid"
)

const validXgid = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10"
const validCgp = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ABC/DEF 0/0 0"

func parse(t *testing.T, format, text string) grammars.Result {
	t.Helper()
	result, err := grammars.Parse(format, text)
	if err != nil {
		t.Fatalf("Parse(%q): %v", format, err)
	}
	return result
}

func TestFormats(t *testing.T) {
	got := grammars.Formats()
	if !sort.StringsAreSorted(got) {
		t.Fatalf("Formats() = %v, not sorted", got)
	}
	for _, want := range []string{"cgp", "cgp-rune", "gcg", "ubf", "xgid"} {
		if i := sort.SearchStrings(got, want); i == len(got) || got[i] != want {
			t.Fatalf("Formats() = %v, without %s", got, want)
		}
	}
}

func TestValidXgidHasTreeAndNoError(t *testing.T) {
	result := parse(t, "xgid", validXgid)
	if !result.OK() || len(result.Errors) != 0 {
		t.Fatalf("errors: %v", result.Errors)
	}
	if _, ok := result.Tree().(*xgid.XgidRecordContext); !ok {
		t.Fatalf("tree is %T, not the entry rule's context", result.Tree())
	}
	if lisp := result.Records[0].Lisp(); !strings.HasPrefix(lisp, "(xgidRecord XGID= (positionField ") {
		t.Fatalf("Lisp() = %s", lisp)
	}
}

func TestErrorsAreValues(t *testing.T) {
	result := parse(t, "gcg", "#player1 ada Ada\n>ada AEINRST\n")
	if result.OK() {
		t.Fatal("no error")
	}
	first := result.Errors[0]
	if first.Line != 2 || first.Column != 6 || first.Offending != "AEINRST" || len(first.Expected) == 0 || first.Message == "" {
		t.Fatalf("first error %+v", first)
	}
}

func TestColumnsCountCodePoints(t *testing.T) {
	// a tile outside the BMP, then a '.' where a rack stands: column 3 (bytes would say 6)
	first := parse(t, "cgp", "\U0001D400 .").Errors[0]
	if first.Line != 1 || first.Column != 3 {
		t.Fatalf("at %d:%d, want 1:3", first.Line, first.Column)
	}
}

func TestRecordsPerLineKeepTheirPlace(t *testing.T) {
	result := parse(t, "cgp", "\ufeff"+validCgp+"\r\n\r\n\t  15/15 x  \r"+validCgp+"\n")
	var places [][2]int
	for _, r := range result.Records {
		places = append(places, [2]int{r.Line, r.Column})
	}
	if !reflect.DeepEqual(places, [][2]int{{1, 1}, {3, 4}, {4, 1}}) {
		t.Fatalf("records at %v", places)
	}
	if result.Records[1].Text != "15/15 x" || len(result.Records[0].Errors) != 0 || len(result.Records[2].Errors) != 0 {
		t.Fatalf("records %+v", result.Records)
	}
	for _, e := range result.Errors {
		if e.Line != 3 || e.Column < 4 {
			t.Fatalf("error at %d:%d", e.Line, e.Column)
		}
	}
	if len(result.Errors) == 0 {
		t.Fatal("no error on line 3")
	}
}

func TestWholeTextCountsLinesAtCrLfAndCr(t *testing.T) {
	first := parse(t, "gcg", "#player1 a A\r#player2 b B\r\n>a AEINRST\n").Errors[0]
	if first.Line != 3 || first.Column != 4 {
		t.Fatalf("at %d:%d, want 3:4", first.Line, first.Column)
	}
}

func TestEndOfInputHasEmptyOffendingText(t *testing.T) {
	errors := parse(t, "xgid", "XGID=-b----E-C---eE---c-e----B-:0:0:1").Errors
	if len(errors) == 0 || errors[0].Offending != "" {
		t.Fatalf("errors %+v", errors)
	}
}

func TestNoRecordNoTree(t *testing.T) {
	result := parse(t, "xgid", " \n\t\r\n")
	if len(result.Records) != 0 || result.Tree() != nil || !result.OK() {
		t.Fatalf("%+v", result)
	}
}

func TestGarbageNeverPanics(t *testing.T) {
	for _, format := range grammars.Formats() {
		for _, text := range []string{"", "\x00\x01", "[[[[", "::::::::", "'\"", strings.Repeat("#", 1000), strings.Repeat("\U0001F600", 50)} {
			for _, e := range parse(t, format, text).Errors {
				if e.Line < 1 || e.Column < 1 {
					t.Fatalf("%s %q: error at %d:%d", format, text, e.Line, e.Column)
				}
			}
		}
	}
}

func TestUnknownFormat(t *testing.T) {
	if _, err := grammars.Parse("chess", ""); err == nil || !strings.Contains(err.Error(), "unknown format 'chess'") {
		t.Fatalf("err = %v", err)
	}
}

func TestGcgDecoding(t *testing.T) {
	name := "Bj\u00f6rn"
	if got := grammars.Decode("gcg", []byte("#player1 b "+name+"\n")); got != "#player1 b "+name+"\n" {
		t.Fatalf("UTF-8: %q", got)
	}
	if got := grammars.Decode("gcg", []byte("#player1 b Bj\xf6rn\n")); got != "#player1 b "+name+"\n" {
		t.Fatalf("Latin-1: %q", got)
	}
	pragma := "#character-encoding ISO-8859-1\n#player1 b "
	if got := grammars.Decode("gcg", []byte(pragma+name)); got != pragma+"Bj\u00c3\u00b6rn" {
		t.Fatalf("Latin-1 by pragma: %q", got)
	}
	if got := grammars.Decode("xgid", []byte("XGID=\xff\xe2\x82X")); got != "XGID=\ufffd\ufffdX" {
		t.Fatalf("replacement: %q", got)
	}
}

// The command, built as a user builds it, keeps the conformance kit's contract.
func TestCommandContract(t *testing.T) {
	dir := t.TempDir()
	command := filepath.Join(dir, "ludex-parse")
	if out, err := exec.Command("go", "build", "-o", command, "./cmd/ludex-parse").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	good := filepath.Join(dir, "good.xgid")
	bad := filepath.Join(dir, "bad.xgid")
	os.WriteFile(good, []byte(validXgid+"\n"), 0o644)
	os.WriteFile(bad, []byte(validXgid+"\n\n  XGID=-b:0\n"), 0o644)
	status := func(args ...string) (int, string) {
		out, err := exec.Command(command, args...).Output()
		if exit, ok := err.(*exec.ExitError); ok {
			return exit.ExitCode(), string(out)
		}
		return 0, string(out)
	}
	if code, out := status("xgid", good); code != 0 || out != "" {
		t.Fatalf("valid: %d %q", code, out)
	}
	if code, out := status("xgid", bad); code != 1 || !strings.HasPrefix(out, "3:") {
		t.Fatalf("invalid: %d %q", code, out)
	}
	if code, _ := status("chess", good); code != 2 {
		t.Fatalf("unknown format: %d", code)
	}
	if code, _ := status("xgid", filepath.Join(dir, "missing")); code != 2 {
		t.Fatalf("missing file: %d", code)
	}
}
