// The playground page: the new-game screen, the board, the controls and the
// CPU worker. It holds no rules: every move, picture and word comes from
// the wasm module (crates/web).

import init, { Session, catalogue, check, choices, lineup } from '../pkg/tabletop_web.js';
import { Board } from './board.js';

/** @typedef {import('./types.js').Setup} Setup */
/** @typedef {import('./types.js').Status} Status */
/** @typedef {import('./types.js').MoveInfo} MoveInfo */
/** @typedef {import('./types.js').SeatView} SeatView */
/** @typedef {import('./types.js').Choices} Choices */
/** @typedef {import('./types.js').CpuReply} CpuReply */
/** @typedef {import('./types.js').RecordLine} RecordLine */
/** @typedef {import('./types.js').Item} Item */
/** @typedef {import('./types.js').Problem} Problem */
/** @typedef {import('./types.js').Lineup} Lineup */

const started = performance.now();

/**
 * @template {HTMLElement} T
 * @param {string} id
 * @returns {T}
 */
function $(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`no #${id}`);
  return /** @type {T} */ (el);
}

/** @param {string} text */
function announce(text) {
  $('announce').textContent = text;
}

/** @param {string} text */
function showError(text) {
  $('error').textContent = text;
}

/** Everything the page knows about the game in play. */
const state = {
  /** @type {Session | null} */
  session: null,
  /** @type {Setup} */
  setup: { game: 'chess' },
  /** @type {Status | null} */
  status: null,
  /** @type {MoveInfo[]} */
  moves: [],
  /** The seat whose view is shown (-1: an onlooker). */
  viewer: -1,
  /** The person seat that last saw the board (hot-seat hand-over). */
  shownTo: -1,
  /** A hand-over screen is up. */
  handingOver: false,
  /** The CPU is stopped until the person plays or asks. */
  cpuPaused: false,
  /** The id of the CPU request that counts (older replies are dropped). */
  cpuRequest: 0,
  /** The board is drawn turned half round. */
  flipped: false,
  /** Sixths of a turn (hex boards) the person added with "Turn board", on top of the viewer's own turn. */
  turns: 0,
  /** The sixths the board is drawn turned (for the tests). */
  drawnTurns: 0,
  /** @type {number | null} */
  firstBoardMs: null,
  /** @type {number[]} */
  cpuTimes: [],
  /** The position text after each ply shown (for the tests; never in the DOM). @type {string[]} */
  positions: [],
};

/** @type {Worker | null} */
let worker = null;
/** @type {Choices} */
let gameChoices = { games: [], sets: [], modes: [] };
/** @type {Board} */
let board;

/** @param {number} seat */
function seatKind(seat) {
  return state.setup.seats?.[seat] ?? 'person';
}

/** @param {number} seat */
function isPerson(seat) {
  return seatKind(seat) === 'person';
}

function personSeats() {
  const n = state.status?.players ?? 0;
  return [...Array(n).keys()].filter(isPerson);
}

/** The seat whose view to show: the person to act, else the last person who saw the board, else the first person, else an onlooker. */
function chooseViewer() {
  const s = /** @type {Status} */ (state.status);
  if (s.toAct !== null && isPerson(s.toAct)) return s.toAct;
  if (state.shownTo >= 0 && isPerson(state.shownTo)) return state.shownTo;
  const persons = personSeats();
  return persons.length > 0 ? persons[0] : -1;
}

function startWorker() {
  worker?.terminate();
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = (/** @type {MessageEvent<CpuReply>} */ e) => cpuReplied(e.data);
}

/** @param {Setup} setup @param {string[]} [moves] */
function startGame(setup, moves = []) {
  const session = new Session(JSON.stringify(setup));
  for (const text of moves) session.play(text);
  useSession(session, setup);
}

/** @param {Session} session @param {Setup} setup */
function useSession(session, setup) {
  state.session?.free();
  state.session = session;
  state.setup = setup;
  state.shownTo = -1;
  state.handingOver = false;
  state.cpuPaused = false;
  state.cpuRequest++;
  state.turns = 0;
  startWorker();
  showError('');
  render();
}

