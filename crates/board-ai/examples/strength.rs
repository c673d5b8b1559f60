//! Matches between CPU levels and a random player, seated and scored as the
//! CLI's `tabletop match` seats and scores them (`board_ai::a_holds_seat`,
//! `board_ai::match_points`): a win is 1 point for the side that holds the
//! winning seat; a draw, a first place shared between A and B, or a game
//! unfinished after `MAX_PLIES` is ½ each.
//!
//! `cargo run --release -p board-ai --example strength -- GAME A B GAMES [MAX_PLIES] [SEED]`
//! with A, B each `random` or `cpu:L`, and GAME one of
//! * `chess`, `glinski`, `kyrras2`, `kyrras3`, `kyrras4`;
//! * `strife` (set pairs rotating through all six sets), `strife-plain`,
//!   `strife:WHITE-BLACK` (one pair, e.g. `strife:fire-ice`);
//! * `lytharia-full`, `lytharia-duels`, `lytharia-pawnwars`,
//!   `lytharia-duels-mirror` (both with the evil lineup); game `i` is dealt
//!   with seed `SEED + i`.
//!
//! For experiments, environment variables change one side's settings
//! (suffix `_A` or `_B`): `AI_ALGORITHM_A` (`alphabeta` or `mcts`),
//! `AI_PLAYOUT_CAP_A`, `AI_DETS_A` (determinizations), `AI_PRUNING_A`
//! (`0` turns off PVS, late move reductions, null move and check
//! extension), `AI_NODES_A` (the move's node budget), `AI_EXPLORATION_A`
//! (MCTS's UCT constant); `AI_TRACE` prints
//! every move and the position of an unfinished game.

use std::time::Instant;

use board_ai::{Cpu, Level, Settings};
use board_core::{Determinize, Entropy, Evaluate, Game, SeededRng, random_move};

#[derive(Clone, Copy, Debug)]
enum Spec {
    Random,
    Cpu(Level),
}

fn parse(s: &str) -> Spec {
    if s == "random" {
        Spec::Random
    } else {
        Spec::Cpu(s.parse().expect("random or cpu:L"))
    }
}

fn play_match<G>(
    start: impl Fn(u64) -> G,
    a: Spec,
    b: Spec,
    games: u32,
    max_plies: usize,
    seed: u64,
) where
    G: Game + Evaluate + Determinize + board_core::MoveNotation + board_core::PositionNotation,
{
    let t = Instant::now();
    let (mut score_a, mut score_b) = (0.0f64, 0.0f64);
    let (mut searches, mut slowest) = (0u32, 0f64);
    for i in 0..games {
        let game_seed = seed.wrapping_add(u64::from(i));
        let mut state = start(game_seed);
        let n = state.player_count();
        let a_sits = |seat: usize| board_ai::a_holds_seat(i as usize, n, seat);
        let mut rng = SeededRng::seed_from_u64(game_seed);
        let mut plies = 0;
        while state.outcome().is_none() && plies < max_plies {
            let Some(p) = state.to_act() else { break };
            let spec = if a_sits(p.index()) { a } else { b };
            let mv = match spec {
                Spec::Random => random_move(&state, &mut rng),
                Spec::Cpu(level) => {
                    let s = Instant::now();
                    let mut settings = Settings::from(level).with_seed(rng.next_u64());
                    let side = if a_sits(p.index()) { "A" } else { "B" };
                    overrides(&mut settings, side);
                    let cpu = Cpu::new(settings);
                    let mv = cpu.choose(&state);
                    searches += 1;
                    slowest = slowest.max(s.elapsed().as_secs_f64());
                    mv
                }
            };
            let Some(mv) = mv else { break };
            assert!(state.is_legal(mv));
            if std::env::var_os("AI_TRACE").is_some() {
                println!("  {p} {}", state.format_move(mv));
            }
            state.play_unchecked(mv);
            plies += 1;
        }
        if std::env::var_os("AI_TRACE").is_some() && state.outcome().is_none() {
            println!("  unfinished at {}", state.to_position_text());
        }
        let (pa, pb) = board_ai::match_points(state.outcome().as_ref(), |p| a_sits(p.index()));
        score_a += pa;
        score_b += pb;
        println!(
            "game {}: {} plies, {}",
            i + 1,
            plies,
            state
                .outcome()
                .map_or("unfinished".to_string(), |o| o.to_string())
        );
    }
    println!(
        "a={score_a} b={score_b} games={games}  A scores {:.1}%  ({searches} searches, slowest {:.0} ms, {:.0} s)",
        100.0 * score_a / games as f64,
        slowest * 1000.0,
        t.elapsed().as_secs_f64()
    );
}

