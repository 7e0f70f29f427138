// What the browser checks share: the arguments (PAGE.html EXPECTED.json CHROMIUM), headless
// Chromium with one tab that records what a page must never do (a request that leaves the file,
// an error thrown, a dialog), the failures counted under the check's name, and the keys pressed.
// A check is a function of that context; drive() runs it, fails on any request or error, closes
// the browser and exits 1 on any failure.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export async function drive(name, check) {
  const [page, expectedFile, executable] = process.argv.slice(2);
  const expected = JSON.parse(readFileSync(expectedFile, 'utf8'));
  const stops = Object.keys(expected).map(Number).sort((a, b) => a - b);
  let failures = 0;
  const fail = message => {
    console.error(name + ': ' + message);
    failures++;
  };
  const log = message => console.log(name + ': ' + message);
  const browser = await chromium.launch({ executablePath: executable, args: ['--no-sandbox'] });
  try {
    const tab = await browser.newPage();
    const requests = [];
    tab.on('request', request => { if (!request.url().startsWith('file:') && !request.url().startsWith('data:')) requests.push(request.url()); });
    const errors = [];
    tab.on('pageerror', error => errors.push(String(error)));
    tab.on('dialog', dialog => { fail('a dialog opened: ' + dialog.message()); dialog.dismiss(); });
    const press = async (key, times) => {
      for (let i = 0; i < times; i++) await tab.keyboard.press(key);
    };
    await check({ tab, url: pathToFileURL(page).href, expected, stops, fail, log, press });
    if (requests.length) fail('the page made requests: ' + requests.join(', '));
    if (errors.length) fail('the page threw: ' + errors.join('; '));
  } finally {
    await browser.close();
  }
  if (failures) {
    console.error(`${name}: ${failures} failure(s)`);
    process.exit(1);
  }
  log('passed');
}

// What every page to step through is asked first: opened at its start (ANCHOR0, such as #step=0),
// stepped right to each stop and left back to the one before the last, then End. check(stop, how)
// looks at the page at a stop; the page's data (its script element "data") says how many boards
// it has.
export async function stepThrough({ tab, url, expected, stops, press }, anchor, check) {
  await tab.goto(url + anchor + '0');
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
}