function session() {
  if (!state.session) throw new Error('no game');
  return state.session;
}

/** The moves played so far (for the link): the history's texts up to its cursor. */
function playedMoves() {
  const saved = JSON.parse(session().save());
  return /** @type {string[]} */ (saved.history.moves).slice(0, saved.history.cursor);
}

function updateLink() {
  const hash = `#game=${encodeURIComponent(JSON.stringify(state.setup))}&moves=${encodeURIComponent(JSON.stringify(playedMoves()))}`;
  history.replaceState(null, '', hash);
}

function render() {
  const s = session();
  const status = /** @type {Status} */ (JSON.parse(s.status()));
  state.status = status;
  state.positions[status.ply] = s.position_text();
  const viewer = chooseViewer();
  // Hot-seat with hidden information: another person takes the seat, so
  // hide everything until they say they are ready.
  if (status.hiddenInformation && personSeats().length > 1 && viewer >= 0 && state.shownTo >= 0 && viewer !== state.shownTo && status.outcome === null) {
    handOver(viewer);
    return;
  }
  state.viewer = viewer;
  if (viewer >= 0) state.shownTo = viewer;
  const seatView = /** @type {SeatView} */ (JSON.parse(s.view(viewer)));
  const acting = status.toAct !== null && status.toAct === viewer && status.outcome === null;
  state.moves = acting ? JSON.parse(s.moves(viewer)) : [];
  // With three or more seats each viewer sees their own side at the bottom.
  const home = status.players > 2 && viewer >= 0 ? s.home_turns(viewer) : 0;
  state.drawnTurns = status.hex ? (home + state.turns) % 6 : 0;
  board.show(s.svg(viewer, state.flipped, state.drawnTurns), seatView.cells, state.moves);
  $('turn').hidden = !status.hex;
  if (state.firstBoardMs === null) state.firstBoardMs = performance.now() - started;
  renderStatus(status);
  renderSides(seatView, status);
  renderActions();
  renderRecord(status);
  /** @type {HTMLButtonElement} */ ($('undo')).disabled = !status.canUndo;
  /** @type {HTMLButtonElement} */ ($('redo')).disabled = !status.canRedo;
  /** @type {HTMLButtonElement} */ ($('resign')).disabled = resigningSeat(status) === null;
  updateLink();
  maybeCpu();
}

/** @param {Status} status */
function renderStatus(status) {
  let text;
  if (status.outcome !== null) text = `Game over: ${status.outcome}`;
  else if (status.toAct === null) text = '';
  else {
    const who = status.seatNames[status.toAct];
    const kind = seatKind(status.toAct);
    text = kind === 'person' ? `${who} to move` : `${who} (${kind}) to move`;
  }
  $('status').textContent = text;
  // The game's own question to the seat to act (a response window: answer
  // or pass), public words only.
  const prompt = $('prompt');
  prompt.textContent = status.prompt ?? '';
  prompt.hidden = !status.prompt;
  prompt.classList.toggle('respond', /\bpass\b/.test(status.prompt ?? ''));
}

/** @param {SeatView} seatView @param {Status} status */
function renderSides(seatView, status) {
  const box = $('sides');
  box.replaceChildren();
  for (const side of seatView.view.sides) {
    const div = document.createElement('div');
    div.className = 'side' + (side.player === status.toAct ? ' acting' : '');
    const h = document.createElement('h3');
    h.textContent = `${side.name}${state.viewer === side.player ? ' (you)' : ''} · ${seatKind(side.player)}`;
    div.append(h);
    const dl = document.createElement('dl');
    for (const line of side.info) {
      const dt = document.createElement('dt');
      dt.textContent = line.label;
      const dd = document.createElement('dd');
      dd.textContent = line.value;
      dl.append(dt, dd);
    }
    div.append(dl);
    for (const zone of side.zones ?? []) {
      const h4 = document.createElement('h4');
      h4.textContent = `${zone.name} (${zone.size})`;
      div.append(h4);
      if (zone.items.length > 0) {
        const cards = document.createElement('div');
        cards.className = 'cards';
        cards.append(...zone.items.map((item) => itemCard(item, side.player === state.viewer)));
        div.append(cards);
      }
    }
    box.append(div);
  }
  if (seatView.view.info.length > 0) {
    const dl = document.createElement('dl');
    dl.className = 'side';
    for (const line of seatView.view.info) {
      const dt = document.createElement('dt');
      dt.textContent = line.label;
      const dd = document.createElement('dd');
      dd.textContent = line.value;
      dl.append(dt, dd);
    }
    box.append(dl);
  }
}

