package grammars

import (
	"strings"
	"unicode/utf8"
)

// Decode is the text of a file's bytes. A format with an encoding pragma: a UTF-8 byte
// order mark, or the pragma naming UTF-8 on the first line, means UTF-8; the pragma naming
// ISO-8859-1 (or latin1) means Latin-1; otherwise UTF-8 when the bytes are valid UTF-8,
// else Latin-1. Every other format is UTF-8. Bytes that are not UTF-8 where UTF-8 is
// meant become U+FFFD, one for each maximal ill-formed part (as Python, JavaScript and
// the Unicode standard's recommended practice replace them).
func Decode(format string, data []byte) string {
	pragma := grammarsByFormat[format].pragma
	if pragma != "" && !strings.HasPrefix(string(data), "\xef\xbb\xbf") {
		end := 0
		for end < len(data) && data[end] != '\n' && data[end] != '\r' {
			end++
		}
		first := latin1(data[:end])
		if len(first) >= len(pragma) && strings.EqualFold(first[:len(pragma)], pragma) {
			key := strings.ToUpper(strings.Trim(first[len(pragma):], " \t\x0b\x0c\x1c\x1d\x1e\x1f"))
			key = strings.ReplaceAll(key, "_", "-")
			switch key {
			case "UTF-8", "UTF8":
				return utf8Replacing(data)
			case "ISO-8859-1", "ISO8859-1", "LATIN1", "LATIN-1":
				return latin1(data)
			}
		}
		if utf8.Valid(data) {
			return string(data)
		}
		return latin1(data)
	}
	return utf8Replacing(data)
}

func latin1(data []byte) string {
	runes := make([]rune, len(data))
	for i, b := range data {
		runes[i] = rune(b)
	}
	return string(runes)
}

// replacement is U+FFFD, what DecodeRune gives for a byte it cannot decode.
const replacement = '\uFFFD'

// utf8Replacing decodes UTF-8, each maximal ill-formed subpart becoming one U+FFFD.
func utf8Replacing(data []byte) string {
	if utf8.Valid(data) {
		return string(data)
	}
	var b strings.Builder
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r != replacement || size > 1 {
			b.WriteRune(r)
			i += size
			continue
		}
		b.WriteRune(replacement)
		i += illFormedLength(data[i:])
	}
	return b.String()
}

// illFormedLength is how many bytes at the start of data (which do not start a
// well-formed character) make one maximal subpart of a character.
func illFormedLength(data []byte) int {
	lead := data[0]
	var need int
	lo, hi := byte(0x80), byte(0xBF)
	switch {
	case lead >= 0xC2 && lead <= 0xDF:
		need = 1
	case lead >= 0xE0 && lead <= 0xEF:
		need = 2
		if lead == 0xE0 {
			lo = 0xA0
		} else if lead == 0xED {
			hi = 0x9F
		}
	case lead >= 0xF0 && lead <= 0xF4:
		need = 3
		if lead == 0xF0 {
			lo = 0x90
		} else if lead == 0xF4 {
			hi = 0x8F
		}
	default:
		return 1
	}
	n := 1
	for k := 0; k < need && n < len(data); k++ {
		c := data[n]
		if k == 0 && (c < lo || c > hi) || k > 0 && (c < 0x80 || c > 0xBF) {
			break
		}
		n++
	}
	return n
}
