// Drives a game page in headless Chromium as a viewer would: opens it at the start,
// steps forward and back with the arrow keys, jumps with End, follows a link to an
// event, and at each stop checks the board's tiles and the players' scores against
// the replay's own figures (from `ludex json --events N`).
// Usage: node page.mjs PAGE.html EXPECTED.json CHROMIUM
import { drive, stepThrough } from './chromium.mjs';

await drive('browser check', async ({ tab, url, expected, stops, fail, log, press }) => {
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
    log(`${how}: event ${event}, ${tiles} tiles, ${JSON.stringify(scores)}`);
  }

  await stepThrough({ tab, url, expected, stops, press }, '#event=', check);
  await tab.goto(url + '#event=' + stops[1]);
  await tab.reload();
  await check(stops[1], 'a link to an event');
});