/**
 * The moves that use an item (a card in hand): those whose menu group names
 * the item's id (`cast:flame-lash` for the card `flame-lash`).
 * @param {Item} item
 */
function movesOfItem(item) {
  return state.moves.filter((m) => m.group !== null && (m.group === item.id || m.group.endsWith(`:${item.id}`)));
}

/**
 * A card: name, cost, type, text and values; a card of the seat to act
 * that can be played is a button listing its plays (targets).
 * @param {Item} item
 * @param {boolean} mine
 */
function itemCard(item, mine) {
  const uses = mine ? movesOfItem(item) : [];
  const card = document.createElement(uses.length > 0 ? 'button' : 'div');
  card.className = 'item';
  if (card instanceof HTMLButtonElement) {
    card.type = 'button';
    card.dataset.item = item.id;
    card.setAttribute('aria-pressed', 'false');
    card.addEventListener('click', () => pickCard(card, item, uses));
  }
  const head = document.createElement('strong');
  head.textContent = item.cost == null ? item.name : `${item.name} · ${item.cost}`;
  const kind = document.createElement('small');
  kind.textContent = item.kind;
  card.append(head, ' ', kind);
  if ((item.values ?? []).length > 0) {
    const v = document.createElement('div');
    v.textContent = (item.values ?? []).map((x) => `${x.name} ${x.value}`).join(' · ');
    card.append(v);
  }
  if (item.text) {
    const t = document.createElement('div');
    t.className = 'item-text';
    t.textContent = item.text;
    card.append(t);
  }
  return card;
}

/**
 * A card clicked in the hand: its targets light up on the board (the cells
 * of its moves' seat-safe effects) and a click on one plays it; a card
 * without cells, or a second click on it, offers its plays in the dialog.
 * @param {HTMLButtonElement} card
 * @param {Item} item
 * @param {MoveInfo[]} uses
 */
function pickCard(card, item, uses) {
  const picked = card.getAttribute('aria-pressed') === 'true';
  board.endItem();
  if (picked || !uses.some((m) => m.target !== null)) {
    choose(uses, item.name);
    return;
  }
  card.setAttribute('aria-pressed', 'true');
  const hint = $('card-hint');
  const targets = new Set(uses.filter((m) => m.target !== null).map((m) => m.target));
  hint.textContent = `${item.name}: choose a target on the board (${targets.size} highlighted), click the card again for every play, Escape to cancel.`;
  hint.hidden = false;
  announce(`${item.name}: ${targets.size} targets highlighted.`);
  board.pickItem(uses, () => {
    card.setAttribute('aria-pressed', 'false');
    hint.hidden = true;
  });
}

/** Moves that no click on the board makes (passes, cards without a cell): buttons. */
function renderActions() {
  const off = state.moves.filter((m) => m.to === null);
  const box = $('actions');
  /** @type {Map<string, MoveInfo[]>} */
  const groups = new Map();
  /** @type {HTMLButtonElement[]} */
  const buttons = [];
  for (const m of off) {
    if (m.group === null) buttons.push(moveButton(m, () => playMove(m.text)));
    else groups.set(m.group, [...(groups.get(m.group) ?? []), m]);
  }
  for (const [group, moves] of groups) {
    if (moves.length === 1) {
      buttons.push(moveButton(moves[0], () => playMove(moves[0].text)));
      continue;
    }
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = `${group} …`;
    b.dataset.group = group;
    b.addEventListener('click', () => choose(moves, group));
    buttons.push(b);
  }
  box.replaceChildren(...buttons);
  $('actions-box').hidden = off.length === 0;
}

