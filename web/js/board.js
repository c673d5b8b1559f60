// The board: the wasm module's SVG, with each cell's element (`data-cell`)
// made clickable, draggable and reachable by keyboard. It knows no rules:
// where a piece may go comes from the legal moves' cells.

/** @typedef {import('./types.js').MoveInfo} MoveInfo */
/** @typedef {import('./types.js').CellLabel} CellLabel */

export class Board {
  /**
   * @param {HTMLElement} element the container (focusable)
   * @param {(candidates: MoveInfo[]) => void} choose called with the moves a
   *   click or drop means (one: play it; more: ask which)
   */
  constructor(element, choose) {
    this.element = element;
    this.choose = choose;
    /** @type {MoveInfo[]} */
    this.moves = [];
    /** @type {Map<string, SVGGraphicsElement>} */
    this.cells = new Map();
    /** @type {string | null} */
    this.selected = null;
    /** @type {string | null} */
    this.cursor = null;
    /** @type {string | null} */
    this.dragFrom = null;
    /** Where the press that may become a drag began. @type {{ x: number, y: number, id: number } | null} */
    this.press = null;
    /** The picture of the dragged piece under the pointer. @type {SVGSVGElement | null} */
    this.ghost = null;
    /** The moves of a card (or other item) picked in the hand: its targets are shown. @type {MoveInfo[] | null} */
    this.itemMoves = null;
    /** Called when the item pick ends (played or cleared). @type {() => void} */
    this.onItemEnd = () => {};
    element.addEventListener('pointerdown', (e) => this.pointerDown(e));
    element.addEventListener('pointermove', (e) => this.pointerMove(e));
    element.addEventListener('pointerup', (e) => this.pointerUp(e));
    element.addEventListener('pointercancel', () => this.endDrag());
    // No page scroll or zoom while a piece is dragged (touch-action: none
    // on the board does it in CSS; this covers browsers that ignore it).
    element.addEventListener('touchmove', (e) => { if (this.dragFrom !== null) e.preventDefault(); }, { passive: false });
    element.addEventListener('keydown', (e) => this.key(e));
  }

  /**
   * Shows a new picture and the moves that may be made on it.
   * @param {string} svg
   * @param {CellLabel[]} labels
   * @param {MoveInfo[]} moves
   */
  show(svg, labels, moves) {
    // A new picture ends a card pick and a drag (their cells may be gone).
    this.endItem();
    this.endDrag();
    this.element.innerHTML = svg;
    this.moves = moves;
    this.cells.clear();
    const byId = new Map(labels.map((l) => [l.id, l]));
    let index = 0;
    for (const el of this.element.querySelectorAll('.cell[data-cell]')) {
      const cell = /** @type {SVGGraphicsElement} */ (el);
      const id = cell.getAttribute('data-cell') ?? '';
      const label = byId.get(id);
      cell.id = `cell-${index++}`;
      cell.setAttribute('role', 'button');
      cell.setAttribute('aria-label', label ? label.label : id);
      if (label) cell.setAttribute('data-name', label.name);
      this.cells.set(id, cell);
    }
    if (this.selected && !this.moves.some((m) => m.from === this.selected)) this.selected = null;
    if (this.cursor && !this.cells.has(this.cursor)) this.cursor = null;
    this.paint();
  }

  /** Marks movable pieces, the selection, its targets and the cursor. */
  paint() {
    const targets = this.targets();
    for (const ring of this.element.querySelectorAll('.target-ring')) ring.remove();
    const svg = this.element.querySelector('svg');
    for (const [id, cell] of this.cells) {
      cell.classList.toggle('movable', this.selected === null && this.itemMoves === null && this.moves.some((m) => m.from === id));
      cell.classList.toggle('selected', id === this.selected);
      cell.classList.toggle('target', targets.has(id));
      cell.classList.toggle('cursor', id === this.cursor);
      // A ring over the pieces, so a target with a piece on it shows too.
      if (targets.has(id) && svg) {
        const ring = /** @type {SVGGraphicsElement} */ (cell.cloneNode(false));
        ring.removeAttribute('id');
        ring.removeAttribute('data-cell');
        ring.removeAttribute('role');
        ring.removeAttribute('aria-label');
        ring.setAttribute('class', 'target-ring');
        ring.setAttribute('aria-hidden', 'true');
        svg.append(ring);
      }
    }
    const cursor = this.cursor && this.cells.get(this.cursor);
    if (cursor) this.element.setAttribute('aria-activedescendant', cursor.id);
    else this.element.removeAttribute('aria-activedescendant');
  }

