// Drives a match page (`ludex show --as html` of a backgammon match) in headless Chromium as a
// player would: opens it at the start, steps with the arrow keys, jumps game by game with the up
// and down arrows and to the end with End, follows a link to a step, and at each stop checks the
// board against the replay's own position there (`ludex convert --to xgid --events N`): each
// side's pip count, the dice, and the checkers drawn.
// Usage: node match.mjs PAGE.html EXPECTED.json CHROMIUM
import { drive, stepThrough } from './chromium.mjs';

/** What an XGID says the board shows: each side's pips and checkers on the board, and the dice. */
function fromXgid(xgid) {
  const fields = xgid.replace(/^XGID=/, '').split(':');
  const position = fields[0];
  let bottomPips = 0, topPips = 0, bottom = 0, top = 0;
  for (let i = 0; i < 26; i++) {
    const c = position[i];
    if (c >= 'A' && c <= 'Z') { const n = c.charCodeAt(0) - 64; bottom += n; bottomPips += n * i; }
    else if (c >= 'a' && c <= 'z') { const n = c.charCodeAt(0) - 96; top += n; topPips += n * (25 - i); }
  }
  const dice = /^[1-6][1-6]$/.test(fields[4]) ? [Number(fields[4][0]), Number(fields[4][1])] : [];
  return { bottomPips, topPips, bottom, top, dice };
}

await drive('match page check', async ({ tab, url, expected, stops, fail, log, press }) => {
  async function shown() {
    return tab.evaluate(() => {
      const pips = side => Number(/pips (\d+)/.exec(document.querySelector('#board .pips.' + side).textContent)[1]);
      const counted = side => {
        let n = 0;
        for (const place of new Set([...document.querySelectorAll('#board .checker.' + side)].map(c => c.getAttribute('class')))) {
          const count = document.querySelector('#board .count.' + place.split(' ').slice(1).join('.'));
          n += count ? Number(count.textContent) : document.querySelectorAll('#board .' + place.split(' ').join('.')).length;
        }
        return n;
      };
      return {
        bottomPips: pips('bottom'), topPips: pips('top'), bottom: counted('bottom'), top: counted('top'),
        dice: [...document.querySelectorAll('#board .die')].map(d => Number(/die-(\d)/.exec(d.getAttribute('class'))[1])),
        hash: location.hash, move: document.getElementById('move').textContent,
      };
    });
  }

  async function check(step, how) {
    const got = await shown();
    if (got.hash !== '#step=' + step) fail(`${how}: the address says ${got.hash}, not #step=${step}`);
    const want = fromXgid(expected[step]);
    for (const key of ['bottomPips', 'topPips', 'bottom', 'top']) {
      if (got[key] !== want[key]) fail(`${how}: ${key} ${got[key]} at step ${step}, the replay has ${want[key]} (${expected[step]})`);
    }
    if (JSON.stringify(got.dice) !== JSON.stringify(want.dice)) fail(`${how}: dice ${got.dice} at step ${step}, the replay has ${want.dice}`);
    log(`${how}: step ${step}, pips ${got.bottomPips}/${got.topPips}, dice ${got.dice.join('-') || 'none'}: ${got.move}`);
  }

  await stepThrough({ tab, url, expected, stops, press }, '#step=', check);
  // game by game: Home, then down to each game's first step and up again
  const games = await tab.evaluate(() => JSON.parse(document.getElementById('data').textContent).games);
  await press('Home', 1);
  for (let g = 1; g < games.length; g++) {
    await press('ArrowDown', 1);
    const got = await shown();
    if (got.hash !== '#step=' + games[g]) fail(`arrow down: the address says ${got.hash}, not the start of game ${g + 1} #step=${games[g]}`);
    if (expected[games[g]]) await check(games[g], 'arrow down');
  }
  await press('ArrowUp', 1);
  if ((await shown()).hash !== '#step=' + games[Math.max(0, games.length - 2)]) fail('arrow up did not go to the game before');
  log(`${games.length} games stepped through with the up and down arrows`);
  await tab.goto(url + '#step=' + stops[1]);
  await tab.reload();
  await check(stops[1], 'a link to a step');
});
