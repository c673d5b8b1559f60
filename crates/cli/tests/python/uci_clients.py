#!/usr/bin/env python3
"""`tabletop uci` driven by python-chess, as Python users drive engines.

Usage: uci_clients.py PATH/TO/tabletop

Plays short games (fixed time per move, and a fast clock that must never
be lost on time), analyses positions (depth, nodes, MultiPV, mate, an
infinite analysis stopped), ponders, and checks that everything the engine
says is legal. Runs in about half a minute. Exit status 0 when all pass.
"""

import sys
import time

import chess
import chess.engine

ENGINE = [sys.argv[1], "uci"] if len(sys.argv) > 1 else ["tabletop", "uci"]


def check(cond, what):
    if not cond:
        raise SystemExit(f"FAILED: {what}")


def legal_pv(board, pv):
    b = board.copy()
    for mv in pv:
        if mv not in b.legal_moves:
            return False
        b.push(mv)
    return True


def play_game(white, black, limit_for, max_plies, opening=()):
    """Plays from the opening moves until the end or max_plies; returns the
    board."""
    board = chess.Board()
    for uci in opening:
        board.push_uci(uci)
    clocks = {chess.WHITE: None, chess.BLACK: None}
    while not board.is_game_over(claim_draw=True) and board.ply() < max_plies:
        engine = white if board.turn == chess.WHITE else black
        limit = limit_for(board, clocks)
        started = time.monotonic()
        result = engine.play(board, limit, info=chess.engine.INFO_ALL)
        spent = time.monotonic() - started
        check(result.move in board.legal_moves, f"legal move {result.move} in {board.fen()}")
        if "pv" in result.info:
            check(legal_pv(board, result.info["pv"]), f"legal pv in {board.fen()}")
        if clocks[board.turn] is not None:
            t, inc = clocks[board.turn]
            # What a GUI would charge: the whole round trip.
            t = t - spent
            check(t > 0, f"lost on time at ply {board.ply()} ({t:.3f} s left)")
            clocks[board.turn] = (t + inc, inc)
        board.push(result.move)
    return board


def main():
    with chess.engine.SimpleEngine.popen_uci(ENGINE) as a, \
            chess.engine.SimpleEngine.popen_uci(ENGINE) as b:
        check(a.id.get("name", "").startswith("tabletop"), f"id name {a.id}")
        for option in ("Hash", "MultiPV", "Move Overhead", "UCI_LimitStrength", "UCI_Elo"):
            check(option in a.options, f"option {option}")
        a.configure({"Hash": 8, "Move Overhead": 50})
        b.configure({"Hash": 8, "Move Overhead": 50})

        # Fixed time per move: two short games, engine against engine.
        for opening in (("e2e4",), ("d2d4", "g8f6")):
            board = play_game(a, b, lambda board, c: chess.engine.Limit(time=0.03), 80, opening)
            print(f"fixed time: {board.ply()} plies, {board.result(claim_draw=True)}")

        # A fast clock (3 s + 0.05 s a move, 50 ms overhead): never flagged.
        def clock_limit(board, clocks):
            for side in (chess.WHITE, chess.BLACK):
                if clocks[side] is None:
                    clocks[side] = (3.0, 0.05)
            return chess.engine.Limit(
                white_clock=clocks[chess.WHITE][0], black_clock=clocks[chess.BLACK][0],
                white_inc=0.05, black_inc=0.05)

        board = play_game(a, b, clock_limit, 120)
        print(f"3 s + 0.05 s: {board.ply()} plies, {board.result(claim_draw=True)}")

        # Analysis: depth, nodes, MultiPV.
        board = chess.Board("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4")
        info = a.analyse(chess.Board(), chess.engine.Limit(depth=5))
        check(info["depth"] == 5, f"depth 5: {info}")
        info = a.analyse(board, chess.engine.Limit(depth=5))
        check(info["score"].white() == chess.engine.Mate(1), f"mate in one: {info['score']}")
        check(info["pv"][0] == chess.Move.from_uci("h5f7"), f"Qxf7#: {info['pv']}")
        info = a.analyse(chess.Board(), chess.engine.Limit(nodes=5000))
        check(legal_pv(chess.Board(), info["pv"]), "legal pv")
        lines = a.analyse(chess.Board(), chess.engine.Limit(depth=4), multipv=3)
        check(len(lines) == 3, f"three lines: {lines}")
        firsts = {line["pv"][0] for line in lines}
        check(len(firsts) == 3, f"three different first moves: {firsts}")
        for line in lines:
            check(legal_pv(chess.Board(), line["pv"]), "legal multipv line")
        info = a.analyse(board, chess.engine.Limit(mate=1))
        check(info["pv"][0] == chess.Move.from_uci("h5f7"), f"go mate 1: {info}")

        # An infinite analysis, stopped by the client.
        with a.analysis(chess.Board()) as analysis:
            depths = []
            for info in analysis:
                if "depth" in info:
                    depths.append(info["depth"])
                if len(depths) >= 4:
                    break
            analysis.stop()
            best = analysis.wait()
        check(best.move in chess.Board().legal_moves, f"analysis best move {best}")

        # Pondering: play with ponder on, then again.
        board = chess.Board()
        for _ in range(4):
            result = a.play(board, chess.engine.Limit(time=0.05), ponder=True)
            check(result.move in board.legal_moves, "ponder game move")
            board.push(result.move)

        # Repetitions come from the move list: Black, a queen down, draws.
        board = chess.Board("3qk3/8/8/8/8/8/8/4K3 w - - 0 1")
        for uci in ("e1f1", "d8d1", "f1g2", "d1d5", "g2g1"):
            board.push_uci(uci)
        result = b.play(board, chess.engine.Limit(depth=3))
        check(result.move in board.legal_moves, "legal in a repetition game")

        # Strength limiting is accepted and still plays legal moves.
        a.configure({"UCI_LimitStrength": True, "UCI_Elo": 1400})
        result = a.play(chess.Board(), chess.engine.Limit(time=0.05))
        check(result.move in chess.Board().legal_moves, "limited strength")
    print("python-chess: all checks passed")


if __name__ == "__main__":
    main()
