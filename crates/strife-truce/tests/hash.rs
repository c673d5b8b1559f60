//! The Zobrist hash and `Strife::same_future`: what the hash covers.
// ST-3.7 ST-19

use board_core::testkit::Conformance;
use board_core::{Game, MoveNotation, PositionNotation};
use strife_truce::{SetKind, Sets, Strife};

/// The two states of a reported "hash collision" (sets bug,bug, seed
/// 7999948836064151264, play-out 0, after 38 decisions): the same position
/// met again four turns later. The hash leaves out the turn counter on
/// purpose, as chess engines do, so a repeated position is recognised.
const EARLIER: &str = "1r1q1bnr/p1p1pk1N/1p1p2p1/1B5p/1P4bP/n1N1P1P1/P2P4/RQB1K2R w mana=2/2 sets=bug/bug ply=30 dead=PP/P";
const LATER: &str = "1r1q1bnr/p1p1pk1N/1p1p2p1/1B5p/1P4bP/n1N1P1P1/P2P4/RQB1K2R w mana=2/2 sets=bug/bug ply=34 dead=PP/P";

#[test]
fn a_repeated_position_hashes_the_same_and_has_the_same_future() {
    let a = Strife::from_position_text(EARLIER).unwrap();
    let b = Strife::from_position_text(LATER).unwrap();
    assert_ne!(a, b);
    assert!(a.same_future(&b));
    assert_eq!(a.zobrist(), b.zobrist());
    // ST-3.7: under a ply limit the turns left decide the future.
    let (a, b) = (a.with_ply_limit(Some(40)), b.with_ply_limit(Some(40)));
    assert!(!a.same_future(&b));
    assert_ne!(a.zobrist(), b.zobrist());
    assert_eq!(a.zobrist(), a.zobrist_from_scratch());
    let (a, b) = (a.with_ply_limit(Some(40)), b.with_ply_limit(Some(44)));
    assert!(a.same_future(&b));
    assert_eq!(a.zobrist(), b.zobrist());
}

/// The reported run itself: the kit with `==` as its equivalence finds the
/// repetition (so this test can fail), with `same_future` the run passes.
#[test]
fn the_reported_run_passes_with_the_hash_equivalence() {
    let sets = Sets::new(Some(SetKind::ChannelBug), Some(SetKind::ChannelBug));
    let kit = || {
        Conformance::new(Strife::start_with_mana(sets, 0))
            .seed(7_999_948_836_064_151_264)
            .playouts(1)
            .max_plies(120)
    };
    let v = kit().run().unwrap_err();
    assert_eq!((v.check, v.moves.len()), ("hash-collision", 38));
    assert!(v.detail.contains("ply=30") && v.detail.contains("ply=34"));
    kit()
        .hash_equivalence(Strife::same_future)
        .with_notation()
        .with_serde()
        .with_inspection()
        .run()
        .unwrap_or_else(|v| panic!("{v}"));
}

/// The incremental hash follows the turns left under a limit, turn by turn.
#[test]
fn the_hash_counts_down_the_turns_left() {
    let mut g = Strife::default().with_ply_limit(Some(3));
    let mut seen = vec![g.zobrist()];
    for m in ["g1h3", "g8h6", "h3g1"] {
        g.play(g.parse_move(m).unwrap()).unwrap();
        assert_eq!(g.zobrist(), g.zobrist_from_scratch());
        assert!(!seen.contains(&g.zobrist()));
        seen.push(g.zobrist());
    }
    assert!(g.outcome().is_some());
}