  /** @returns {Set<string>} the cells the selection, or the picked card, can reach */
  targets() {
    const out = new Set();
    if (this.itemMoves !== null) {
      for (const m of this.itemMoves) if (m.target !== null) out.add(m.target);
      return out;
    }
    for (const m of this.moves) {
      if (m.to !== null && m.from === this.selected) out.add(m.to);
    }
    return out;
  }

  /**
   * Shows the target cells of a card's moves (from their seat-safe
   * effects); a click on one plays it (a choice when several share it).
   * @param {MoveInfo[]} moves
   * @param {() => void} onEnd called when the pick is played or cleared
   */
  pickItem(moves, onEnd) {
    this.endItem();
    this.itemMoves = moves;
    this.onItemEnd = onEnd;
    this.selected = null;
    this.paint();
  }

  /** Ends a card pick. */
  endItem() {
    if (this.itemMoves === null) return;
    this.itemMoves = null;
    const done = this.onItemEnd;
    this.onItemEnd = () => {};
    this.paint();
    done();
  }

  /**
   * A click (or Enter) on a cell.
   * @param {string} id
   */
  activate(id) {
    if (this.itemMoves !== null) {
      const chosen = this.itemMoves.filter((m) => m.target === id);
      this.endItem();
      if (chosen.length > 0) this.choose(chosen);
      return;
    }
    if (this.selected !== null && id !== this.selected) {
      const chosen = this.moves.filter((m) => m.from === this.selected && m.to === id);
      if (chosen.length > 0) {
        this.selected = null;
        this.paint();
        this.choose(chosen);
        return;
      }
    }
    if (id === this.selected) {
      // A move that ends where it starts (turning in place) is chosen by
      // clicking the piece again.
      const still = this.moves.filter((m) => m.from === id && m.to === id);
      this.selected = null;
      this.paint();
      if (still.length > 0) this.choose(still);
      return;
    }
    if (this.moves.some((m) => m.from === id)) {
      this.selected = id;
      this.paint();
      return;
    }
    const placed = this.moves.filter((m) => m.from === null && m.to === id);
    this.selected = null;
    this.paint();
    if (placed.length > 0) this.choose(placed);
  }

  /**
   * @param {Event} event
   * @returns {string | null}
   */
  cellAt(event) {
    const e = /** @type {PointerEvent} */ (event);
    const hit = document.elementFromPoint(e.clientX, e.clientY);
    return hit?.closest('[data-cell]')?.getAttribute('data-cell') ?? null;
  }

  /** @param {PointerEvent} e */
  pointerDown(e) {
    const id = this.cellAt(e);
    if (id === null) return;
    e.preventDefault();
    this.cursor = id;
    this.dragFrom = this.itemMoves === null && this.moves.some((m) => m.from === id) && id !== this.selected ? id : null;
    if (this.dragFrom !== null) {
      this.press = { x: e.clientX, y: e.clientY, id: e.pointerId };
      // Keep the pointer's moves (and the release) ours while dragging.
      if (this.element.setPointerCapture && e.isPrimary) {
        try { this.element.setPointerCapture(e.pointerId); } catch { /* not capturable */ }
      }
    }
    this.activate(id);
  }

  /** A press that moves a few pixels becomes a drag: the piece follows the pointer. @param {PointerEvent} e */
  pointerMove(e) {
    if (this.dragFrom === null || this.press === null || e.pointerId !== this.press.id) return;
    e.preventDefault();
    if (this.ghost === null) {
      if (Math.hypot(e.clientX - this.press.x, e.clientY - this.press.y) < 4) return;
      this.ghost = this.makeGhost(this.dragFrom);
      if (this.ghost === null) return;
    }
    const r = this.ghost.getBoundingClientRect();
    this.ghost.style.left = `${e.clientX - r.width / 2}px`;
    this.ghost.style.top = `${e.clientY - r.height / 2}px`;
  }

