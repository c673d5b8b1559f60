// Browser tests of the playground, in Debian's Chromium driven by
// playwright-core (never a downloaded browser). Usage:
//   node tests/browser.mjs http://127.0.0.1:PORT/
// (`cargo xtask web --test` builds the page, serves it and runs this.)
//
// Every game is played through the page's own controls (clicks on cells,
// the choice dialog, action buttons) by a "person" making seeded random
// legal choices against the CPU, and after every move the page's position
// text is compared with a replay of the same moves in this process's own
// copy of the wasm module.

import { chromium } from 'playwright-core';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initSync, Session } from '../pkg/tabletop_web.js';

initSync({ module: readFileSync(new URL('../pkg/tabletop_web_bg.wasm', import.meta.url)) });

const base = process.argv[2] ?? 'http://127.0.0.1:8000/';
const shots = new URL('../../docs/pictures/web/', import.meta.url).pathname;
mkdirSync(shots, { recursive: true });

let passed = 0;
let failed = 0;

/** @param {boolean} ok @param {string} what */
function check(ok, what) {
  if (!ok) throw new Error(`check failed: ${what}`);
}

/** A small seeded generator (mulberry32) for the person's choices. @param {number} seed */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const userData = mkdtempSync(join(tmpdir(), 'tabletop-chromium-'));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
  ],
  // playwright-core gives every launch a fresh, temporary user-data dir.
});

/** @param {object} setup */
let visits = 0;
function link(setup, moves = []) {
  // A new query each time, so that going there loads a new page.
  return `${base}?visit=${++visits}#game=${encodeURIComponent(JSON.stringify(setup))}&moves=${encodeURIComponent(JSON.stringify(moves))}`;
}

/** @param {import('playwright-core').Page} page */
async function ready(page) {
  await page.waitForFunction(() => /** @type {any} */ (window).tabletop?.ready === true);
}

/** Waits until the person can act, the game is over, or a hand-over screen is up. */
async function settle(page, maxPlies = Infinity) {
  await page.waitForFunction((max) => {
    const s = /** @type {any} */ (window).tabletop.state;
    return s.handingOver || s.status.outcome !== null || s.status.ply >= max || (s.moves.length > 0 && document.getElementById('thinking').hidden);
  }, maxPlies, { timeout: 120_000 });
}

/** The page's moves so far and its position text (read from the page's session). */
async function pageState(page) {
  return page.evaluate(() => {
    const s = /** @type {any} */ (window).tabletop.state;
    const saved = JSON.parse(s.session.save());
    return {
      moves: saved.history.moves.slice(0, saved.history.cursor),
      position: s.session.position_text(),
      positions: s.positions,
      outcome: s.status.outcome,
      handingOver: s.handingOver,
      moveList: [...document.querySelectorAll('#moves li')].length,
    };
  });
}

/** Replays the page's moves here and compares the position after each one. */
function compare(setup, st) {
  const replay = new Session(JSON.stringify(setup));
  st.moves.forEach((text, i) => {
    replay.play(text);
    const mine = replay.position_text();
    const theirs = st.positions[i + 1];
    check(theirs === undefined || theirs === mine, `ply ${i + 1} (${text}): page ${theirs} != library ${mine}`);
  });
  check(replay.position_text() === st.position, `final position: page ${st.position} != library ${replay.position_text()}`);
  replay.free();
}

/** Makes one legal move through the page's controls: clicks (or taps) on cells, the choice dialog, or an action button. */
async function clickMove(page, pick, tap = false) {
  const moves = await page.evaluate(() => /** @type {any} */ (window).tabletop.state.moves);
  const m = moves[Math.floor(pick() * moves.length)];
  const cell = (/** @type {string} */ id) => page.locator(`#board .cell[data-cell="${id}"]`);
  const press = async (/** @type {string} */ id) => (tap ? cell(id).tap() : cell(id).click());
  if (m.from !== null) {
    await press(m.from);
    await press(m.to);
  } else if (m.to !== null) {
    await press(m.to);
  } else if (m.group !== null && (await page.locator(`#actions button[data-group="${CSS_escape(m.group)}"]`).count())) {
    await page.locator(`#actions button[data-group="${CSS_escape(m.group)}"]`).click();
  } else {
    await page.locator(`#actions button[data-move="${CSS_escape(m.text)}"]`).click();
  }
  if (await page.locator('#choice[open]').count()) {
    await page.locator(`#choice-list button[data-move="${CSS_escape(m.text)}"]`).click();
  }
  return m.text;
}

