#!/usr/bin/env python3
"""Plays chess engine A against engine B (any two UCI commands) from an
openings file, in pairs, and says which is stronger (not a CI step: the
numbers go to docs/ai.md).

Usage: ab_match.py ENGINE_A ENGINE_B (--nodes N | --movetime MS)
                   [--games G] [--openings FILE] [--start K]
                   [--concurrency C] [--max-plies P] [--resign]
                   [--a-option NAME=VALUE ...] [--b-option NAME=VALUE ...]
                   [--sprt ELO0,ELO1]

ENGINE_A and ENGINE_B are command lines, e.g. "target/release/tabletop uci"
or /usr/games/stockfish. Opening K (0-based, from `--start K`) is played
twice, in games 2k+1 (A white) and 2k+2 (B white): a pair. `--nodes N`
sends both sides `go nodes N` (the result does not depend on the machine's
load); `--movetime MS` sends `go movetime MS`. Every game starts with
`ucinewgame`. A game ends by the rules (draws claimed), as a draw after
P plies of its own (default 300), or, with `--resign`, for the side both
engines favour by 1000 cp or more over 4 plies in a row.
Prints one line per game, then the plies, the score, the pairs by A's
points in them (pentanomial counts), the Elo difference A - B with its
95 % interval by games and by pairs, with `--sprt` the test's verdict over
pairs (it stops the match once decided), and the `--start` that continues
the run with fresh openings.
Exit status: 0 done, 1 an engine failed, 2 bad arguments, 130 Ctrl-C.
"""

import argparse
import logging
import os
import queue
import sys
import threading

import chess
import chess.engine

import match_common as mc

DEFAULT_OPENINGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "openings.epd")
RESIGN_CP = 1000
RESIGN_PLIES = 4


class EngineFailed(Exception):
    """The engine playing `colour` died, timed out or played nonsense."""

    def __init__(self, colour, error):
        super().__init__(colour, error)
        self.colour = colour
        self.error = error


def play_game(white, black, start, limit, game, max_plies, resign):
    """One game from `start`: (result, reason, plies)."""
    board = start.copy()
    engines = {chess.WHITE: white, chess.BLACK: black}
    scores = []  # White's view of each move's score, for --resign
    plies = 0
    while True:
        outcome = board.outcome(claim_draw=True)
        if outcome is not None:
            return outcome.result(), outcome.termination.name.lower().replace("_", " "), plies
        if resign and len(scores) >= RESIGN_PLIES:
            last = scores[-RESIGN_PLIES:]
            if all(s is not None and s >= RESIGN_CP for s in last):
                return "1-0", "adjudicated (resign)", plies
            if all(s is not None and s <= -RESIGN_CP for s in last):
                return "0-1", "adjudicated (resign)", plies
        if plies >= max_plies:
            return "1/2-1/2", "adjudicated (max plies)", plies
        try:
            played = engines[board.turn].play(board, limit, game=game, info=chess.engine.INFO_SCORE)
            if played.move is None or played.move not in board.legal_moves:
                raise chess.engine.EngineError(f"no legal move in {board.fen()}: {played.move}")
        except Exception as e:
            raise EngineFailed(board.turn, e) from e
        score = played.info.get("score")
        scores.append(None if score is None else score.white().score(mate_score=100000))
        board.push(played.move)
        plies += 1


def worker(engines, jobs, results, stop, run):
    """Plays games from `jobs` with its own pair of engines until none is
    left or `stop` is set; reports to `results`."""
    a, b = engines
    while not stop.is_set():
        try:
            g = jobs.get_nowait()
        except queue.Empty:
            return
        a_white = g % 2 == 0
        white, black = (a, b) if a_white else (b, a)
        try:
            result = play_game(white, black, run["openings"][run["opening"](g)], run["limit"],
                               g, run["max_plies"], run["resign"])
        except EngineFailed as e:
            if not stop.is_set():
                side = "a" if (e.colour == chess.WHITE) == a_white else "b"
                results.put(("error", g, f"engine {side} failed: {e.error!r}"))
            return
        results.put(("game", g, result))


def elo_line(points, by):
    if all(p == 1.0 for p in points) or all(p == 0.0 for p in points):
        low, high = mc.one_way_bounds(points)
        bound = f"above {low:+.0f}" if points[0] == 1.0 else f"below {high:+.0f}"
        return f"a-b {'+inf' if points[0] == 1.0 else '-inf'} (95 %{by}: {bound})"
    e, lo, hi = mc.elo_interval(points, len(points))
    return f"a-b {e + 0.0:+.0f} (95 %{by}: {lo + 0.0:+.0f} to {hi + 0.0:+.0f})"