  /**
   * A copy of the piece on `id`, the size it is drawn, in its own SVG fixed
   * to the page (the original is dimmed while it is dragged).
   * @param {string} id
   * @returns {SVGSVGElement | null}
   */
  makeGhost(id) {
    const piece = /** @type {SVGGraphicsElement | null} */ (this.element.querySelector(`.piece[data-cell="${CSS.escape(id)}"]`));
    if (!piece) return null;
    const box = piece.getBBox();
    const screen = piece.getBoundingClientRect();
    const ns = 'http://www.w3.org/2000/svg';
    const ghost = /** @type {SVGSVGElement} */ (document.createElementNS(ns, 'svg'));
    ghost.setAttribute('class', 'ghost');
    // The bounding box leaves out the outline's stroke: a margin keeps it.
    const pad = Math.max(box.width, box.height) * 0.1;
    const scale = box.width > 0 ? screen.width / box.width : 1;
    ghost.setAttribute('viewBox', `${box.x - pad} ${box.y - pad} ${box.width + 2 * pad} ${box.height + 2 * pad}`);
    ghost.setAttribute('width', String((box.width + 2 * pad) * scale));
    ghost.setAttribute('height', String((box.height + 2 * pad) * scale));
    ghost.setAttribute('aria-hidden', 'true');
    ghost.dataset.cell = id;
    ghost.append(piece.cloneNode(true));
    piece.classList.add('dragged');
    document.body.append(ghost);
    return ghost;
  }

  /** Ends a drag: the ghost goes, the piece is shown again. */
  endDrag() {
    this.ghost?.remove();
    this.ghost = null;
    this.press = null;
    for (const p of this.element.querySelectorAll('.piece.dragged')) p.classList.remove('dragged');
  }

  /** A release on another cell than the press is a drop. @param {PointerEvent} e */
  pointerUp(e) {
    const from = this.dragFrom;
    this.dragFrom = null;
    this.endDrag();
    const id = this.cellAt(e);
    if (from === null || id === null || id === from || this.selected !== from) return;
    this.cursor = id;
    this.activate(id);
  }

  /** Arrow keys move the cursor to the nearest cell that way; Enter selects. @param {KeyboardEvent} e */
  key(e) {
    /** @type {Record<string, [number, number]>} */
    const ways = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const way = ways[e.key];
    if (way) {
      e.preventDefault();
      this.step(way[0], way[1]);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (this.cursor === null) this.step(0, 0);
      else this.activate(this.cursor);
    } else if (e.key === 'Escape') {
      this.selected = null;
      this.endItem();
      this.paint();
    }
  }

  /** @param {SVGGraphicsElement} cell */
  static centre(cell) {
    const b = cell.getBBox();
    return [b.x + b.width / 2, b.y + b.height / 2];
  }

  /**
   * Moves the cursor to the nearest cell within 60 degrees of (dx, dy)
   * (on hex boards that is along a hex direction).
   * @param {number} dx
   * @param {number} dy
   */
  step(dx, dy) {
    const here = this.cursor && this.cells.get(this.cursor);
    if (!here) {
      this.cursor = this.selected ?? this.moves.find((m) => m.from !== null)?.from ?? [...this.cells.keys()][0] ?? null;
      this.paint();
      return;
    }
    const [x, y] = Board.centre(here);
    let best = null;
    let bestScore = Infinity;
    for (const [id, cell] of this.cells) {
      const [cx, cy] = Board.centre(cell);
      const vx = cx - x;
      const vy = cy - y;
      const dist = Math.hypot(vx, vy);
      if (dist < 1) continue;
      const cos = (vx * dx + vy * dy) / dist;
      if (cos < 0.49) continue;
      const score = dist * (2 - cos);
      if (score < bestScore) {
        bestScore = score;
        best = id;
      }
    }
    if (best !== null) this.cursor = best;
    this.paint();
  }
}
