// End to end in a real VS Code workbench: code-server serves it, headless Chromium
// (playwright-core) drives it. The .vsix is installed as a user installs it
// (--install-extension), a GCG game with a wrong cumulative score is opened, and the
// test waits for what a user would see: the error squiggle and its entry in the Problems
// panel, the hover on it (the diagnostic and the server's hover), and the quick fix,
// applied from the light bulb menu, which writes the right total; the file saved to disk
// must then hold it and the squiggle be gone.
// Usage: node code-server.mjs CODE_SERVER_ENTRY VSIX CHROMIUM [SCREENSHOT_DIR]
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from '../lsp-client.mjs';

const [entry, vsix, browserPath, screenshots] = process.argv.slice(2);
const GAME = `#character-encoding UTF-8
#player1 ada Ada Lovelace
#player2 brook Brook Taylor
>ada: AEINRST 8D NASTIER +66 66
>brook: DEFGOPU 9C FUDGE +26 26
>ada: CEHILMO E5 CHO.. +22 95
`;
const FIXED_LINE = '>ada: CEHILMO E5 CHO.. +22 88';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ludex-code-server-'));
const folder = path.join(work, 'games');
fs.mkdirSync(folder);
const file = path.join(folder, 'wrong.gcg');
fs.writeFileSync(file, GAME);
const userData = path.join(work, 'user-data');
fs.mkdirSync(path.join(userData, 'User'), { recursive: true });
fs.writeFileSync(path.join(userData, 'User', 'settings.json'), JSON.stringify({
  'ludex.server.command': path.join(root, 'ludex'),
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.colorTheme': 'Default Dark Modern',
  'security.workspace.trust.enabled': false,
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'update.mode': 'none',
  'telemetry.telemetryLevel': 'off',
  'editor.hover.delay': 200,
  'editor.minimap.enabled': false,
  'chat.commandCenter.enabled': false,
  'window.commandCenter': false,
}, null, 2));
const extensions = path.join(work, 'extensions');
const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const config = path.join(work, 'config.yaml');
fs.writeFileSync(config, `bind-addr: 127.0.0.1:${port}\nauth: none\ncert: false\n`);
// everything code-server writes stays in the temporary folder
const env = { ...process.env, XDG_DATA_HOME: path.join(work, 'data'), XDG_CONFIG_HOME: path.join(work, 'config'), XDG_CACHE_HOME: path.join(work, 'cache') };
const common = ['--config', config, '--user-data-dir', userData, '--extensions-dir', extensions];

