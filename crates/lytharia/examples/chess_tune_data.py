#!/usr/bin/env python3
"""Positions for tuning the chess evaluation (`chess_tune` example).

Plays Stockfish against itself at a fixed depth, with an occasional
random move for variety, and writes one line per quiet position (not in
check, the best move neither a capture nor a promotion, no mate found):

    FEN;SCORE;RESULT

SCORE is Stockfish's search score in centipawns from White's side,
RESULT the game's result from White's side (1, 0.5, 0), so either can be
the tuning target. Usage:

    chess_tune_data.py STOCKFISH OUT GAMES [--depth 7] [--seed 1]
"""
import argparse
import random

import chess
import chess.engine


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("stockfish")
    ap.add_argument("out")
    ap.add_argument("games", type=int)
    ap.add_argument("--depth", type=int, default=7)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--random", type=float, default=0.08, help="chance of a random move")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    eng = chess.engine.SimpleEngine.popen_uci(args.stockfish)
    eng.configure({"Threads": 1, "Hash": 16})
    with open(args.out, "a") as out:
        for _ in range(args.games):
            board = chess.Board()
            rows = []
            result = None
            while result is None:
                if board.is_game_over(claim_draw=True):
                    result = {"1-0": 1.0, "0-1": 0.0}.get(board.result(claim_draw=True), 0.5)
                    break
                if board.ply() > 300:
                    result = 0.5
                    break
                info = eng.analyse(board, chess.engine.Limit(depth=args.depth))
                score = info["score"].white()
                best = info["pv"][0]
                if score.is_mate() or abs(score.score()) > 1200:
                    # Adjudicate: decided positions teach the tables little.
                    s = score.score(mate_score=10000)
                    result = 1.0 if s > 0 else 0.0
                    break
                quiet = (not board.is_check() and not board.is_capture(best)
                         and best.promotion is None)
                if quiet and board.ply() >= 8:
                    rows.append((board.fen(), score.score()))
                if board.ply() < 30 and rng.random() < args.random * (3 if board.ply() < 10 else 1):
                    best = rng.choice(list(board.legal_moves))
                board.push(best)
            for fen, s in rows:
                out.write(f"{fen};{s};{result}\n")
            out.flush()
    eng.quit()


if __name__ == "__main__":
    main()
