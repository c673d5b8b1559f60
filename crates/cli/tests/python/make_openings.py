#!/usr/bin/env python3
"""Writes an openings file of balanced chess positions for ab_match.py.

Usage: make_openings.py OUT [--count N] [--seed S] [--stockfish PATH]
                        [--depth D] [--margin CP]

Each candidate is 6 to 9 random legal plies from the start (Python's
`random.Random(seed)`); it is kept if the game is not over, Stockfish at
depth D (default 10, one thread, hash cleared for every position) scores
it within +-CP centipawns (default 60), and its EPD is not already in the
set. Lines are EPD with Stockfish's score for the side to move (`ce`)
and the moves that led there (`c0`). Same seed, depth and Stockfish: same
file. crates/cli/tests/python/openings.epd is `--count 2000 --seed 1`.
"""

import argparse
import random
import sys

import chess
import chess.engine

import match_common as mc


def main():
    ap = argparse.ArgumentParser(description="Balanced openings for ab_match.py.")
    ap.add_argument("out", help="file to write (- for standard output)")
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--stockfish", default="/usr/games/stockfish")
    ap.add_argument("--depth", type=int, default=10)
    ap.add_argument("--margin", type=int, default=60)
    args = ap.parse_args()
    if args.count < 1 or args.depth < 1 or args.margin < 0:
        ap.error("--count and --depth must be at least 1, --margin at least 0")
    rng = random.Random(args.seed)
    try:
        sf = mc.open_engine(args.stockfish, [("Threads", 1), ("Hash", 16)])
    except Exception as e:
        print(f"make_openings.py: cannot start Stockfish: {e!r}", file=sys.stderr)
        sys.exit(1)
    seen = set()
    lines = []
    tried = 0
    try:
        while len(lines) < args.count:
            tried += 1
            board = chess.Board()
            for _ in range(rng.randint(6, 9)):
                moves = list(board.legal_moves)
                if not moves:
                    break
                board.push(rng.choice(moves))
            epd = board.epd()
            if board.is_game_over() or epd in seen:
                continue
            # A new `game` object each time: `ucinewgame` clears the hash, so
            # the score depends on the position alone.
            info = sf.analyse(board, chess.engine.Limit(depth=args.depth), game=object())
            cp = info["score"].relative.score(mate_score=100000)
            if abs(cp) > args.margin:
                continue
            seen.add(epd)
            moves = " ".join(m.uci() for m in board.move_stack)
            lines.append(board.epd(ce=cp, c0=moves))
            if len(lines) % 200 == 0:
                print(f"{len(lines)} kept of {tried} tried", file=sys.stderr, flush=True)
    except KeyboardInterrupt:
        sf.close()
        sys.exit(130)
    sf_name = sf.id.get("name", args.stockfish)
    sf.quit()
    header = (f"# {sf_name}, make_openings.py --count {args.count} --seed {args.seed} --depth {args.depth} "
              f"--margin {args.margin}: {len(lines)} kept of {tried} tried\n")
    text = header + "".join(line + "\n" for line in lines)
    if args.out == "-":
        sys.stdout.write(text)
    else:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)


if __name__ == "__main__":
    main()