/** @param {string} s */
function CSS_escape(s) {
  return s.replace(/["\\]/g, '\\$&');
}

/**
 * Plays a whole seeded game (or `maxPlies` plies) against the CPU by clicks.
 * @returns {Promise<{ plies: number, outcome: string | null }>}
 */
async function playGame(page, setup, { maxPlies, shot, tap = false }) {
  await page.goto(link(setup));
  await ready(page);
  const pick = rng(setup.seed ?? 1);
  let shotTaken = !shot;
  for (;;) {
    await settle(page, maxPlies);
    const st = await pageState(page);
    compare(setup, st);
    if (!shotTaken && st.moves.length >= Math.min(12, maxPlies / 2)) {
      await page.screenshot({ path: join(shots, shot) });
      shotTaken = true;
    }
    if (st.outcome !== null || st.moves.length >= maxPlies) {
      // A bounded game: stop the CPUs before comparing the last time.
      await page.evaluate(() => /** @type {any} */ (window).tabletop.stopCpu());
      if (!shotTaken) await page.screenshot({ path: join(shots, shot) });
      return { plies: st.moves.length, outcome: st.outcome };
    }
    await clickMove(page, pick, tap);
  }
}

/** @param {string} name @param {() => Promise<string | void>} body */
async function test(name, body) {
  if (process.env.ONLY && !name.includes(process.env.ONLY)) return;
  const started = Date.now();
  try {
    const note = await body();
    passed++;
    console.log(`ok   ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)${note ? `: ${note}` : ''}`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${name}: ${e instanceof Error ? e.stack : e}`);
  }
}

const desktop = { viewport: { width: 1280, height: 800 } };

const games = [
  { name: 'chess', setup: { game: 'chess', seed: 1, seats: ['person', 'cpu:1'] }, maxPlies: 300 },
  { name: 'glinski', setup: { game: 'glinski', seed: 2, seats: ['person', 'cpu:1'] }, maxPlies: 300 },
  { name: 'kyrras-2', setup: { game: 'kyrras', players: 2, seed: 3, seats: ['person', 'cpu:1'] }, maxPlies: 200 },
  { name: 'kyrras-3', setup: { game: 'kyrras', players: 3, seed: 4, seats: ['person', 'cpu:1', 'cpu:1'] }, maxPlies: 150 },
  { name: 'kyrras-4', setup: { game: 'kyrras', players: 4, seed: 5, seats: ['person', 'cpu:1', 'cpu:1', 'cpu:1'] }, maxPlies: 150 },
  { name: 'strife', setup: { game: 'strife', sets: 'fire,ice', seed: 6, seats: ['person', 'cpu:1'] }, maxPlies: 200 },
  { name: 'lytharia-full', setup: { game: 'lytharia', mode: 'full', seed: 7, seats: ['person', 'cpu:1'] }, maxPlies: 120 },
  { name: 'lytharia-duels', setup: { game: 'lytharia', mode: 'duels', seed: 8, seats: ['person', 'cpu:1'] }, maxPlies: 200 },
  { name: 'lytharia-pawn-wars', setup: { game: 'lytharia', mode: 'pawn-wars', seed: 9, seats: ['person', 'cpu:1'] }, maxPlies: 120 },
];

const context = await browser.newContext(desktop);
const page = await context.newPage();
page.on('pageerror', (e) => console.log(`page error: ${e.message}`));

await test('first board and wasm size', async () => {
  await page.goto(base);
  await ready(page);
  const ms = await page.evaluate(() => /** @type {any} */ (window).tabletop.state.firstBoardMs);
  check(typeof ms === 'number' && ms > 0, 'the first board was drawn');
  check((await page.locator('#board .cell[data-cell]').count()) === 64, '64 cells of the default chess board');
  return `page load to first board ${ms.toFixed(0)} ms`;
});

for (const g of games) {
  await test(`${g.name}: a seeded game by clicks against the CPU`, async () => {
    const r = await playGame(page, g.setup, { maxPlies: g.maxPlies, shot: `${g.name}.png` });
    return r.outcome === null ? `stopped after ${r.plies} plies (bound)` : `${r.outcome} after ${r.plies} plies`;
  });
}

await test('the new-game screen starts Strife with sets and Kyrras for three', async () => {
  await page.goto(link({ game: 'chess', seats: ['person', 'cpu:1'] }));
  await ready(page);
  await page.locator('#new-game').click();
  await page.locator('#setup-game').selectOption('strife');
  await page.locator('#setup-set-white').selectOption('fire');
  await page.locator('#setup-set-black').selectOption('ice');
  await page.locator('#setup-seat-1').selectOption('person');
  await page.screenshot({ path: join(shots, 'new-game.png') });
  await page.locator('#setup-start').click();
  await page.waitForFunction(() => /** @type {any} */ (window).tabletop.state.setup.game === 'strife');
  const strife = await pageState(page);
  check(strife.position.includes('sets=fire/ice'), `Strife with fire and ice: ${strife.position}`);
  await page.locator('#new-game').click();
  await page.locator('#setup-game').selectOption('kyrras');
  await page.locator('#setup-players').selectOption('3');
  await page.locator('#setup-start').click();
  await page.waitForFunction(() => /** @type {any} */ (window).tabletop.state.status.players === 3);
  const cells = await page.locator('#board .cell[data-cell]').count();
  check(cells === 91, `the 91 hexes of the Kyrras board, got ${cells}`);
  const seats = await page.evaluate(() => /** @type {any} */ (window).tabletop.state.setup.seats);
  check(seats.length === 3 && seats[0] === 'person', `three seats: ${seats}`);
  return `${cells} cells`;
});

await test('chess by keyboard only', async () => {
  const setup = { game: 'chess', seed: 11, seats: ['person', 'cpu:1'] };
  await page.goto(link(setup));
  await ready(page);
  const pick = rng(11);
  await page.locator('#board').focus();
  for (let turn = 0; turn < 6; turn++) {
    await settle(page);
    const { moves, cursor } = await page.evaluate(() => {
      const t = /** @type {any} */ (window).tabletop;
      return { moves: t.state.moves, cursor: t.board.cursor };
    });
    const m = moves[Math.floor(pick() * moves.length)];
    let at = cursor;
    if (at === null) {
      await page.keyboard.press('ArrowUp');
      at = await page.evaluate(() => /** @type {any} */ (window).tabletop.board.cursor);
    }
    for (const target of [m.from, m.to]) {
      const dx = target.charCodeAt(0) - at.charCodeAt(0);
      const dy = Number(target.slice(1)) - Number(at.slice(1));
      for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
      for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowUp' : 'ArrowDown');
      await page.keyboard.press('Enter');
      at = target;
    }
    if (await page.locator('#choice[open]').count()) {
      await page.locator(`#choice-list button[data-move="${m.text}"]`).focus();
      await page.keyboard.press('Enter');
    }
  }
  // One more move typed into the move box.
  await settle(page);
  const typed = await page.evaluate(() => /** @type {any} */ (window).tabletop.state.moves[0].text);
  await page.locator('#typed-move').focus();
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  await settle(page);
  const st = await pageState(page);
  compare(setup, st);
  check(st.moves.length >= 13, `13 plies played, got ${st.moves.length}`);
  const live = await page.locator('#announce').textContent();
  check(/played/.test(live ?? ''), 'moves are announced');
  const label = await page.locator('#board .cell[data-cell="e1"]').getAttribute('aria-label');
  check((label ?? '').startsWith('e1'), `cells have names in the game's notation: ${label}`);
  return `${st.moves.length} plies`;
});

await test('save, reload, undo, redo, load', async () => {
  const setup = { game: 'chess', seed: 12, seats: ['person', 'cpu:1'] };
  await page.goto(link(setup));
  await ready(page);
  const pick = rng(12);
  for (let i = 0; i < 3; i++) {
    await settle(page);
    await clickMove(page, pick);
  }
  await settle(page);
  const before = await pageState(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#save').click()]);
  const savedPath = join(userData, 'saved.json');
  await download.saveAs(savedPath);
  await page.reload();
  await ready(page);
  await settle(page);
  const reloaded = await pageState(page);
  check(reloaded.position === before.position, 'the link restores the game after a reload');
  await page.locator('#undo').click();
  const undone = await pageState(page);
  check(undone.moves.length === before.moves.length - 2, 'undo takes back the CPU move and the person\'s');
  compare(setup, { ...undone, positions: [] });
  await page.locator('#redo').click();
  const redone = await pageState(page);
  check(redone.moves.length === before.moves.length - 1, 'redo plays one move again');
  await page.goto(link({ game: 'glinski', seats: ['person', 'person'] }));
  await ready(page);
  await page.locator('#load').setInputFiles(savedPath);
  await page.waitForFunction((p) => /** @type {any} */ (window).tabletop.state.session.position_text() === p, before.position);
  return `${before.moves.length} plies saved and loaded`;
});

await test('flip and resign', async () => {
  const setup = { game: 'chess', seats: ['person', 'cpu:1'] };
  await page.goto(link(setup));
  await ready(page);
  await settle(page);
  const corner = (cell) => page.evaluate((c) => {
    const r = /** @type {SVGGraphicsElement} */ (document.querySelector(`#board .cell[data-cell="${c}"]`)).getBoundingClientRect();
    return [Math.round(r.left), Math.round(r.top)];
  }, cell);
  const a8 = await corner('a8');
  const h1 = await corner('h1');
  await page.locator('#flip').click();
  check(JSON.stringify(await corner('a8')) === JSON.stringify(h1), 'flipped: a8 is drawn where h1 was');
  check(JSON.stringify(await corner('h1')) === JSON.stringify(a8), 'flipped: h1 is drawn where a8 was');
  await page.locator('#resign').click();
  const st = await pageState(page);
  check(st.outcome === 'Black wins (White resigned)', `resign ends the game: ${st.outcome}`);
  check(await page.locator('#resign').isDisabled(), 'no resigning a finished game');
  await page.locator('#undo').click();
  check((await pageState(page)).outcome === null, 'undo takes the resignation back');
  return 'flipped, resigned, taken back';
});

await test('hot-seat hidden information: one seat never sees the other\'s hand', async () => {
  // Battle Duels: each seat holds a hand of cards from the first turn.
  const setup = { game: 'lytharia', mode: 'duels', seed: 13, seats: ['person', 'person'] };
  await page.goto(link(setup));
  await ready(page);
  const pick = rng(13);
  let handovers = 0;
  let secretsChecked = 0;
  for (let step = 0; step < 24; step++) {
    await settle(page);
    const st = await pageState(page);
    if (st.outcome !== null) break;
    if (st.handingOver) {
      const html = await page.evaluate(() => document.getElementById('board')?.innerHTML ?? '');
      check(html === '', 'the board is empty behind the hand-over screen');
      handovers++;
      await page.locator('#handover-go').click();
      continue;
    }
    // The DOM holds nothing of what the other seat sees and this one does not.
    const viewer = await page.evaluate(() => /** @type {any} */ (window).tabletop.state.viewer);
    const replay = new Session(JSON.stringify(setup));
    for (const t of st.moves) replay.play(t);
    const secrets = hiddenFrom(replay, viewer);
    replay.free();
    const dom = await page.evaluate(() => document.documentElement.outerHTML);
    secretsChecked += secrets.size;
    for (const secret of secrets) {
      const at = dom.indexOf(secret);
      check(at < 0, `seat ${viewer}'s page shows the other seat's hidden "${secret}": …${dom.slice(Math.max(0, at - 300), at + 60)}…`);
    }
    await clickMove(page, pick);
  }
  check(handovers > 0, 'the hand-over screen came up');
  check(secretsChecked > 0, 'some hidden card names were checked');
  return `${handovers} hand-overs, ${secretsChecked} hidden names checked absent`;
});

/** Texts the other seats see of their own side that `viewer` does not see. */
function hiddenFrom(session, viewer) {
  // What the viewer may read: its view and its record of the moves.
  const mine = [JSON.parse(session.view(viewer)), JSON.parse(session.record(viewer))];
  const seen = new Set(JSON.stringify(mine).match(/[A-Za-z][A-Za-z' -]{3,}/g) ?? []);
  const out = new Set();
  // Every card of the game the viewer cannot see (other hands, decks).
  const seenText = JSON.stringify(mine);
  for (const item of JSON.parse(session.catalogue())) {
    if (!seenText.includes(item.name)) out.add(item.name);
  }
  for (const seat of [0, 1]) {
    if (seat === viewer) continue;
    const theirs = JSON.parse(session.view(seat));
    for (const side of theirs.view.sides) {
      if (side.player !== seat) continue;
      for (const zone of side.zones ?? []) {
        for (const item of zone.items) {
          if (!JSON.stringify(mine).includes(item.name)) out.add(item.name);
        }
      }
      for (const line of side.info) {
        for (const word of line.value.split(/[\s,;()]+/).map((/** @type {string} */ w) => w.trim())) {
          if (word.length > 3 && /[A-Za-z]/.test(word) && !seen.has(word) && !JSON.stringify(mine).includes(word)) out.add(word);
        }
      }
    }
  }
  return out;
}

await test('CPU move time per level in the worker (report only)', async () => {
  const times = await page.evaluate(async () => {
    /** @type {Record<string, number[]>} */
    const out = {};
    const worker = new Worker('js/worker.js', { type: 'module' });
    const t = /** @type {any} */ (window).tabletop;
    for (const setup of [{ game: 'chess' }, { game: 'kyrras', players: 3 }, { game: 'lytharia', mode: 'duels', seed: 1 }]) {
      const Session = t.state.session.constructor;
      const save = new Session(JSON.stringify(setup)).save();
      out[setup.game] = [];
      for (let level = 1; level <= 5; level++) {
        const ms = await new Promise((resolve) => {
          worker.onmessage = (e) => resolve(e.data.ms);
          worker.postMessage({ id: level, save, level, seed: 1 });
        });
        out[setup.game].push(Math.round(/** @type {number} */ (ms)));
      }
    }
    worker.terminate();
    return out;
  });
  return Object.entries(times).map(([g, ms]) => `${g} ${ms.join('/')} ms`).join('; ') + ' (levels 1/2/3/4/5, start position)';
});

await context.close();

await test('phone-sized viewport with touch (Glinski)', async () => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const p = await phone.newPage();
  const touch = await p.evaluate(() => 1);
  check(touch === 1, 'page runs');
  const r = await playGame(p, { game: 'glinski', seed: 14, seats: ['person', 'cpu:1'] }, { maxPlies: 16, shot: 'glinski-phone.png', tap: true });
  const action = await p.locator('#board').evaluate((el) => getComputedStyle(el).touchAction);
  check(action === 'none', `touch-action on the board is none, got ${action}`);
  await p.goto(link({ game: 'lytharia', mode: 'duels', seed: 15, seats: ['person', 'cpu:1'] }));
  await ready(p);
  await settle(p);
  await p.screenshot({ path: join(shots, 'lytharia-duels-phone.png') });
  await phone.close();
  return `${r.plies} plies by touch`;
});

await browser.close();
rmSync(userData, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
