#!/usr/bin/env python3
"""Measures `tabletop uci` against Stockfish's UCI_LimitStrength (not a CI
step: the numbers go to docs/ai.md).

Usage: vs_stockfish.py TABLETOP STOCKFISH ELO GAMES [--movetime MS]
                       [--clock SECONDS+INC] [--ours-elo E] [--ours-skill L]
                       [--overhead MS] [--first N] [--ours-nodes N]
                       [--ours-movetime MS] [--sf-nodes N] [--ours-threads N]

Games start from sixteen balanced openings, each played with both colours
(`--first N` starts at game N of that cycle, to add games to a run).
Stockfish always searches on one thread; `--ours-threads N` sets our
`Threads` (default 1).
Our `Move Overhead` stays at the engine's default unless `--overhead` sets
it.
For results that do not depend on the machine's load, limit both sides by
nodes: `--sf-nodes N` gives Stockfish `go nodes N` instead of a time, and
`--ours-movetime 0` takes the time limit off our side, whose node cap then
comes from `--ours-nodes`, `--ours-elo` or `--ours-skill`.
Prints one line per game, then the score, the Elo difference with its 95 %
interval, and (with --clock) the least time ever left on our clock.
"""

import argparse
import math
import time

import chess
import chess.engine

from match_common import elo_interval, points_for

OPENINGS = [
    "e2e4 e7e5 g1f3 b8c6",
    "d2d4 d7d5 c2c4 e7e6",
    "e2e4 c7c5 g1f3 d7d6",
    "d2d4 g8f6 c2c4 g7g6",
    "c2c4 e7e5 b1c3 g8f6",
    "e2e4 e7e6 d2d4 d7d5",
    "g1f3 d7d5 g2g3 g8f6",
    "e2e4 c7c6 d2d4 d7d5",
    "d2d4 g8f6 c2c4 e7e6 g1f3 d7d5",
    "e2e4 e7e5 g1f3 g8f6",
    "c2c4 c7c5 g1f3 b8c6",
    "e2e4 d7d6 d2d4 g8f6 b1c3 g7g6",
    "d2d4 d7d5 g1f3 g8f6 c1f4",
    "e2e4 c7c5 b1c3 b8c6 g2g3",
    "g1f3 g8f6 c2c4 e7e6 b1c3 d7d5",
    "e2e4 e7e5 f1c4 g8f6 d2d3",
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tabletop")
    ap.add_argument("stockfish")
    ap.add_argument("elo", type=int)
    ap.add_argument("games", type=int)
    ap.add_argument("--movetime", type=int, default=100)
    ap.add_argument("--clock", default=None)
    ap.add_argument("--ours-elo", type=int, default=None)
    ap.add_argument("--ours-skill", type=int, default=None)
    ap.add_argument("--max-plies", type=int, default=300)
    ap.add_argument("--overhead", type=int, default=None)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--ours-nodes", type=int, default=None)
    ap.add_argument("--ours-movetime", type=int, default=None)
    ap.add_argument("--sf-nodes", type=int, default=None)
    ap.add_argument("--ours-threads", type=int, default=1)
    args = ap.parse_args()
    ours_ms = args.movetime if args.ours_movetime is None else args.ours_movetime
    if ours_ms == 0 and not (args.ours_nodes or args.ours_elo or args.ours_skill):
        ap.error("--ours-movetime 0 needs a node cap (--ours-nodes, --ours-elo or --ours-skill)")

    ours = chess.engine.SimpleEngine.popen_uci([args.tabletop, "uci"])
    sf = chess.engine.SimpleEngine.popen_uci(args.stockfish)
    ours.configure({"Hash": 16, "Threads": args.ours_threads})
    if args.overhead is not None:
        ours.configure({"Move Overhead": args.overhead})
    if args.ours_skill:
        ours.configure({"Skill Level": args.ours_skill})
    if args.ours_elo:
        ours.configure({"UCI_LimitStrength": True, "UCI_Elo": args.ours_elo})
    sf.configure({"UCI_LimitStrength": True, "UCI_Elo": args.elo, "Threads": 1, "Hash": 16})
    clock = None
    if args.clock:
        base, inc = args.clock.split("+")
        clock = (float(base), float(inc))
    least_left = math.inf
    points = []
    for g in range(args.first, args.first + args.games):
        opening = OPENINGS[(g // 2) % len(OPENINGS)].split()
        ours_white = g % 2 == 0
        board = chess.Board()
        for uci in opening:
            board.push_uci(uci)
        left = {chess.WHITE: clock[0], chess.BLACK: clock[0]} if clock else None
        flagged = None
        while not board.is_game_over(claim_draw=True) and board.ply() < args.max_plies:
            us = (board.turn == chess.WHITE) == ours_white
            engine = ours if us else sf
            if clock:
                limit = chess.engine.Limit(
                    white_clock=left[chess.WHITE], black_clock=left[chess.BLACK],
                    white_inc=clock[1], black_inc=clock[1])
            elif us:
                # No time and no nodes would be a bare `go`: our engine's
                # UCI_Elo or Skill Level cap still applies to `go nodes`.
                limit = chess.engine.Limit(
                    time=ours_ms / 1000 if ours_ms else None,
                    nodes=args.ours_nodes or (None if ours_ms else 10**12))
            elif args.sf_nodes:
                limit = chess.engine.Limit(nodes=args.sf_nodes)
            else:
                limit = chess.engine.Limit(time=args.movetime / 1000)
            started = time.monotonic()
            result = engine.play(board, limit)
            spent = time.monotonic() - started
            if clock:
                left[board.turn] -= spent
                if us:
                    least_left = min(least_left, left[board.turn])
                if left[board.turn] <= 0:
                    flagged = board.turn
                    break
                left[board.turn] += clock[1]
            board.push(result.move)
        if flagged is not None:
            ours_lost = flagged == (chess.WHITE if ours_white else chess.BLACK)
            p = 0.0 if ours_lost else 1.0
            res = "flag " + ("ours" if ours_lost else "stockfish")
        else:
            res = board.result(claim_draw=True)
            p = points_for(res, ours_white)
        points.append(p)
        print(f"game {g + 1 - args.first}: ours {'white' if ours_white else 'black'} "
              f"{res} plies {board.ply()} points {p}", flush=True)
    n = len(points)
    e, lo, hi = elo_interval(points, n)
    sf_limit = f"{args.sf_nodes} nodes" if args.sf_nodes else f"{args.movetime} ms"
    print(f"vs Stockfish UCI_Elo {args.elo} ({sf_limit}): {sum(points)}/{n}, "
          f"won {points.count(1.0)} drawn {points.count(0.5)} lost {points.count(0.0)}, "
          f"Elo difference {e:+.0f} (95 %: {lo:+.0f} to {hi:+.0f})")
    if clock:
        print(f"least time left on our clock: {least_left:.3f} s")
    ours.quit()
    sf.quit()


if __name__ == "__main__":
    main()
