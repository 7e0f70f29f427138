"""ludex-parse FORMAT FILE: parses FILE as FORMAT with the grammars' parsers. Prints the
first syntax error as "LINE:COLUMN message" and exits 1; exits 0 when there is none; exits
2 when it cannot run (a wrong format, a file it cannot read). --all prints every syntax
error, one a line. --dump FORMAT FILE... prints, for each file, its records, their trees
and all their errors in the form the bindings compare across languages."""
from __future__ import annotations

import sys

from . import FORMATS, decode, parse

USAGE = ("usage: ludex-parse [--all] FORMAT FILE | ludex-parse --dump FORMAT FILE...   "
         f"(FORMAT: {', '.join(FORMATS)}; FILE: a path, or - for standard input)")


def shown(text: str) -> str:
    """Backslashes doubled and control characters written \\uXXXX: nothing from a file reaches the terminal raw."""
    return "".join("\\\\" if c == "\\" else f"\\u{ord(c):04x}" if ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F else c for c in text)


def read(path: str) -> bytes:
    if path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as f:
        return f.read()


def main(argv) -> int:
    try:
        sys.stdout.reconfigure(encoding="utf-8", errors="replace")
    except AttributeError:
        pass
    flags = [a for a in argv if a in ("--all", "--dump", "--help", "-h")]
    rest = [a for a in argv if a not in flags]
    if "--help" in flags or "-h" in flags:
        print(USAGE)
        return 0
    dump = "--dump" in flags
    if len(rest) < 2 or (len(rest) > 2 and not dump):
        print(USAGE, file=sys.stderr)
        return 2
    format, files = rest[0], rest[1:]
    if format not in FORMATS:
        print(f"ludex-parse: unknown format {shown(format)!r}\n{USAGE}", file=sys.stderr)
        return 2
    status = 0
    for path in files:
        try:
            data = read(path)
        except OSError as e:
            print(f"ludex-parse: cannot read {shown(path)}: {e.strerror or e}", file=sys.stderr)
            return 2
        result = parse(format, decode(format, data))
        if dump:
            print(f"file {shown(path)}")
            for record in result.records:
                print(f"record {record.line}:{record.column}")
                print(f"tree {shown(record.lisp())}")
                for e in record.errors:
                    print(f"error {e.line}:{e.column} {shown(e.offending)} [{' '.join(e.expected)}]")
        else:
            for e in result.errors if "--all" in flags else result.errors[:1]:
                print(f"{e.line}:{e.column} {shown(e.message)}")
        if result.errors:
            status = 1
    return status


def run() -> None:
    sys.exit(main(sys.argv[1:]))


if __name__ == "__main__":
    run()
