// How the extension starts the server and what it says when it cannot, run against the
// real launcher: found on PATH or not, and with no Java on PATH.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './lsp-client.mjs';

const server = createRequire(import.meta.url)('../lib/server.js');

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('exit', (code, signal) => resolve({ code, signal, stderr }));
    child.stdin.end();
  });
}

test('the command is looked up on PATH, or taken as a path when it has a slash', () => {
  const launcher = path.join(root, 'ludex');
  assert.equal(server.findCommand('ludex', { PATH: ['/nonexistent', root].join(path.delimiter) }), launcher);
  assert.equal(server.findCommand('ludex', { PATH: '/nonexistent' }), null);
  assert.equal(server.findCommand(launcher, { PATH: '' }), launcher);
  assert.equal(server.findCommand('./ludex', { PATH: '' }, root), launcher);
  assert.equal(server.findCommand(path.join(root, 'README.md'), { PATH: '' }), null, 'a file that cannot be run');
  assert.deepEqual(server.serverArguments(['-jar', 'x.jar']), ['-jar', 'x.jar', 'lsp', '--stdio']);
});

test('a missing launcher is named, with the setting that points at it', () => {
  const message = server.notFound('ludex');
  assert.match(message, /'ludex' was not found on PATH/);
  assert.match(message, /"ludex\.server\.command"/);
  assert.match(server.notFound('/opt/ludex/ludex'), /'\/opt\/ludex\/ludex' was not found\. /);
});

test('the launcher with no Java on PATH: the message says Java is missing and how to install it', async () => {
  // a PATH with what the launcher itself runs, and no java
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'ludex-nojava-'));
  try {
    for (const tool of ['bash', 'dirname', 'readlink', 'find', 'mktemp', 'cat', 'rm', 'mvn']) {
      const found = server.findCommand(tool, process.env);
      if (found) fs.symlinkSync(found, path.join(bin, tool));
    }
    assert.equal(server.findCommand('java', { PATH: bin }), null);
    const exit = await run(path.join(root, 'ludex'), server.serverArguments([]), { PATH: bin, HOME: os.homedir() });
    assert.notEqual(exit.code, 0, exit.stderr);
    const message = server.explainExit('ludex', exit.code, exit.signal, exit.stderr);
    assert.match(message, /needs Java 17 or later, and 'java' was not found/, `${message}\n${exit.stderr}`);
  } finally {
    fs.rmSync(bin, { recursive: true, force: true });
  }
});

test('a Java too old, and any other early end, are told apart', () => {
  assert.match(server.explainExit('ludex', 1, null, 'Error: LinkageError occurred while loading main class org.ludex.cli.Main\n'
    + 'java.lang.UnsupportedClassVersionError: org/ludex/cli/Main has been compiled by a more recent version of the Java Runtime'),
  /Java found is older/);
  const other = server.explainExit('ludex', 2, null, 'ludex: building target/ludex.jar\nludex: the build failed (output above)\n');
  assert.match(other, /stopped before it answered \(exit code 2\): ludex: the build failed/);
});