let codeServer;
let browser;
let failed = false;
const log = path.join(work, 'code-server.log');
const began = Date.now();
function step(text) {
  console.log(`code-server e2e: [${Math.round((Date.now() - began) / 1000)} s] ${text}`);
}
try {
  const installed = execFileSync(process.execPath, [entry, ...common, '--install-extension', vsix], { env, encoding: 'utf8', timeout: 120000 });
  if (!/was successfully installed/.test(installed)) throw new Error(`the .vsix did not install: ${installed}`);
  step(`installed ${path.basename(vsix)}`);

  codeServer = spawn(process.execPath, [entry, ...common, '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust',
    '--disable-getting-started-override', '--ignore-last-opened', folder], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = fs.createWriteStream(log);
  codeServer.stdout.pipe(out);
  codeServer.stderr.pipe(out);
  await new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error('code-server did not start listening within 120 s')), 120000);
    codeServer.stdout.on('data', (d) => {
      seen += d;
      if (/HTTP server listening/.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    });
    codeServer.on('exit', (code) => reject(new Error(`code-server exited (${code})`)));
  });
  step(`code-server ${/^\d+\.\d+\.\d+/m.exec(execFileSync(process.execPath, [entry, ...common, '--version'], { env, encoding: 'utf8' }))} on port ${port}`);

  browser = await chromium.launch({ executablePath: browserPath, headless: true, args: ['--no-sandbox', '--disable-gpu'], env });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(folder)}`);
  await page.waitForSelector('.monaco-workbench', { timeout: 120000 });
  const row = page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'wrong.gcg' });
  await row.waitFor({ timeout: 120000 });
  await row.click();
  const editor = page.locator('.editor-instance .monaco-editor').first();
  await editor.waitFor({ timeout: 60000 });
  const language = page.locator('.statusbar-item', { hasText: /^GCG$/ });
  await language.first().waitFor({ timeout: 60000 });
  step('opened wrong.gcg: the status bar names the language GCG');
  // the grammar's colours come from a worker, a moment after the text
  let coloured = 0;
  for (const until = Date.now() + 60000; coloured < 4 && Date.now() < until; await page.waitForTimeout(500)) {
    coloured = await page.locator('.view-line span[class^="mtk"]').evaluateAll((spans) => new Set(spans.map((s) => getComputedStyle(s).color)).size);
  }
  if (coloured < 4) throw new Error(`the editor shows ${coloured} colours: the grammar did not colour the file`);
  step(`the text is coloured (${coloured} colours)`);

  const squiggle = page.locator('.squiggly-error').first();
  await squiggle.waitFor({ timeout: 120000 });
  step('the error squiggle is shown');
  await page.keyboard.press('Control+Shift+M');
  const problem = page.locator('.markers-panel .monaco-list-row', { hasText: 'gcg.score.cumulative' }).first();
  await problem.waitFor({ timeout: 30000 });
  const problemText = (await problem.innerText()).replace(/\s+/g, ' ');
  if (!/88/.test(problemText)) throw new Error(`the problem does not give the right total: ${problemText}`);
  step(`Problems panel: ${problemText}`);

  const box = await squiggle.boundingBox();
  const hover = page.locator('.monaco-hover:visible', { hasText: 'gcg.score.cumulative' }).first();
  let hoverText = '';
  for (let attempt = 1; ; attempt++) {
    await page.mouse.move(box.x + box.width / 2, box.y - 60);
    await page.mouse.move(box.x + box.width / 2, box.y + 2);
    await hover.waitFor({ timeout: 30000 });
    // the diagnostic shows at once; the server's own hover follows
    const server = /error\[gcg\.score\.cumulative\]: .*Gives it/;
    for (const until = Date.now() + 30000; !server.test(hoverText = (await hover.innerText()).replace(/\s+/g, ' ')) && Date.now() < until;) {
      await page.waitForTimeout(250);
    }
    if (server.test(hoverText)) break;
    if (attempt === 3) throw new Error(`the hover does not show the server's hover: ${hoverText}`);
    step(`the hover shows the diagnostic alone (attempt ${attempt}): hovering again`);
  }
  step(`hover: ${hoverText.slice(0, 300)}`);
  if (screenshots) {
    fs.mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: path.join(screenshots, 'code-server-hover.png') });
    step(`screenshot: ${path.join(screenshots, 'code-server-hover.png')}`);
  }

  // the light bulb: the client has the server's quick fix for the line
  await page.keyboard.press('Escape');
  await page.mouse.click(box.x + box.width / 2, box.y + 2);
  const fix = page.locator('.action-widget .monaco-list-row.action', { hasText: /88/ }).first();
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press('Control+.');
    try {
      await fix.waitFor({ timeout: 30000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      step(`no quick fix menu yet (attempt ${attempt}): asking again`);
      await page.keyboard.press('Escape');
    }
  }
  const fixTitle = (await fix.innerText()).trim();
  await page.keyboard.press('Enter'); // the preferred fix is the one selected
  await page.locator('.squiggly-error').first().waitFor({ state: 'detached', timeout: 60000 });
  step(`quick fix applied: "${fixTitle}"; the squiggle is gone`);
  await page.keyboard.press('Control+S');
  const deadline = Date.now() + 30000;
  while (!fs.readFileSync(file, 'utf8').includes(FIXED_LINE) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  const saved = fs.readFileSync(file, 'utf8');
  if (saved !== GAME.replace('+22 95', '+22 88')) throw new Error(`the saved file is not the fixed game:\n${saved}`);
  step(`saved: ${FIXED_LINE}`);
} catch (error) {
  failed = true;
  console.error(`code-server e2e: FAILED: ${error.message}`);
  if (browser && screenshots) {
    const [page] = browser.contexts()[0]?.pages() ?? [];
    if (page) await page.screenshot({ path: path.join(screenshots, 'code-server-failure.png') }).catch(() => {});
  }
  if (fs.existsSync(log)) console.error(fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n'));
} finally {
  if (browser) await browser.close().catch(() => {});
  if (codeServer) codeServer.kill();
  fs.rmSync(work, { recursive: true, force: true, maxRetries: 3 });
}
process.exit(failed ? 1 : 0);