/** @param {MoveInfo} m @param {() => void} onClick */
function moveButton(m, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = m.description;
  b.dataset.move = m.text;
  b.addEventListener('click', onClick);
  return b;
}

/** @param {Status} status */
function renderRecord(status) {
  const list = $('moves');
  const lines = /** @type {RecordLine[]} */ (JSON.parse(session().record(state.viewer)));
  // Moves taken back are listed (faded) from the save, in notation only
  // where the seat may read every move.
  const saved = JSON.parse(session().save());
  const all = /** @type {string[]} */ (saved.history.moves);
  const open = !(/** @type {Status} */ (state.status).hiddenInformation);
  const shown = open ? all.length : lines.length;
  list.replaceChildren(
    ...all.slice(0, shown).map((text, i) => {
      const li = document.createElement('li');
      if (i + 1 === status.ply) li.className = 'current';
      if (i >= status.ply) li.classList.add('undone');
      const b = document.createElement('button');
      b.type = 'button';
      const line = lines[i];
      b.textContent = line ? line.notation ?? line.description : text;
      if (line) b.title = line.description;
      b.setAttribute('aria-label', `go to move ${i + 1}`);
      b.addEventListener('click', () => {
        state.cpuPaused = true;
        session().goto(i + 1);
        render();
      });
      li.append(b);
      return li;
    }),
  );
}

/**
 * The moves a click or drop means: one is played, several are offered in
 * the choice dialog (promotion, facing, skills, card targets).
 * @param {MoveInfo[]} candidates
 * @param {string} [title]
 */
function choose(candidates, title = 'Which move?') {
  if (candidates.length === 1) {
    playMove(candidates[0].text);
    return;
  }
  const dialog = /** @type {HTMLDialogElement} */ ($('choice'));
  $('choice-title').textContent = title;
  $('choice-list').replaceChildren(
    ...candidates.map((m) =>
      moveButton(m, () => {
        dialog.close();
        playMove(m.text);
      }),
    ),
  );
  dialog.showModal();
}

/** @param {string} text */
function playMove(text) {
  const status = /** @type {Status} */ (state.status);
  const who = status.toAct === null ? '' : status.seatNames[status.toAct];
  try {
    session().play(text);
    showError('');
    state.cpuPaused = false;
    render();
    // Behind a hand-over screen nothing is announced; otherwise the move as
    // the seat shown may read it (never a hidden card of another seat).
    if (state.handingOver) return;
    const after = /** @type {Status} */ (state.status);
    const lines = /** @type {RecordLine[]} */ (JSON.parse(session().record(state.viewer)));
    const last = lines[lines.length - 1];
    const what = last ? last.notation ?? last.description : '';
    announce(`${who} played ${what}.${after.outcome ? ` Game over: ${after.outcome}.` : ''}`);
  } catch (e) {
    showError(String(e));
  }
}

/** @param {number} seat */
function handOver(seat) {
  state.handingOver = true;
  // Nothing of the last seat's view stays in the page.
  board.show('', [], []);
  $('sides').replaceChildren();
  $('actions').replaceChildren();
  $('moves').replaceChildren();
  const name = /** @type {Status} */ (state.status).seatNames[seat];
  $('handover-text').textContent = `Pass the device to ${name}.`;
  $('handover').hidden = false;
  announce(`Hand over to ${name}.`);
  $('handover-go').focus();
  $('handover-go').onclick = () => {
    $('handover').hidden = true;
    state.handingOver = false;
    state.shownTo = seat;
    render();
    $('board').focus();
  };
}

function maybeCpu() {
  const s = /** @type {Status} */ (state.status);
  const thinking = $('thinking');
  if (s.outcome !== null || s.toAct === null || isPerson(s.toAct) || state.cpuPaused) {
    thinking.hidden = true;
    return;
  }
  const level = Number(seatKind(s.toAct).split(':')[1] ?? '3') || 3;
  const id = ++state.cpuRequest;
  thinking.hidden = false;
  const pause = personSeats().length === 0 ? Number(/** @type {HTMLSelectElement} */ ($('speed')).value) : 0;
  const ask = () => {
    if (id !== state.cpuRequest) return;
    worker?.postMessage({ id, save: session().save(), level, seed: (state.setup.seed ?? 0) * 1000 + s.ply });
  };
  if (pause > 0) setTimeout(ask, pause);
  else ask();
}

