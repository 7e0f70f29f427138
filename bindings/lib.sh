# Shared by the bindings' scripts (sourced, not run): where the repository is, the
# ANTLR tool of a given version, and the generation of one language's lexers and
# parsers from grammars/ into a folder. Generated code goes under target/ and is never
# committed.

bindings_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# The grammar folders: every folder under grammars/ (each a format's lexer and parser).
bindings_grammars=()
for bindings_dir in "$bindings_root"/grammars/*/; do
  bindings_grammars+=("$(basename "$bindings_dir")")
done
unset bindings_dir

# formats_json: prints the path of target/bindings/formats.json, the registry's formats as
# `ludex formats --json` gives them (name, extensions, one record a line or not, the pragma that
# names an encoding, the grammar folder, lexer, parser and entry rule), written now.
formats_json() {
  local out="$bindings_root/target/bindings/formats.json"
  mkdir -p "$(dirname "$out")"
  "$bindings_root/ludex" formats --json >"$out.part" || { echo "bindings: ludex formats --json failed" >&2; return 1; }
  mv "$out.part" "$out"
  echo "$out"
}

# antlr_jar VERSION: prints the path of the ANTLR tool's complete jar of that version
# (org.antlr:antlr4:VERSION:jar:complete), which Maven copies from its local repository,
# or from Maven Central the first time, into target/antlr/.
antlr_jar() {
  local version="$1" dir="$bindings_root/target/antlr"
  local jar="$dir/antlr4-$version-complete.jar"
  if [ ! -f "$jar" ]; then
    mkdir -p "$dir"
    (cd "$bindings_root" && { mvn -B -q -o dependency:copy -Dartifact="org.antlr:antlr4:$version:jar:complete" -DoutputDirectory="$dir" \
      || mvn -B -q dependency:copy -Dartifact="org.antlr:antlr4:$version:jar:complete" -DoutputDirectory="$dir"; }) >"$dir/maven-$version.log" 2>&1 \
      || { cat "$dir/maven-$version.log" >&2; echo "bindings: Maven could not fetch the ANTLR $version tool" >&2; return 1; }
  fi
  echo "$jar"
}

# generate JAR LANGUAGE OUT [PACKAGE]: the lexer and parser of every grammar, with their
# visitors, into OUT/<grammar folder>/ (warnings are errors). With PACKAGE, each grammar's
# code goes into the package or namespace PACKAGE with %s replaced by the grammar folder.
generate() {
  local jar="$1" language="$2" out="$3" template="${4-}" grammar dir
  for grammar in "${bindings_grammars[@]}"; do
    dir="$bindings_root/grammars/$grammar"
    local package=()
    [ -z "$template" ] || package=(-package "${template//%s/$grammar}")
    java -jar "$jar" -Dlanguage="$language" -Werror -visitor -no-listener "${package[@]}" -Xexact-output-dir \
      -o "$out/$grammar" -lib "$dir" "$dir"/*Lexer.g4 "$dir"/*Parser.g4 || return 1
    rm -f "$out/$grammar"/*.interp "$out/$grammar"/*.tokens
  done
}

# The version of Ludex, from pom.xml.
ludex_version() {
  sed -n '/<artifactId>ludex<\/artifactId>/,/<\/version>/s/.*<version>\(.*\)<\/version>.*/\1/p' "$bindings_root/pom.xml" | head -1
}
