// Perft speed of the wasm module in node (for docs/performance.md):
//   node tests/perft.mjs   (after `cargo xtask web`)
import { readFileSync } from 'node:fs';
import { initSync, Session } from '../pkg/tabletop_web.js';

initSync({ module: readFileSync(new URL('../pkg/tabletop_web_bg.wasm', import.meta.url)) });
for (const [setup, depth] of [[{ game: 'chess' }, 5], [{ game: 'glinski' }, 4], [{ game: 'kyrras', players: 3 }, 3], [{ game: 'strife' }, 4]]) {
  const s = new Session(JSON.stringify(setup));
  const t = performance.now();
  const nodes = s.perft(depth);
  const ms = performance.now() - t;
  console.log(`${setup.game} depth ${depth}: ${nodes} nodes in ${ms.toFixed(0)} ms = ${(nodes / ms / 1000).toFixed(1)} M nodes/s`);
  s.free();
}