/** @param {CpuReply} reply */
function cpuReplied(reply) {
  if (reply.id !== state.cpuRequest) return;
  $('thinking').hidden = true;
  if (reply.error || reply.text === null) {
    showError(reply.error ?? 'the CPU found no move');
    return;
  }
  state.cpuTimes.push(reply.ms);
  playMove(reply.text);
}

function stopCpu() {
  state.cpuPaused = true;
  state.cpuRequest++;
  startWorker();
  $('thinking').hidden = true;
  announce('CPU stopped.');
}

/**
 * The seat the Resign button resigns for: the person whose view is shown,
 * else the person to act; none once the game is over.
 * @param {Status} status
 * @returns {number | null}
 */
function resigningSeat(status) {
  if (status.outcome !== null) return null;
  if (state.viewer >= 0 && isPerson(state.viewer)) return state.viewer;
  if (status.toAct !== null && isPerson(status.toAct)) return status.toAct;
  return null;
}

function resign() {
  const status = state.status;
  const seat = status === null ? null : resigningSeat(status);
  if (status === null || seat === null) return;
  session().resign(seat);
  state.cpuRequest++;
  render();
  announce(`${status.seatNames[seat]} resigned. Game over: ${state.status?.outcome}.`);
}

function turn() {
  state.turns = (state.turns + 1) % 6;
  render();
  announce(`Board turned ${state.drawnTurns * 60} degrees.`);
}

function flip() {
  state.flipped = !state.flipped;
  $('flip').setAttribute('aria-pressed', String(state.flipped));
  render();
}

function undo() {
  const s = session();
  if (!s.undo()) return;
  // Against the CPU, take back to the person's own turn.
  let status = JSON.parse(s.status());
  while (status.toAct !== null && !isPerson(status.toAct) && personSeats().length > 0 && s.undo()) {
    status = JSON.parse(s.status());
  }
  state.cpuPaused = personSeats().length === 0;
  state.cpuRequest++;
  render();
  announce('Move taken back.');
}

function redo() {
  const s = session();
  if (!s.redo()) return;
  state.cpuPaused = true;
  state.cpuRequest++;
  render();
  announce('Move played again.');
}

