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
import { catalogue, check as checkSetup, initSync, lineup, Session } from '../pkg/tabletop_web.js';

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

/** The game's question to the seat to act is shown as it is (a response window: "... or `pass`", marked). */
async function checkPrompt(page) {
  const { prompt, shown, hidden, respond } = await page.evaluate(() => {
    const el = document.getElementById('prompt');
    return { prompt: /** @type {any} */ (window).tabletop.state.status.prompt, shown: el.textContent, hidden: el.hidden, respond: el.classList.contains('respond') };
  });
  if (prompt === null) {
    check(hidden, 'no prompt shown when the game asks nothing');
    return false;
  }
  check(!hidden && shown === prompt, `the prompt is shown: ${shown} != ${prompt}`);
  check(respond === /\bpass\b/.test(prompt), `a respond-or-pass prompt is marked: ${prompt}`);
  return respond;
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
    await checkPrompt(page);
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

await test('Strife character select lists each set\'s skills with costs and texts from the catalogue', async () => {
  await page.goto(link({ game: 'chess', seats: ['person', 'cpu:1'] }));
  await ready(page);
  await page.locator('#new-game').click();
  await page.locator('#setup-game').selectOption('strife');
  const shown = async (side) => page.locator(`#setup-skills-${side} li`).evaluateAll((lis) => lis.map((li) => ({ id: li.getAttribute('data-item'), text: li.textContent })));
  let checked = 0;
  for (const [white, black] of [['fire', 'ice'], ['void', 'undead'], ['none', 'holy'], ['bug', 'none']]) {
    await page.locator('#setup-set-white').selectOption(white);
    await page.locator('#setup-set-black').selectOption(black);
    const items = JSON.parse(catalogue(JSON.stringify({ game: 'strife', sets: `${white},${black}` })));
    for (const [side, set] of [['white', white], ['black', black]]) {
      const expected = items.filter((i) => i.id.startsWith(`${set}:`));
      const got = await shown(side);
      if (expected.length === 0) {
        check(got.length === 1 && got[0].id === null && got[0].text === 'No set skills.', `${set}: no set skills, got ${JSON.stringify(got)}`);
        continue;
      }
      check(JSON.stringify(got.map((g) => g.id)) === JSON.stringify(expected.map((i) => i.id)), `${side} ${set}: skills ${JSON.stringify(got.map((g) => g.id))}`);
      expected.forEach((item, i) => {
        check(got[i].text.includes(item.name) && got[i].text.includes(`${item.cost} mana`) && got[i].text.includes(item.text), `${item.id} shows name, cost and text: ${got[i].text}`);
        checked++;
      });
    }
  }
  check(checked >= 8, `set skills checked: ${checked}`);
  await page.locator('#setup-set-white').selectOption('fire');
  await page.locator('#setup-set-black').selectOption('ice');
  await page.locator('#setup-seat-1').selectOption('person');
  await page.screenshot({ path: join(shots, 'new-game.png') });
  await page.locator('#setup [value=cancel]').last().click();
  return `${checked} set skills listed with cost and text`;
});

await test('Lytharian Chess custom army and deck: checked by the game\'s rules, errors by the field, then played', async () => {
  await page.goto(link({ game: 'chess', seats: ['person', 'cpu:1'] }));
  await ready(page);
  await page.locator('#new-game').click();
  await page.locator('#setup-game').selectOption('lytharia');
  await page.locator('#setup-mode').selectOption('duels');
  const samples = JSON.parse(lineup(JSON.stringify({ game: 'lytharia', mode: 'duels' })));
  const box = (field) => page.locator(`#setup-${field.replace('.', '-')}`);
  const error = (field) => page.locator(`#setup-${field.replace('.', '-')}-error`);
  for (const [list, e] of [['armies', 0], ['armies', 1], ['decks', 0], ['decks', 1]]) {
    check((await box(`${list}.${e}`).inputValue()) === samples[list][e].join(', '), `${list}.${e} defaults to the sample`);
    check((await error(`${list}.${e}`).textContent()) === '', `${list}.${e}: the sample is legal`);
  }
  // Pawn Wars has its own samples; each mode keeps what was typed for it.
  await page.locator('#setup-mode').selectOption('pawn-wars');
  const pawnSamples = JSON.parse(lineup(JSON.stringify({ game: 'lytharia', mode: 'pawn-wars' })));
  check((await box('armies.0').inputValue()) === pawnSamples.armies[0].join(', '), 'pawn wars samples');
  await page.locator('#setup-mode').selectOption('duels');
  // An army of one troop: LY-3.1, shown next to army 1 only.
  await box('armies.0').fill('thane-borrik');
  const oneTroop = JSON.parse(checkSetup(JSON.stringify({ game: 'lytharia', mode: 'duels', armies: [['thane-borrik'], []] })));
  check(oneTroop.length === 1 && oneTroop[0].rule === 'LY-3.1', `the library refuses the army: ${JSON.stringify(oneTroop)}`);
  await page.waitForFunction((m) => document.getElementById('setup-armies-0-error')?.textContent === m, oneTroop[0].message);
  check((await box('armies.0').getAttribute('aria-invalid')) === 'true', 'the army box is marked invalid');
  check((await error('armies.1').textContent()) === '', 'the other army has no error');
  // A deck of three cards: LY-4.1 next to deck 2; the card list adds ids.
  const deckCard = await page.locator('#setup-decks-1-pick option').first().getAttribute('value');
  await box('decks.1').fill('');
  for (let i = 0; i < 3; i++) await page.locator('#setup-decks-1-add').click();
  check((await box('decks.1').inputValue()) === [deckCard, deckCard, deckCard].join(', '), 'the card list adds the picked card');
  const deckErr = await error('decks.1').textContent();
  check(/LY-4\.1/.test(deckErr ?? ''), `deck error names LY-4.1: ${deckErr}`);
  await page.screenshot({ path: join(shots, 'new-game-lytharia.png') });
  await page.locator('#setup-start').click();
  check(await page.locator('#setup[open]').count() === 1, 'an illegal setup does not start');
  check(await page.evaluate(() => /** @type {any} */ (window).tabletop.state.setup.game) === 'chess', 'the old game goes on');
  // A legal custom setup: the sample lineups in reverse order, decks reversed.
  const army = [...samples.armies[0]].reverse();
  const deck = [...samples.decks[1]].reverse();
  await box('armies.0').fill(army.join(', '));
  await box('decks.1').fill(deck.join('\n'));
  check((await error('armies.0').textContent()) === '' && (await error('decks.1').textContent()) === '', 'the custom lineup is legal');
  await page.locator('#setup-start').click();
  await page.waitForFunction(() => /** @type {any} */ (window).tabletop.state.setup.game === 'lytharia');
  const setup = await page.evaluate(() => /** @type {any} */ (window).tabletop.state.setup);
  check(JSON.stringify(setup.armies) === JSON.stringify([army, []]), `the setup carries the army: ${JSON.stringify(setup.armies)}`);
  check(JSON.stringify(setup.decks) === JSON.stringify([[], deck]), 'the setup carries the deck');
  const st = await pageState(page);
  const custom = new Session(JSON.stringify(setup));
  const sample = new Session(JSON.stringify({ ...setup, armies: [], decks: [] }));
  check(st.position === custom.position_text(), 'the page plays the custom setup');
  check(custom.position_text() !== sample.position_text(), 'the custom setup is not the sample one');
  custom.free();
  sample.free();
  // The link and the save carry it.
  await page.reload();
  await ready(page);
  check((await pageState(page)).position === st.position, 'the link restores the custom setup');
  return 'LY-3.1 and LY-4.1 shown by the fields; a custom lineup played';
});

await test('3 and 4 seat boards turn so the viewer\'s side is at the bottom', async () => {
  const notes = [];
  for (const [players, seat] of [[3, 1], [3, 2], [4, 2], [4, 3]]) {
    const seats = [...Array(players).keys()].map((i) => (i === seat ? 'person' : 'cpu:1'));
    const setup = { game: 'kyrras', players, seed: 20, seats };
    await page.goto(link(setup));
    await ready(page);
    await settle(page);
    await page.evaluate(() => /** @type {any} */ (window).tabletop.stopCpu());
    const lib = new Session(JSON.stringify(setup));
    const home = lib.home_turns(seat);
    lib.free();
    const drawn = await page.evaluate(() => /** @type {any} */ (window).tabletop.state.drawnTurns);
    check(drawn === home && home !== 0, `seat ${seat} of ${players}: drawn ${drawn}, home ${home}`);
    // The viewer's pieces are in the lower part of the board, every other seat's higher.
    const middle = async () => page.evaluate((s) => {
      const box = document.querySelector('#board svg .board').getBoundingClientRect();
      const mean = (owner) => {
        const ps = [...document.querySelectorAll(`#board .piece[data-owner="${owner}"]`)].map((p) => p.getBoundingClientRect());
        return ps.reduce((a, r) => a + r.top + r.height / 2, 0) / ps.length - (box.top + box.height / 2);
      };
      return { mine: mean(s), others: [0, 1, 2, 3].filter((o) => o !== s).map(mean).filter((v) => !Number.isNaN(v)) };
    }, seat);
    const m = await middle();
    check(m.mine > 0 && m.others.every((o) => o < m.mine), `seat ${seat}'s side is lowest: ${JSON.stringify(m)}`);
    // Cells keep their true names: the same 91 as the library's view.
    const names = await page.locator('#board .cell[data-cell]').evaluateAll((cs) => cs.map((c) => c.getAttribute('data-cell')).sort());
    const lib2 = new Session(JSON.stringify(setup));
    const expected = JSON.parse(lib2.view(seat)).cells.map((c) => c.id).sort();
    lib2.free();
    check(JSON.stringify(names) === JSON.stringify(expected), 'data-cell names the true cells');
    if (players === 3 && seat === 1) await page.screenshot({ path: join(shots, 'kyrras-3-turned.png') });
    // "Turn board" adds a sixth of a turn.
    await page.locator('#turn').click();
    const after = await page.evaluate(() => /** @type {any} */ (window).tabletop.state.drawnTurns);
    check(after === (home + 1) % 6, `turned once more: ${after}`);
    notes.push(`${players}p seat ${seat + 1}: ${home * 60}°`);
  }
  // Two-seat boards are not turned by themselves (Flip is the control).
  await page.goto(link({ game: 'glinski', seats: ['cpu:1', 'person'] }));
  await ready(page);
  check(await page.evaluate(() => /** @type {any} */ (window).tabletop.state.drawnTurns) === 0, 'Glinski is not turned');
  return notes.join(', ');
});

await test('Lytharia cards: a card in hand highlights its targets, a click on one plays it', async () => {
  let played = 0;
  let prompts = 0;
  for (const seed of [21, 22, 23]) {
    const setup = { game: 'lytharia', mode: 'duels', seed, seats: ['person', 'cpu:1'] };
    await page.goto(link(setup));
    await ready(page);
    const pick = rng(seed);
    for (let step = 0; step < 40 && played < 3; step++) {
      await settle(page);
      if (await checkPrompt(page)) prompts++;
      const st = await pageState(page);
      if (st.outcome !== null) break;
      // A card of the hand with plays on cells.
      const card = await page.evaluate(() => {
        const t = /** @type {any} */ (window).tabletop;
        for (const b of document.querySelectorAll('#sides button.item')) {
          const id = b.getAttribute('data-item');
          const uses = t.state.moves.filter((m) => m.group !== null && (m.group === id || m.group.endsWith(`:${id}`)));
          const targets = [...new Set(uses.filter((m) => m.target !== null).map((m) => m.target))].sort();
          if (targets.length > 0) return { id, uses, targets };
        }
        return null;
      });
      if (card === null) {
        await clickMove(page, pick);
        continue;
      }
      await page.locator(`#sides button.item[data-item="${CSS_escape(card.id)}"]`).first().click();
      const lit = await page.locator('#board .cell.target').evaluateAll((cs) => cs.map((c) => c.getAttribute('data-cell')).sort());
      check(JSON.stringify(lit) === JSON.stringify(card.targets), `${card.id}: targets ${lit} != ${card.targets}`);
      check(await page.locator('#card-hint').isVisible(), 'the card hint is shown');
      if (played === 0) {
        // Escape ends the pick; a click on the card picks it again.
        await page.keyboard.press('Escape');
        check(await page.locator('#board .cell.target').count() === 0 && !(await page.locator('#card-hint').isVisible()), 'Escape clears the targets');
        await page.locator(`#sides button.item[data-item="${CSS_escape(card.id)}"]`).first().click();
        check(await page.locator('#board .cell.target').count() === card.targets.length, 'the card picked again');
        check(await page.locator('#board .target-ring').count() === card.targets.length, 'a ring on every target');
      }
      if (played === 0) await page.screenshot({ path: join(shots, 'lytharia-card-targets.png') });
      const target = card.targets[Math.floor(pick() * card.targets.length)];
      const before = st.moves.length;
      await page.locator(`#board .cell[data-cell="${CSS_escape(target)}"]`).click();
      const options = card.uses.filter((m) => m.target === target);
      if (options.length > 1) {
        check(await page.locator('#choice[open]').count() === 1, 'several plays on one cell: a choice');
        const offered = await page.locator('#choice-list button').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-move')));
        check(JSON.stringify(offered) === JSON.stringify(options.map((m) => m.text)), 'the choice offers the card\'s plays on that cell');
        await page.locator('#choice-list button').first().click();
      }
      const after = await pageState(page);
      check(after.moves.length > before && options.some((m) => m.text === after.moves[before]), `the card was played on ${target}: ${after.moves[before]}`);
      compare(setup, after);
      played++;
    }
    if (played >= 3) break;
  }
  check(played >= 1, 'a card was played by its target');
  return `${played} cards played by target, ${prompts} respond-or-pass prompts seen`;
});

await test('drag and drop draws the piece under the pointer', async () => {
  await page.goto(link({ game: 'chess', seats: ['person', 'cpu:1'] }));
  await ready(page);
  await settle(page);
  const centre = (cell) => page.evaluate((c) => {
    const r = document.querySelector(`#board .cell[data-cell="${c}"]`).getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  }, cell);
  const [x0, y0] = await centre('g1');
  const [x1, y1] = await centre('f3');
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2, { steps: 5 });
  const ghost = await page.evaluate(() => {
    const g = document.querySelector('.ghost');
    if (!g) return null;
    const r = g.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, cell: g.getAttribute('data-cell'), pieces: g.querySelectorAll('.piece').length, dimmed: document.querySelectorAll('#board .piece.dragged').length };
  });
  check(ghost !== null, 'a ghost piece follows the pointer');
  check(Math.abs(ghost.x - (x0 + x1) / 2) < 2 && Math.abs(ghost.y - (y0 + y1) / 2) < 2, `the ghost is under the pointer: ${JSON.stringify(ghost)}`);
  check(ghost.cell === 'g1' && ghost.pieces === 1 && ghost.dimmed === 1, 'the ghost is the dragged piece; the original is dimmed');
  await page.screenshot({ path: join(shots, 'drag.png') });
  await page.mouse.move(x1, y1, { steps: 3 });
  await page.mouse.up();
  const st = await pageState(page);
  check(st.moves[0] === 'g1f3', `the drop played g1f3: ${st.moves[0]}`);
  check(await page.locator('.ghost').count() === 0, 'the ghost is gone after the drop');
  return 'ghost followed the mouse; g1f3 dropped';
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

/** Drags the piece on `from` to `to` by touch (CDP touch events), checking the ghost and the scroll. */
async function touchDrag(p, setup, from, to) {
  await p.goto(link(setup));
  await ready(p);
  await settle(p);
  // Scroll so the board's cells are on screen, then note the scroll.
  await p.locator(`#board .cell[data-cell="${from}"]`).scrollIntoViewIfNeeded();
  const centre = (cell) => p.evaluate((c) => {
    const r = document.querySelector(`#board .cell[data-cell="${c}"]`).getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, cell);
  const a = await centre(from);
  const b = await centre(to);
  const scrolled = await p.evaluate(() => window.scrollY);
  const cdp = await p.context().newCDPSession(p);
  const touch = (type, pt) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pt ? [{ x: pt.x, y: pt.y, id: 1 }] : [] });
  await touch('touchStart', a);
  for (let i = 1; i <= 6; i++) {
    await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 8, y: a.y + ((b.y - a.y) * i) / 8 });
  }
  const mid = { x: a.x + ((b.x - a.x) * 6) / 8, y: a.y + ((b.y - a.y) * 6) / 8 };
  const ghost = await p.evaluate(() => {
    const g = document.querySelector('.ghost');
    if (!g) return null;
    const r = g.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
  check(ghost !== null, 'a ghost piece follows the finger');
  check(Math.abs(ghost.x - mid.x) < 2 && Math.abs(ghost.y - mid.y) < 2, `the ghost is under the finger: ${JSON.stringify(ghost)} vs ${JSON.stringify(mid)}`);
  check((await p.evaluate(() => window.scrollY)) === scrolled, 'the page does not scroll while dragging');
  await p.screenshot({ path: join(shots, 'drag-phone.png') });
  await touch('touchMove', b);
  await touch('touchEnd', null);
  await p.waitForFunction(() => /** @type {any} */ (window).tabletop.state.status.ply > 0);
  await cdp.detach();
  return (await pageState(p)).moves[0];
}

await test('phone-sized viewport with touch (Glinski)', async () => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const p = await phone.newPage();
  const touch = await p.evaluate(() => 1);
  check(touch === 1, 'page runs');
  const r = await playGame(p, { game: 'glinski', seed: 14, seats: ['person', 'cpu:1'] }, { maxPlies: 16, shot: 'glinski-phone.png', tap: true });
  const action = await p.locator('#board').evaluate((el) => getComputedStyle(el).touchAction);
  check(action === 'none', `touch-action on the board is none, got ${action}`);
  // A touch drag: the piece follows the finger and the page does not scroll.
  const dragged = await touchDrag(p, { game: 'chess', seats: ['person', 'cpu:1'] }, 'b1', 'c3');
  check(dragged === 'b1c3', `the touch drop played b1c3: ${dragged}`);
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
