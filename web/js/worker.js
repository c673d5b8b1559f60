// The CPU, in a Web Worker so the page never freezes: it rebuilds the game
// from its save and asks the wasm module for the move of the seat to act
// (the search reads only what that seat can see).

import init, { Session } from '../pkg/tabletop_web.js';

const ready = init({ module_or_path: new URL('../pkg/tabletop_web_bg.wasm', import.meta.url) });

/** @type {{ onmessage: ((e: MessageEvent<import('./types.js').CpuRequest>) => void) | null, postMessage: (m: import('./types.js').CpuReply) => void }} */
const scope = /** @type {any} */ (self);

scope.onmessage = async (event) => {
  await ready;
  const { id, save, level, seed } = event.data;
  const started = performance.now();
  try {
    const session = Session.load(save);
    const text = session.cpu_move(level, 0, seed) ?? null;
    session.free();
    scope.postMessage({ id, text, ms: performance.now() - started });
  } catch (error) {
    scope.postMessage({ id, text: null, ms: 0, error: String(error) });
  }
};