function save() {
  const blob = new Blob([session().save()], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${state.setup.game}-game.json`;
  a.click();
  URL.revokeObjectURL(a.href);
}

/** @param {string} text */
function loadText(text) {
  try {
    const loaded = Session.load(text);
    const setup = /** @type {Setup} */ (JSON.parse(loaded.setup()));
    useSession(loaded, setup);
    announce('Game loaded.');
  } catch (e) {
    showError(`cannot load: ${e}`);
  }
}

// ---- the new-game screen ----

/** The items of a game's catalogue, by setup (the wasm module's, never written here). @type {Map<string, Item[]>} */
const catalogues = new Map();

/** @param {Setup} setup @returns {Item[]} */
function catalogueOf(setup) {
  const key = JSON.stringify({ game: setup.game, sets: setup.sets, mode: setup.mode });
  let items = catalogues.get(key);
  if (!items) {
    items = /** @type {Item[]} */ (JSON.parse(catalogue(key)));
    catalogues.set(key, items);
  }
  return items;
}

/**
 * The lineup fields: each entrant's army and deck.
 * @type {{ field: string, list: 'armies' | 'decks', entrant: number, label: string, troops: boolean }[]}
 */
const LINEUP_FIELDS = [
  { field: 'armies.0', list: 'armies', entrant: 0, label: 'Army 1', troops: true },
  { field: 'armies.1', list: 'armies', entrant: 1, label: 'Army 2', troops: true },
  { field: 'decks.0', list: 'decks', entrant: 0, label: 'Deck 1', troops: false },
  { field: 'decks.1', list: 'decks', entrant: 1, label: 'Deck 2', troops: false },
];

/** @param {string} field `armies.0` ... @returns {string} the id of its text box */
function lineupId(field) {
  return `setup-${field.replace('.', '-')}`;
}

/** What the person typed for each Lytharian Chess mode, kept while the screen is open. @type {Map<string, Record<string, string>>} */
const lineupTexts = new Map();

/** @param {string} text @returns {string[]} card ids */
function idsOf(text) {
  return text.split(/[\s,]+/).filter((x) => x !== '');
}

function setupForm() {
  const game = /** @type {HTMLSelectElement} */ ($('setup-game'));
  game.replaceChildren(...gameChoices.games.map((g) => new Option(g.name, g.id)));
  const sets = ['none', ...gameChoices.sets];
  for (const id of ['setup-set-white', 'setup-set-black']) {
    const select = /** @type {HTMLSelectElement} */ ($(id));
    select.replaceChildren(...sets.map((s) => new Option(s, s)));
    select.addEventListener('change', renderSkills);
  }
  const mode = /** @type {HTMLSelectElement} */ ($('setup-mode'));
  mode.replaceChildren(...gameChoices.modes.map((m) => new Option(m, m)));
  mode.addEventListener('change', lineupRows);
  game.addEventListener('change', setupChanged);
  $('setup-players').addEventListener('change', seatsRows);
  $('setup-samples').addEventListener('click', () => {
    lineupTexts.delete(mode.value);
    lineupRows();
  });
}

function setupChanged() {
  const id = /** @type {HTMLSelectElement} */ ($('setup-game')).value;
  const g = gameChoices.games.find((x) => x.id === id);
  const players = /** @type {HTMLSelectElement} */ ($('setup-players'));
  players.replaceChildren(...(g?.players ?? [2]).map((n) => new Option(String(n), String(n))));
  $('setup-players-row').hidden = (g?.players.length ?? 1) < 2;
  $('setup-sets-row').hidden = id !== 'strife';
  $('setup-mode-row').hidden = id !== 'lytharia';
  $('setup-lineup-row').hidden = id !== 'lytharia';
  if (id === 'strife') renderSkills();
  if (id === 'lytharia') lineupRows();
  seatsRows();
}

/** Each side's set skills, with mana cost and text, from Strife's catalogue. */
function renderSkills() {
  const value = (/** @type {string} */ id) => /** @type {HTMLSelectElement} */ ($(id)).value;
  const sets = `${value('setup-set-white')},${value('setup-set-black')}`;
  const items = catalogueOf({ game: 'strife', sets });
  for (const side of ['white', 'black']) {
    const set = value(`setup-set-${side}`);
    // A set's skills are the catalogue items of its id (`fire:$TR`).
    const skills = items.filter((item) => item.id.startsWith(`${set}:`));
    const list = $(`setup-skills-${side}`);
    list.replaceChildren(
      ...(skills.length === 0
        ? [Object.assign(document.createElement('li'), { textContent: 'No set skills.' })]
        : skills.map((item) => {
            const li = document.createElement('li');
            li.dataset.item = item.id;
            const name = document.createElement('strong');
            name.textContent = item.name;
            const cost = document.createElement('span');
            cost.className = 'cost';
            cost.textContent = item.cost == null ? '' : ` · ${item.cost} mana`;
            const kind = document.createElement('small');
            kind.textContent = ` ${item.kind}`;
            const text = document.createElement('div');
            text.textContent = item.text ?? '';
            li.append(name, cost, kind, text);
            return li;
          })),
    );
  }
}

/** The army and deck boxes of the chosen mode, filled with what was typed for it, else its samples. */
function lineupRows() {
  const mode = /** @type {HTMLSelectElement} */ ($('setup-mode')).value;
  const samples = /** @type {Lineup} */ (JSON.parse(lineup(JSON.stringify({ game: 'lytharia', mode }))));
  const typed = lineupTexts.get(mode) ?? {};
  const items = catalogueOf({ game: 'lytharia', mode });
  $('setup-lineup').replaceChildren(
    ...LINEUP_FIELDS.map((f) => {
      const box = document.createElement('div');
      const id = lineupId(f.field);
      const label = document.createElement('label');
      label.htmlFor = id;
      label.textContent = f.label;
      const area = document.createElement('textarea');
      area.id = id;
      area.rows = f.troops ? 4 : 5;
      area.spellcheck = false;
      area.dataset.field = f.field;
      area.value = typed[f.field] ?? samples[f.list][f.entrant].join(', ');
      area.setAttribute('aria-describedby', `${id}-error`);
      area.addEventListener('input', () => {
        lineupTexts.set(mode, { ...(lineupTexts.get(mode) ?? {}), [f.field]: area.value });
        showProblems(readSetup());
      });
      // The card list: troops for an army, spells and equipment for a deck.
      const pick = document.createElement('div');
      pick.className = 'pick';
      const select = document.createElement('select');
      select.id = `${id}-pick`;
      select.setAttribute('aria-label', `card to add to ${f.label}`);
      select.replaceChildren(
        ...items
          .filter((item) => (item.kind === 'troop') === f.troops)
          .map((item) => new Option(`${item.name}${item.cost == null ? '' : ` · ${item.cost}`} (${(item.values ?? []).map((v) => `${v.name} ${v.value}`).join(' ')})`, item.id)),
      );
      const add = document.createElement('button');
      add.type = 'button';
      add.id = `${id}-add`;
      add.textContent = 'Add';
      add.addEventListener('click', () => {
        area.value = [...idsOf(area.value), select.value].join(', ');
        area.dispatchEvent(new Event('input'));
      });
      pick.append(select, add);
      const error = document.createElement('p');
      error.className = 'error';
      error.id = `${id}-error`;
      box.append(label, area, pick, error);
      return box;
    }),
  );
  showProblems(readSetup());
}

/**
 * Shows the wasm module's verdict on the setup next to each field (the
 * game's own rules, naming the seed's rule); returns whether it may start.
 * @param {Setup} setup
 */
function showProblems(setup) {
  const problems = /** @type {Problem[]} */ (JSON.parse(check(JSON.stringify(setup))));
  const general = [];
  for (const f of LINEUP_FIELDS) {
    const area = document.getElementById(lineupId(f.field));
    const error = document.getElementById(`${lineupId(f.field)}-error`);
    const mine = problems.filter((p) => p.field === f.field);
    if (area) area.setAttribute('aria-invalid', String(mine.length > 0));
    if (error) error.textContent = mine.map((p) => p.message).join(' ');
  }
  for (const p of problems) {
    if (!LINEUP_FIELDS.some((f) => f.field === p.field) || setup.game !== 'lytharia') general.push(p.message);
  }
  $('setup-error').textContent = general.join(' ');
  return problems.length === 0;
}

function seatsRows() {
  const n = Number(/** @type {HTMLSelectElement} */ ($('setup-players')).value) || 2;
  const kinds = ['person', 'cpu:1', 'cpu:2', 'cpu:3', 'cpu:4', 'cpu:5'];
  $('setup-seats').replaceChildren(
    ...[...Array(n).keys()].map((i) => {
      const label = document.createElement('label');
      label.textContent = `Seat ${i + 1} `;
      const select = document.createElement('select');
      select.id = `setup-seat-${i}`;
      select.replaceChildren(...kinds.map((k) => new Option(k === 'person' ? 'person' : `CPU level ${k.slice(4)}`, k)));
      select.value = i === 0 ? 'person' : 'cpu:2';
      label.append(select);
      return label;
    }),
  );
}

/** @returns {Setup} */
function readSetup() {
  const value = (/** @type {string} */ id) => /** @type {HTMLSelectElement | HTMLInputElement} */ ($(id)).value;
  const game = value('setup-game');
  const players = Number(value('setup-players')) || 2;
  /** @type {Setup} */
  const setup = { game, seed: Number(value('setup-seed')) || 0 };
  if (game === 'kyrras') setup.players = players;
  if (game === 'strife') setup.sets = `${value('setup-set-white')},${value('setup-set-black')}`;
  if (game === 'lytharia') {
    setup.mode = value('setup-mode');
    // Only what differs from the samples goes into the setup (and the link).
    const samples = /** @type {Lineup} */ (JSON.parse(lineup(JSON.stringify({ game, mode: setup.mode }))));
    for (const list of /** @type {const} */ (['armies', 'decks'])) {
      const given = [0, 1].map((e) => {
        const area = /** @type {HTMLTextAreaElement | null} */ (document.getElementById(lineupId(`${list}.${e}`)));
        const ids = area ? idsOf(area.value) : [];
        return ids.join(',') === samples[list][e].join(',') ? [] : ids;
      });
      if (given.some((ids) => ids.length > 0)) setup[list] = given;
    }
  }
  setup.seats = [...Array(players).keys()].map((i) => value(`setup-seat-${i}`));
  return setup;
}

function openSetup() {
  const dialog = /** @type {HTMLDialogElement} */ ($('setup'));
  /** @type {HTMLSelectElement} */ ($('setup-game')).value = state.setup.game;
  setupChanged();
  $('setup-error').textContent = '';
  dialog.showModal();
}

function setupSubmitted(/** @type {SubmitEvent} */ e) {
  const submitter = /** @type {HTMLButtonElement | null} */ (e.submitter);
  if (submitter?.value !== 'start') return;
  const setup = readSetup();
  if (!showProblems(setup)) {
    e.preventDefault();
    return;
  }
  try {
    startGame(setup);
  } catch (err) {
    e.preventDefault();
    $('setup-error').textContent = String(err);
  }
}

/** The game in the link (`#game=SETUP&moves=LIST`), if any. @returns {{ setup: Setup, moves: string[] } | null} */
function fromLink() {
  const params = new URLSearchParams(location.hash.slice(1));
  const game = params.get('game');
  if (!game) return null;
  try {
    return { setup: JSON.parse(game), moves: JSON.parse(params.get('moves') ?? '[]') };
  } catch {
    return null;
  }
}

async function main() {
  await init({ module_or_path: new URL('../pkg/tabletop_web_bg.wasm', import.meta.url) });
  gameChoices = JSON.parse(choices());
  board = new Board($('board'), choose);
  setupForm();
  $('new-game').addEventListener('click', openSetup);
  $('setup-form').addEventListener('submit', (e) => setupSubmitted(/** @type {SubmitEvent} */ (e)));
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('resign').addEventListener('click', resign);
  $('flip').addEventListener('click', flip);
  $('turn').addEventListener('click', turn);
  $('save').addEventListener('click', save);
  $('stop').addEventListener('click', stopCpu);
  $('share').addEventListener('click', () => {
    updateLink();
    navigator.clipboard?.writeText(location.href).catch(() => {});
    announce('Link copied.');
  });
  $('load').addEventListener('change', async (e) => {
    const input = /** @type {HTMLInputElement} */ (e.target);
    const file = input.files?.[0];
    if (file) loadText(await file.text());
    input.value = '';
  });
  $('typed').addEventListener('submit', (e) => {
    e.preventDefault();
    const input = /** @type {HTMLInputElement} */ ($('typed-move'));
    if (state.moves.length === 0) {
      showError('it is not your move');
      return;
    }
    playMove(input.value);
    if ($('error').textContent === '') input.value = '';
  });
  document.addEventListener('keydown', (e) => {
    // Escape anywhere ends a card pick (the card button has the focus).
    if (e.key === 'Escape' && board.itemMoves !== null) {
      board.endItem();
      return;
    }
    if (!(e.ctrlKey || e.metaKey) || e.target instanceof HTMLInputElement) return;
    if (e.key === 'z') { e.preventDefault(); undo(); }
    if (e.key === 'y') { e.preventDefault(); redo(); }
  });
  const linked = fromLink();
  try {
    if (linked) startGame(linked.setup, linked.moves);
    else startGame({ game: 'chess', seats: ['person', 'cpu:2'] });
  } catch (e) {
    startGame({ game: 'chess', seats: ['person', 'cpu:2'] });
    showError(`the link holds no playable game: ${e}`);
  }
  // For the browser tests and speed measurements: read-only hooks.
  /** @type {any} */ (window).tabletop = { state, board, loadText, stopCpu, ready: true };
}

main();