def summary(args, played, pair_points, verdict):
    """The lines after the games: plies, score, pairs, Elo, SPRT."""
    games = [played[g] for g in sorted(played)]
    if not games:
        print("no games finished")
        return
    plies = sorted(p for _, _, p, _ in games)
    capped = sum(1 for _, reason, _, _ in games if reason == "adjudicated (max plies)")
    print(f"plies: min {plies[0]}, median {plies[len(plies) // 2]}, max {plies[-1]}; "
          f"{capped} stopped at --max-plies")
    points = [p for _, _, _, p in games]
    print(f"score: a {sum(points):g} / {len(points)} ({100 * sum(points) / len(points):.1f} %), "
          f"a won {points.count(1.0)} drew {points.count(0.5)} lost {points.count(0.0)}")
    counts = [0] * 5
    for p in pair_points:
        counts[round(4 * p)] += 1
    print(f"pairs: {len(pair_points)} (a scored 2: {counts[4]}, 1.5: {counts[3]}, "
          f"1: {counts[2]}, 0.5: {counts[1]}, 0: {counts[0]})")
    print("elo by games: " + elo_line(points, ""))
    if pair_points:
        print("elo by pairs: " + elo_line(pair_points, " by pairs"))
    if args.sprt:
        elo0, elo1 = args.sprt
        said = {"H1": f"H1 accepted (a-b >= {elo1:g})", "H0": f"H0 accepted (a-b <= {elo0:g})",
                None: "undecided"}[verdict]
        print(f"sprt: {said}, llr {mc.llr(pair_points, elo0, elo1):.2f} "
              f"(bounds ±{mc.SPRT_BOUND:.2f}, over {len(pair_points)} pairs)")
    pairs_done = 0
    while 2 * pairs_done in played and 2 * pairs_done + 1 in played:
        pairs_done += 1
    print(f"next: --start {args.start + pairs_done}")


def parse_args():
    ap = argparse.ArgumentParser(
        description="Engine A against engine B from paired openings (see the module doc).")
    ap.add_argument("engine_a", help='UCI command line of A, e.g. "tabletop uci"')
    ap.add_argument("engine_b", help="UCI command line of B")
    lim = ap.add_mutually_exclusive_group(required=True)
    lim.add_argument("--nodes", type=int, help="go nodes N for both sides")
    lim.add_argument("--movetime", type=int, help="go movetime MS for both sides")
    ap.add_argument("--games", type=int, default=2, help="games to play, even (default 2)")
    ap.add_argument("--openings", default=DEFAULT_OPENINGS,
                    help="EPD or FEN file, one position a line (default: openings.epd here)")
    ap.add_argument("--start", type=int, default=0, help="first opening, 0-based (default 0)")
    ap.add_argument("--concurrency", type=int, default=1, help="games at once (default 1)")
    ap.add_argument("--max-plies", type=int, default=300,
                    help="plies of a game before it is a draw (default 300)")
    ap.add_argument("--resign", action="store_true",
                    help=f"adjudicate when both engines see {RESIGN_CP} cp or more for "
                         f"{RESIGN_PLIES} plies in a row")
    ap.add_argument("--a-option", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--b-option", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--sprt", metavar="ELO0,ELO1", help="stop once this test decides (over pairs)")
    args = ap.parse_args()
    for name in ("nodes", "movetime", "games", "concurrency", "max_plies"):
        value = getattr(args, name)
        if value is not None and value < 1:
            ap.error(f"--{name.replace('_', '-')} must be at least 1")
    if args.games % 2:
        ap.error("--games must be even (openings are played in pairs)")
    if args.start < 0:
        ap.error("--start must be 0 or more")
    try:
        args.a_option = [mc.parse_option(o) for o in args.a_option]
        args.b_option = [mc.parse_option(o) for o in args.b_option]
    except ValueError as e:
        ap.error(str(e))
    if args.sprt:
        try:
            elo0, elo1 = (float(x) for x in args.sprt.split(","))
        except ValueError:
            ap.error(f"--sprt: expected ELO0,ELO1, got {args.sprt!r}")
        if not elo0 < elo1:
            ap.error("--sprt: ELO0 must be below ELO1")
        args.sprt = (elo0, elo1)
    try:
        args.boards = mc.read_openings(args.openings)
    except (OSError, ValueError) as e:
        ap.error(f"--openings: {e}")
    if not args.boards:
        ap.error(f"--openings: no positions in {args.openings}")
    return args


