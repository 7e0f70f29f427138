// How the extension finds and starts `ludex lsp`, and what it tells the user when it
// cannot: kept apart from the vscode API so that the tests run it under plain Node.js.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const SETTING = 'ludex.server.command';

/** The server's command line after the command: the user's arguments, then `lsp --stdio`. */
function serverArguments(args) {
  return [...(args || []), 'lsp', '--stdio'];
}

function executable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The file `command` names: itself when it holds a path separator (relative to `cwd`),
 * else the first executable of that name on the PATH of `env`; null when there is none.
 */
function findCommand(command, env, cwd) {
  if (!command) return null;
  const extensions = process.platform === 'win32' ? (env.PATHEXT || '.EXE;.CMD;.BAT').split(';').concat(['']) : [''];
  if (command.includes('/') || command.includes(path.sep)) {
    const file = path.resolve(cwd || process.cwd(), command);
    return extensions.map((e) => file + e).find(executable) || null;
  }
  for (const dir of (env.PATH || '').split(path.delimiter)) {
    if (!dir) continue;
    const found = extensions.map((e) => path.join(dir, command + e)).find(executable);
    if (found) return found;
  }
  return null;
}

/** What to tell the user when the command is not there. */
function notFound(command) {
  const where = command.includes('/') || command.includes(path.sep) ? '' : ' on PATH';
  return `Ludex: the language server's command '${command}' was not found${where}. Install Ludex and put its launcher`
    + ` 'ludex' on PATH, or set "${SETTING}" to its full path. Files are still coloured; diagnostics, hover and quick`
    + ' fixes need the server.';
}

/** What to tell the user when the server ended before it answered: Java missing or too old, or the server's own words. */
function explainExit(command, code, signal, stderr) {
  const text = (stderr || '').trim();
  if (/UnsupportedClassVersionError|has been compiled by a more recent version of the Java Runtime/.test(text)) {
    return 'Ludex: the language server needs Java 17 or later, and the Java found is older: install Java 17 or later'
      + ` (for example apt-get install openjdk-17-jre-headless) and put it first on PATH, or set "${SETTING}".`;
  }
  if (/\bjava\b.*(not found|No such file or directory)|JAVA_HOME/i.test(text) || (code === 127 && /java/i.test(text))) {
    return "Ludex: the language server needs Java 17 or later, and 'java' was not found: install a Java runtime"
      + ' (for example apt-get install openjdk-17-jre-headless) so that java is on PATH, then run "Ludex: Restart the'
      + ` language server", or set "${SETTING}".`;
  }
  const last = text.split(/\r?\n/).filter((l) => l.trim()).slice(-1)[0];
  const how = signal ? `signal ${signal}` : `exit code ${code}`;
  return `Ludex: the language server ('${command} lsp') stopped before it answered (${how})`
    + (last ? `: ${last}` : '') + '. The output channel "Ludex" has its messages.';
}

module.exports = { SETTING, serverArguments, findCommand, notFound, explainExit };
