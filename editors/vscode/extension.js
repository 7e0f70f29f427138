// The Ludex extension: the notations' languages and grammars come from
// package.json (written from the Ludex registry by contribute.mjs); this starts Ludex's language server (`ludex lsp --stdio`) for them and
// says clearly when it cannot (no launcher, no Java).
'use strict';
const vscode = require('vscode');
const { spawn } = require('node:child_process');
const os = require('node:os');
const { LanguageClient, CloseAction, ErrorAction } = require('vscode-languageclient/node');
const server = require('./lib/server');

// the languages contribute.mjs wrote into package.json from the Ludex registry
const LANGUAGES = require('./package.json').contributes.languages.map((language) => language.id);
let client;
let output;

async function activate(context) {
  output = vscode.window.createOutputChannel('Ludex');
  context.subscriptions.push(
    output,
    vscode.commands.registerCommand('ludex.restartServer', () => restart()),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('ludex.server')) restart();
    }),
  );
  await start();
}

function problem(message) {
  output.appendLine(message);
  vscode.window.showErrorMessage(message, 'Open Settings').then((choice) => {
    if (choice) vscode.commands.executeCommand('workbench.action.openSettings', 'ludex.server');
  });
}

async function start() {
  const config = vscode.workspace.getConfiguration('ludex');
  if (!config.get('server.enabled', true)) return;
  const command = config.get('server.command', 'ludex');
  const args = config.get('server.args', []);
  const cwd = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? os.homedir();
  const file = server.findCommand(command, process.env, cwd);
  if (!file) {
    problem(server.notFound(command));
    return;
  }
  let answered = false;
  let explained = false;
  const serverOptions = () => new Promise((resolve, reject) => {
    const child = spawn(file, server.serverArguments(args), { cwd, env: process.env });
    let stderr = '';
    child.stderr.on('data', (data) => {
      stderr = (stderr + data).slice(-4000);
    });
    child.on('error', (error) => {
      explained = true;
      problem(`Ludex: the language server's command '${command}' could not be started: ${error.message}`);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      if (!answered && !explained) {
        explained = true;
        problem(server.explainExit(command, code, signal, stderr));
      }
    });
    child.on('spawn', () => resolve(child));
  });
  client = new LanguageClient('ludex', 'Ludex', serverOptions, {
    documentSelector: LANGUAGES.flatMap((language) => [{ scheme: 'file', language }, { scheme: 'untitled', language }]),
    outputChannel: output,
    initializationFailedHandler: () => false,
    errorHandler: {
      error: () => ({ action: answered ? ErrorAction.Continue : ErrorAction.Shutdown, handled: !answered }),
      closed: () => ({ action: answered ? CloseAction.Restart : CloseAction.DoNotRestart, handled: explained }),
    },
  });
  try {
    await client.start();
    answered = true;
  } catch (error) {
    if (!explained) problem(`Ludex: the language server did not start: ${error.message}`);
    client = undefined;
  }
}

async function stop() {
  const running = client;
  client = undefined;
  if (running) {
    try {
      await running.stop();
    } catch {
      // it had stopped
    }
  }
}

async function restart() {
  await stop();
  await start();
}

function deactivate() {
  return stop();
}

module.exports = { activate, deactivate };
