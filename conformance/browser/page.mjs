// Drives a game page in headless Chromium as a viewer would: opens it at the start,
// steps forward and back with the arrow keys, jumps with End, follows a link to an
// event, and at each stop checks the board's tiles and the players' scores against
// the replay's own figures (from `ludex json --events N`).
// Usage: node page.mjs PAGE.html EXPECTED.json CHROMIUM
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [page, expectedFile, executable] = process.argv.slice(2);
const expected = JSON.parse(readFileSync(expectedFile, 'utf8')); // {"3": {"tiles": 12, "scores": {"ada": 38}}, ...}
const stops = Object.keys(expected).map(Number).sort((a, b) => a - b);
const url = pathToFileURL(page).href;
let failures = 0;

function fail(message) {
  console.error('browser check: ' + message);
  failures++;
}

const browser = await chromium.launch({ executablePath: executable, args: ['--no-sandbox'] });
try {
  const tab = await browser.newPage();
  const requests = [];
  tab.on('request', request => { if (!request.url().startsWith('file:') && !request.url().startsWith('data:')) requests.push(request.url()); });
  const errors = [];
  tab.on('pageerror', error => errors.push(String(error)));
  tab.on('dialog', dialog => { fail('a dialog opened: ' + dialog.message()); dialog.dismiss(); });

  async function check(event, how) {
    const hash = await tab.evaluate(() => location.hash);
    if (hash !== '#event=' + event) fail(`${how}: the address says ${hash}, not #event=${event}`);
    const tiles = await tab.evaluate(() => document.querySelectorAll('#board .tile').length);
    const scores = await tab.evaluate(() => {
      const out = {};
      for (const name of document.querySelectorAll('#board .player-name')) {
        const player = [...name.classList].find(c => /^player-\d+$/.test(c));
        const score = document.querySelector('#board .score.' + player);
        out[name.textContent.replace(/^▶ /, '')] = Number(score.textContent);
      }
      return out;
    });
    const want = expected[event];
    if (tiles !== want.tiles) fail(`${how}: ${tiles} tiles on the board after event ${event}, the replay has ${want.tiles}`);
    const sorted = object => JSON.stringify(Object.entries(object).sort());
    if (sorted(scores) !== sorted(want.scores)) {
      fail(`${how}: scores ${JSON.stringify(scores)} after event ${event}, the replay has ${JSON.stringify(want.scores)}`);
    }
    console.log(`browser check: ${how}: event ${event}, ${tiles} tiles, ${JSON.stringify(scores)}`);
  }

  async function press(key, times) {
    for (let i = 0; i < times; i++) await tab.keyboard.press(key);
  }

  await tab.goto(url + '#event=0');
  await check(0, 'opened at the start');
  let at = 0;
  for (const stop of stops.filter(s => s > 0)) {
    await press('ArrowRight', stop - at);
    at = stop;
    await check(at, 'arrow right');
  }
  const back = stops[stops.length - 2];
  await press('ArrowLeft', at - back);
  at = back;
  await check(at, 'arrow left');
  await press('End', 1);
  const last = await tab.evaluate(() => JSON.parse(document.getElementById('data').textContent).boards.length - 1);
  if (expected[last]) await check(last, 'End');
  await tab.goto(url + '#event=' + stops[1]);
  await tab.reload();
  await check(stops[1], 'a link to an event');
  if (requests.length) fail('the page made requests: ' + requests.join(', '));
  if (errors.length) fail('the page threw: ' + errors.join('; '));
} finally {
  await browser.close();
}
if (failures) {
  console.error(`browser check: ${failures} failure(s)`);
  process.exit(1);
}
console.log('browser check: passed');