/// The experiment switches of one side (`A` or `B`): `AI_ALGORITHM_<side>`
/// (`alphabeta`, `mcts`), `AI_PLAYOUT_CAP_<side>`, `AI_DETS_<side>` and
/// `AI_PRUNING_<side>` (`0`: no PVS, reductions, null move, check
/// extension), `AI_NODES_<side>` (the whole move's node budget).
fn overrides(settings: &mut Settings, side: &str) {
    let var = |name: &str| std::env::var(format!("{name}_{side}")).ok();
    if let Some(name) = var("AI_ALGORITHM") {
        settings.algorithm = match name.as_str() {
            "alphabeta" => board_ai::Algorithm::AlphaBeta,
            "mcts" => board_ai::Algorithm::Mcts,
            "ismcts" => board_ai::Algorithm::Ismcts,
            _ => board_ai::Algorithm::Auto,
        };
    }
    if let Some(cap) = var("AI_PLAYOUT_CAP").and_then(|v| v.parse().ok()) {
        settings.playout_cap = cap;
    }
    if let Some(n) = var("AI_DETS").and_then(|v| v.parse().ok()) {
        settings.determinizations = n;
    }
    if let Some(on) = var("AI_PRUNING") {
        settings.pruning = on != "0";
    }
    if let Some(n) = var("AI_NODES").and_then(|v| v.parse().ok()) {
        settings.limits = board_ai::Limits::nodes(n);
    }
    if let Some(c) = var("AI_EXPLORATION").and_then(|v| v.parse().ok()) {
        settings.exploration = c;
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, a, b, games, rest @ ..] = args.as_slice() else {
        panic!("GAME A B GAMES [MAX_PLIES] [SEED]");
    };
    let (a, b) = (parse(a), parse(b));
    let games: u32 = games.parse().unwrap();
    let max_plies = rest.first().map_or(600, |s| s.parse().unwrap());
    let seed = rest.get(1).map_or(1, |s| s.parse().unwrap());
    use kyrras::{Kyrras, PlayerCount};
    use lytharia::{LytharianChess, Mode};
    use strife_truce::{SetKind, Sets, Strife};
    match game.as_str() {
        "chess" => play_match(
            |_| lytharia::chess::Chess::new(),
            a,
            b,
            games,
            max_plies,
            seed,
        ),
        "glinski" => play_match(|_| glinski::Glinski::start(), a, b, games, max_plies, seed),
        "kyrras2" => play_match(
            |_| Kyrras::standard(PlayerCount::Two),
            a,
            b,
            games,
            max_plies,
            seed,
        ),
        "kyrras3" => play_match(
            |_| Kyrras::standard(PlayerCount::Three),
            a,
            b,
            games,
            max_plies,
            seed,
        ),
        "kyrras4" => play_match(
            |_| Kyrras::standard(PlayerCount::Four),
            a,
            b,
            games,
            max_plies,
            seed,
        ),
        // Game i: White plays set i mod 6, Black set (i + 1) mod 6.
        "strife" => play_match(
            |s| {
                let k = (s % 6) as usize;
                Strife::start(Sets::new(
                    Some(SetKind::ALL[k]),
                    Some(SetKind::ALL[(k + 1) % 6]),
                ))
            },
            a,
            b,
            games,
            max_plies,
            seed,
        ),
        "strife-plain" => play_match(
            |_| Strife::start(Sets::default()),
            a,
            b,
            games,
            max_plies,
            seed,
        ),
        "lytharia" | "lytharia-full" => play_match(
            |s| LytharianChess::new(Mode::Full, s),
            a,
            b,
            games,
            max_plies,
            seed,
        ),
        "lytharia-duels" => play_match(
            |s| LytharianChess::new(Mode::Duels, s),
            a,
            b,
            games,
            max_plies,
            seed,
        ),
        "lytharia-pawnwars" => play_match(
            |s| LytharianChess::new(Mode::PawnWars, s),
            a,
            b,
            games,
            max_plies,
            seed,
        ),
        // Both entrants field the evil sample army and deck.
        "lytharia-duels-mirror" => play_match(
            |s| {
                let set = lytharia::cards::CardSet::sample();
                let mut setup = lytharia::Setup::sample(Mode::Duels, s);
                setup.armies[0] = setup.armies[1].clone();
                setup.decks[0] = setup.decks[1].clone();
                LytharianChess::from_setup(set, &setup).unwrap()
            },
            a,
            b,
            games,
            max_plies,
            seed,
        ),
        // `strife:fire-ice`: White plays the first set, Black the second.
        other if other.starts_with("strife:") => {
            let (white, black) = other["strife:".len()..]
                .split_once('-')
                .expect("strife:WHITE-BLACK");
            let sets = Sets::new(Some(white.parse().unwrap()), Some(black.parse().unwrap()));
            play_match(|_| Strife::start(sets), a, b, games, max_plies, seed)
        }
        other => panic!("unknown game {other}"),
    }
}
