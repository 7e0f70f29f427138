// node contribute.mjs [FORMATS-JSON]: writes package.json from package.template.json with a
// language for every format of the Ludex registry (`ludex formats --json`, run from the
// repository unless a file of it is given): its id, title and extensions, its language
// configuration (language-configuration/NAME.json) and its TextMate grammar
// (syntaxes/NAME.tmLanguage.json, whose name and scopeName it takes), where the format has them
// here. package.json is generated, never committed: `run` writes it first, and so must anyone who
// opens the extension in VS Code from a checkout.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const given = process.argv[2];
const formats = JSON.parse(given ? readFileSync(given, 'utf8')
  : execFileSync(join(root, 'ludex'), ['formats', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));
const manifest = JSON.parse(readFileSync(join(here, 'package.template.json'), 'utf8'));
const languages = [];
const grammars = [];
for (const format of formats) {
  const syntax = `syntaxes/${format.name}.tmLanguage.json`;
  const configuration = `language-configuration/${format.name}.json`;
  const grammar = existsSync(join(here, syntax)) ? JSON.parse(readFileSync(join(here, syntax), 'utf8')) : null;
  const aliases = [...new Set([grammar?.name, format.title].filter(Boolean))];
  const language = { id: format.name, aliases, extensions: format.extensions.map((e) => `.${e}`) };
  if (existsSync(join(here, configuration))) language.configuration = `./${configuration}`;
  languages.push(language);
  if (grammar) grammars.push({ language: format.name, scopeName: grammar.scopeName, path: `./${syntax}` });
}
manifest.description = manifest.description.replace('@FORMATS@', formats.map((f) => f.title).join(', '));
manifest.contributes.languages = languages;
manifest.contributes.grammars = grammars;
writeFileSync(join(here, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`contribute: package.json with ${languages.length} languages, ${grammars.length} grammars`);
