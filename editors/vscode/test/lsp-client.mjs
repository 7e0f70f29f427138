// A small Language Server Protocol client over a child process's standard input and
// output, for the tests: it starts `ludex lsp --stdio` as VS Code's client does.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The server's command: LUDEX_COMMAND (a launcher) or the project's own ./ludex. */
export function serverCommand() {
  return process.env.LUDEX_COMMAND || path.join(root, 'ludex');
}

export async function startServer() {
  const child = spawn(serverCommand(), ['lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  const pending = new Map();
  let buffer = Buffer.alloc(0);
  let nextId = 1;
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  exited.then((code) => {
    for (const { reject } of pending.values()) reject(new Error(`the server exited (${code}): ${stderr}`));
  });
  child.stdout.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const headerEnd = buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length: *(\d+)/i.exec(buffer.subarray(0, headerEnd).toString('ascii'))[1]);
      if (buffer.length < headerEnd + 4 + length) return;
      const message = JSON.parse(buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8'));
      buffer = buffer.subarray(headerEnd + 4 + length);
      if (message.id !== undefined && pending.has(message.id) && message.method === undefined) {
        const { resolve, reject } = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) reject(new Error(`${message.error.code}: ${message.error.message}`));
        else resolve(message.result);
      } else if (message.id !== undefined && message.method !== undefined) {
        send({ jsonrpc: '2.0', id: message.id, result: null }); // a request from the server: no client features
      }
    }
  });
  function send(message) {
    const body = Buffer.from(JSON.stringify(message), 'utf8');
    child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    child.stdin.write(body);
  }
  const server = {
    request(method, params) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        send({ jsonrpc: '2.0', id, method, params });
      });
    },
    notify(method, params) {
      send({ jsonrpc: '2.0', method, params });
    },
    async stop() {
      await server.request('shutdown', null);
      server.notify('exit', null);
      child.stdin.end();
      return exited;
    },
  };
  server.initialized = await server.request('initialize', {
    processId: process.pid,
    rootUri: null,
    capabilities: {
      general: { positionEncodings: ['utf-16'] },
      textDocument: { semanticTokens: { requests: { full: true }, tokenTypes: [], tokenModifiers: [], formats: ['relative'] } },
    },
  });
  server.notify('initialized', {});
  return server;
}
