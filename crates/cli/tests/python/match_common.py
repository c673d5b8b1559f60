"""Helpers shared by the chess match scripts (vs_stockfish.py, ab_match.py,
make_openings.py): starting UCI engines, reading openings files, and the
statistics of a match, computed as `tabletop match` computes them
(crates/cli/src/elo.rs): the Elo difference with its 95 % interval by games
and by pairs, and the SPRT's log-likelihood ratio.
"""

import math
import shlex

import chess
import chess.engine

# ln((1 - beta) / alpha) with alpha = beta = 5 %, as in elo.rs.
SPRT_BOUND = 2.944438979166440


def expected_score(elo):
    """The expected score of a side `elo` points stronger."""
    return 1.0 / (1.0 + 10 ** (-elo / 400.0))


def elo_of(score):
    """The Elo difference that gives the expected score `score`."""
    s = min(max(score, 1e-3), 1 - 1e-3)
    return -400 * math.log10(1 / s - 1)


def elo_interval(points, n):
    """Elo difference and its 95 % interval from per-game points."""
    mean = sum(points) / n
    var = sum((p - mean) ** 2 for p in points) / n
    half = 1.96 * math.sqrt(var / n)
    return elo_of(mean), elo_of(mean - half), elo_of(mean + half)


def points_for(result, white):
    """The points of the side that played White (`white` true) or Black
    in a game that ended `result` ("1-0", "0-1" or a draw)."""
    if result == "1-0":
        return 1.0 if white else 0.0
    if result == "0-1":
        return 0.0 if white else 1.0
    return 0.5


def one_way_bounds(points):
    """95 % Elo bounds (low, high) when every game went one way (Wilson
    interval), where `elo_interval` has no spread to work with."""
    n = len(points)
    z2 = 1.96 * 1.96
    p = sum(points) / n
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = 1.96 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return elo_of(centre - half), elo_of(centre + half)


def llr(points, elo0, elo1):
    """Log-likelihood ratio of `elo1` against `elo0` over per-game (or
    per-pair, halved) points, normal approximation; one won and one lost
    game are added to the mean and variance, as in elo.rs."""
    if len(points) < 2:
        return 0.0
    n = len(points) + 2
    mean = (sum(points) + 1) / n
    var = max((sum(p * p for p in points) + 1) / n - mean * mean, 1e-9)
    s0, s1 = expected_score(elo0), expected_score(elo1)
    return len(points) * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var)


def parse_option(text):
    """`NAME=VALUE` as a (name, value) pair for `engine.configure`."""
    name, sep, value = text.partition("=")
    if not sep or not name.strip():
        raise ValueError(f"expected NAME=VALUE, got {text!r}")
    if value.lower() in ("true", "false"):
        return name.strip(), value.lower() == "true"
    return name.strip(), value


def open_engine(command, options=()):
    """Starts a UCI engine from a command line (split like a shell would)
    in its own process group, so that Ctrl-C reaches only this script,
    which then closes the engine itself; applies `options` (pairs)."""
    engine = chess.engine.SimpleEngine.popen_uci(shlex.split(command), setpgrp=True)
    try:
        engine.configure(dict(options))
    except Exception:
        engine.close()
        raise
    return engine


def read_openings(path):
    """Positions of an EPD or FEN file, one a line (`#` comments and blank
    lines skipped), as boards."""
    boards = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            fields = line.split()
            try:
                if len(fields) >= 6 and fields[4].isdigit() and fields[5].isdigit():
                    board = chess.Board(" ".join(fields[:6]))
                else:
                    board = chess.Board.from_epd(line)[0]
            except ValueError as e:
                raise ValueError(f"{path}:{number}: {e}") from None
            if not board.is_valid():
                raise ValueError(f"{path}:{number}: not a legal position")
            boards.append(board)
    return boards
