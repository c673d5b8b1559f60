//! The position loader refuses material no game can reach (issue 20).

use board_core::PositionNotation;
use strife_truce::Strife;

// ST-19.1, ST-4.2: alive and dead together, every piece beyond the starting
// set is a promoted pawn, and a side has one king.
#[test]
fn material_beyond_promotions_is_refused() {
    let ok = [
        // Eight promoted queens and the original one.
        "QQQQ1QQQ/8/8/8/8/8/8/3QK2k w mana=0/0 sets=none/none ply=0",
        // Four queens alive, five dead, no pawns.
        "QQ2k3/8/8/8/8/8/8/3QK2Q w mana=0/0 sets=none/none ply=0 dead=QQQQQ/-",
        // A dead king may come back (ST-9.2): none on the board.
        "4k3/7P/8/8/8/8/3P4/3Q4 w mana=13/0 sets=none/none ply=0 dead=K/-",
    ];
    for t in ok {
        assert!(Strife::from_position_text(t).is_ok(), "{t}");
    }
    let refused = [
        // Ten queens.
        "QQQQQQQQ/8/8/8/8/8/Q7/3QK2k w mana=0/0 sets=none/none ply=0",
        // Nine queens and a pawn.
        "QQQQQQQQ/8/8/8/8/8/P7/3QK2k w mana=0/0 sets=none/none ply=0",
        // Nine queens alive and dead, and a dead pawn.
        "QQ2k3/8/8/8/8/8/8/3QK2Q w mana=0/0 sets=none/none ply=0 dead=QQQQQP/-",
        // Three rooks and eight pawns.
        "R3k3/8/8/8/8/8/PPPPPPPP/R3K2R w mana=0/0 sets=none/none ply=0",
        // A king alive and a king dead.
        "4k3/8/8/8/8/8/8/4K3 w mana=0/0 sets=none/none ply=0 dead=K/-",
        // Two kings.
        "4k3/8/8/8/8/8/8/3KK3 w mana=0/0 sets=none/none ply=0",
    ];
    for t in refused {
        let e = Strife::from_position_text(t).unwrap_err().to_string();
        assert!(e.contains("king") || e.contains("material"), "{t}: {e}");
    }
}