def start_engines(args):
    """Starts A and B for every concurrent game; exit 2 on a bad option."""
    engines = []
    try:
        for _ in range(min(args.concurrency, args.games)):
            pair = []
            engines.append(pair)
            for command, options in ((args.engine_a, args.a_option), (args.engine_b, args.b_option)):
                pair.append(mc.open_engine(command, options))
    except chess.engine.EngineError as e:  # an unknown option or a bad value
        close_all(engines)
        print(f"ab_match.py: error: {e}", file=sys.stderr)
        sys.exit(2)
    except Exception as e:
        close_all(engines)
        print(f"ab_match.py: cannot start engine: {e!r}", file=sys.stderr)
        sys.exit(1)
    return engines


def close_all(engines, gently=False):
    """Ends every engine: `quit` when idle, else kills it (`close`)."""
    if not gently:
        # Killing an engine mid-search makes asyncio report the dropped
        # search on standard error: expected here, so kept quiet.
        logging.getLogger("asyncio").setLevel(logging.CRITICAL)
    for pair in engines:
        for engine in pair:
            try:
                engine.quit() if gently else engine.close()
            except Exception:
                engine.close()


def main():
    args = parse_args()
    n_open = len(args.boards)
    pairs_wanted = args.games // 2
    if args.start + pairs_wanted > n_open:
        print(f"warning: openings {args.start} to {args.start + pairs_wanted - 1} wrap around "
              f"the {n_open} in {args.openings}: at fixed nodes a repeated opening replays "
              f"its games", file=sys.stderr)
    limit = chess.engine.Limit(nodes=args.nodes) if args.nodes else \
        chess.engine.Limit(time=args.movetime / 1000)
    run = {
        "openings": args.boards,
        "opening": lambda g: (args.start + g // 2) % n_open,
        "limit": limit,
        "max_plies": args.max_plies,
        "resign": args.resign,
    }
    what = f"{args.nodes} nodes" if args.nodes else f"{args.movetime} ms"
    print(f"a: {args.engine_a}; b: {args.engine_b}; {what} a move; {args.games} games from "
          f"opening {args.start} of {n_open} in {args.openings}", flush=True)
    engines = start_engines(args)
    jobs = queue.Queue()
    for g in range(args.games):
        jobs.put(g)
    results = queue.Queue()
    stop = threading.Event()
    threads = [threading.Thread(target=worker, args=(pair, jobs, results, stop, run), daemon=True)
               for pair in engines]
    for t in threads:
        t.start()
    played = {}  # game -> (result, reason, plies, A's points)
    pair_points = []  # finished pairs, A's points halved (0 to 1)
    verdict = None
    status = 0
    try:
        while len(played) < args.games and verdict is None:
            try:
                kind, g, value = results.get(timeout=0.5)
            except queue.Empty:
                if not any(t.is_alive() for t in threads) and results.empty():
                    break
                continue
            if kind == "error":
                print(f"game {g + 1}: {value}", file=sys.stderr)
                status = 1
                break
            result, reason, plies = value
            a_white = g % 2 == 0
            p = mc.points_for(result, a_white)
            played[g] = (result, reason, plies, p)
            colours = "white=a black=b" if a_white else "white=b black=a"
            print(f"game {g + 1}: opening {run['opening'](g)}, {colours}: {result} {reason}, "
                  f"{plies} plies (a {p:g})", flush=True)
            mate = g ^ 1
            if mate in played:
                pair_points.append((p + played[mate][3]) / 2)
                if args.sprt:
                    llr = mc.llr(pair_points, *args.sprt)
                    if llr >= mc.SPRT_BOUND:
                        verdict = "H1"
                    elif llr <= -mc.SPRT_BOUND:
                        verdict = "H0"
    except KeyboardInterrupt:
        print("interrupted: games in progress dropped", file=sys.stderr)
        status = 130
    except BaseException:
        # Anything else (a closed standard output, a bug): the engines must
        # not outlive the script, nor keep it waiting on their threads.
        stop.set()
        close_all(engines)
        raise
    stop.set()
    close_all(engines, gently=status == 0 and verdict is None)
    for t in threads:
        t.join(timeout=5)
    summary(args, played, pair_points, verdict)
    sys.exit(status)


if __name__ == "__main__":
    try:
        main()
    except BrokenPipeError:
        # Output piped into `head` and the like: stop quietly.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
