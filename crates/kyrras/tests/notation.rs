//! Move, record, position and JSON formats (KY-11), and perft regression
//! counts.

mod common;

use board_core::{Game, MoveNotation, PositionNotation, perft};
use common::{moves, play, pos, pos2};
use kyrras::{
    JsonRecord, JsonRecordError, Kyrras, MoveText, PlayerCount, Record, Setup, format_game_record,
};

// KY-11.1: centred axial coordinates, as in `(q,r)`.
#[test]
fn coordinates() {
    let g = pos2(&[("K1", 4, -2), ("K2", -4, 2), ("B1", 0, 0)]);
    assert!(moves(&g).contains(&"P1B(0,0)-(-1,1)".to_string()));
    assert!(
        g.parse_move("P1B(0, 0)-(-1, 1)").is_ok(),
        "spaces inside a cell are fine"
    );
    assert!(g.parse_move("P1B(0,0)-(9,9)").is_err());
}

// KY-11.2 KY-11.3 KY-11.4: piece tokens, moves, directional moves, captures.
#[test]
fn moves_and_captures() {
    let g = pos2(&[
        ("K1", 4, -2),
        ("K2", -4, 2),
        ("E1n", 0, 0),
        ("S2sw", 0, 2),
        ("V1", 4, -4),
    ]);
    let all = moves(&g);
    assert!(all.contains(&"P1E-N(0,0)-(-2,2)N".to_string()));
    assert!(all.contains(&"P1E-N(0,0)xP2S-SW(0,2)NE".to_string()));
    let t: MoveText = "P1E-N(0,0)xP2S-SW(0,2)NE".parse().unwrap();
    assert_eq!(t.to_string(), "P1E-N(0,0)xP2S-SW(0,2)NE");
    // Wrong current facing, wrong owner, wrong kind: refused.
    assert!(g.parse_move("P1E-S(0,0)-(-2,2)N").is_err());
    assert!(g.parse_move("P2E-N(0,0)-(-2,2)N").is_err());
    assert!(g.parse_move("P1S-N(0,0)-(-2,2)N").is_err());
    assert!(g.parse_move("P1V(4,-4)-(4,-3)").is_ok());
}

// KY-11.5: coordinated captures; helpers may be left out when reading.
#[test]
fn coordinated_captures() {
    let g = pos2(&[
        ("K1", 4, -2),
        ("K2", -4, 2),
        ("D2", 0, 0),
        ("V2", -3, 3),
        ("B1", 1, -1),
        ("B1", 1, 0),
    ]);
    let m = g.parse_move("(P1B(1,-1),P1B(1,0))xP2D(0,0)").unwrap();
    assert_eq!(g.parse_move("P1B(1,-1)xP2D(0,0)"), Ok(m));
    assert_eq!(g.format_move(m), "(P1B(1,-1),P1B(1,0))xP2D(0,0)");
    assert!(
        g.parse_move("(P1B(1,-1),P1B(2,0))xP2D(0,0)").is_err(),
        "a made-up helper"
    );
    // King captures list the supporters.
    let g = pos2(&[
        ("K1", 4, -2),
        ("K2", 0, 1),
        ("R1", 0, -2),
        ("N1", 3, 0),
        ("V1", 4, -4),
    ]);
    assert!(moves(&g).contains(&"(P1R(0,-2),P1N(3,0))xP2K(0,1)".to_string()));
}

// KY-11.6 KY-11.7 KY-11.8: Viceroy decisions, promotion, pass, forfeit,
// resign.
#[test]
fn special_moves() {
    let g = pos(
        PlayerCount::Two,
        &[("K1", 4, -2), ("K2", -4, 2), ("R1", 0, 0)],
        "P1 - 12 - 0",
    );
    assert_eq!(moves(&g), ["V:P1R(0,0)", "V:none"]);
    let g = pos2(&[("K1", 4, -2), ("K2", -4, 2), ("B1", -3, 3), ("V1", 4, -4)]);
    assert!(moves(&g).contains(&"P1B(-3,3)-(-4,3)=R".to_string()));
    // KY-12.1: a person may leave the automatic `=R` out; it is always
    // written.
    assert_eq!(
        g.parse_move("P1B(-3,3)-(-4,3)"),
        g.parse_move("P1B(-3,3)-(-4,3)=R")
    );
    assert!(g.parse_move("P1B(-3,3)-(-3,2)=R").is_err());
    for text in [
        "P2:pass",
        "P3:forfeit",
        "P1:resign",
        "V:none",
        "V:P1E-N(2,3)",
    ] {
        let t: MoveText = text.parse().unwrap();
        assert_eq!(t.to_string(), text);
    }
    let g = Kyrras::standard(PlayerCount::Two);
    assert!(
        g.parse_move("P1:resign").is_err(),
        "resigning is not a move"
    );
    assert!(g.parse_move("P1:pass").is_err());
}

// KY-11.9 KY-11.10 KY-11.11: setup lines, contested marks, header.
#[test]
fn record_header_and_setup_lines() {
    let setup = Setup::random(PlayerCount::Three, 11);
    let text = format_game_record(&setup, &[]).unwrap();
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("R5 // 3-player game"));
    assert_eq!(
        lines.next(),
        Some("Players: Player1(P1), Player2(P2), Player3(P3)")
    );
    assert!(text.lines().filter(|l| l.starts_with("M:(")).count() == 6);
    assert_eq!(text.lines().filter(|l| l.contains(';')).count(), 27);
    // A wrong contested mark is refused with its line.
    let flipped = if text.contains('*') {
        text.replacen('*', "", 1)
    } else {
        text.replacen(';', "*;", 1)
    };
    let err = kyrras::load_record(&flipped).unwrap_err();
    assert!(err.message.contains("contested"), "{err}");
    // Move numbers must run 1, 2, 3.
    let game = setup.finish().unwrap();
    let mut list = kyrras::Moves::new();
    game.generate_moves(&mut list);
    let text = format_game_record(&setup, &[list[0]]).unwrap();
    let bad = text.replace("\n1. ", "\n2. ");
    assert!(
        kyrras::load_record(&bad)
            .unwrap_err()
            .message
            .contains("move number")
    );
}

// KY-11.12: annotations, comments and variations survive a round trip and
// do not change the game.
#[test]
fn annotations_comments_variations() {
    let setup = Setup::standard(PlayerCount::Two);
    let game = setup.finish().unwrap();
    let mut g = game.clone();
    let a = g.parse_move("P1B(2,0)-(1,1)").unwrap();
    g.play(a).unwrap();
    let b = g.parse_move("P2B(-2,0)-(-1,-1)").unwrap();
    let text = format_game_record(&setup, &[a, b]).unwrap();
    let annotated = text
        .replace(
            "1. P1B(2,0)-(1,1)",
            "1. P1B(2,0)-(1,1)!? (1. P1B(0,-2)-(0,-1)?! (1. P1N(2,-4)-(-1,-2))) // opening",
        )
        .replace("2. P2B(-2,0)-(-1,-1)", "2. P2B(-2,0)-(-1,-1)??");
    let r: Record = annotated.parse().unwrap();
    assert_eq!(r.to_string(), annotated);
    let mut after = game;
    after.play(a).unwrap();
    after.play(b).unwrap();
    assert_eq!(r.replay().unwrap(), after);
}

// KY-11.13: the position text round-trips and refuses invalid positions.
#[test]
fn position_text() {
    let g = Kyrras::standard(PlayerCount::Two);
    assert_eq!(
        g.to_position_text(),
        "R4 1R2N21K2/MB2E2sS2sD2V2/M1B2B2S2sS2sN2/M2M1B2E2sR2/1B1B13B2B21/R1E1nB11M2M/N1S1nS1nB1B11M/V1D1S1nE1nB1M/K11N1R11 P1 - - - 0"
    );
    assert_eq!(
        Kyrras::from_position_text(&g.to_position_text()).unwrap(),
        g
    );
    for bad in [
        "",
        "R7 x P1 - - - 0",
        "R4 9/9/9/9/9/9/9/9/9 P1 - - - 0",
        // two Kings for P1
        "R4 1R2N21K2/MB2E2sS2sD2V2/M1B2B2S2sS2sN2/M2M1B2E2sR2/1B1B13B2B21/R1E1nB11M2M/N1S1nS1nB1B11M/V1D1S1nE1nB1M/K1K1N1R11 P1 - - - 0",
        // P2 in the game without a King
        "R4 1R2N22/MB2E2sS2sD2V2/M1B2B2S2sS2sN2/M2M1B2E2sR2/1B1B13B2B21/R1E1nB11M2M/N1S1nS1nB1B11M/V1D1S1nE1nB1M/K11N1R11 P1 - - - 0",
        // trailing text
        "R4 1R2N21K2/MB2E2sS2sD2V2/M1B2B2S2sS2sN2/M2M1B2E2sR2/1B1B13B2B21/R1E1nB11M2M/N1S1nS1nB1B11M/V1D1S1nE1nB1M/K11N1R11 P1 - - - 0 x",
    ] {
        assert!(Kyrras::from_position_text(bad).is_err(), "{bad}");
    }
    // serde goes through the same text and refuses the same way.
    let json = serde_json::to_string(&g).unwrap();
    assert_eq!(serde_json::from_str::<Kyrras>(&json).unwrap(), g);
    assert!(serde_json::from_str::<Kyrras>("\"R4 9 P1 - - - 0\"").is_err());
}

// KY-11.14: the JSON record and its verification.
#[test]
fn json_record() {
    let start = Kyrras::standard(PlayerCount::Two);
    let line = board_core::playout(&start, 3, 30);
    let rec = JsonRecord::build(&start, &line.moves, |i| {
        kyrras::json::iso8601(1_734_877_800 + 60 * i as u64)
    })
    .unwrap();
    let json = rec.to_json();
    assert!(json.contains("\"moveNumber\": 1"));
    assert!(json.contains("\"timestamp\": \"2024-12-22T14:30:00Z\""));
    assert!(json.contains("\"P1K\""));
    assert_eq!(JsonRecord::load(&json).unwrap(), line.end_state);
    // A tampered hash on move 7 is the first mismatch reported.
    let mut bad = rec.clone();
    bad.moves[6].hash = "0123456789abcdef".into();
    assert!(matches!(
        bad.verify(),
        Err(JsonRecordError::HashMismatch { number: 7, .. })
    ));
    let mut bad = rec.clone();
    bad.moves[3].piece_state.clear();
    assert!(matches!(
        bad.verify(),
        Err(JsonRecordError::StateMismatch { number: 4 })
    ));
    assert!(matches!(
        JsonRecord::load("{"),
        Err(JsonRecordError::Json(_))
    ));
}

// Perft regression counts from the standard setups (2, 3, 4 players).
#[test]
fn perft_regression() {
    let cases: [(PlayerCount, &[u64]); 3] = [
        (PlayerCount::Two, &[37, 1_306, 48_267, 1_767_052]),
        (PlayerCount::Three, &[41, 1_681, 68_921, 3_031_961]),
        (PlayerCount::Four, &[48, 1_615, 77_474, 2_501_820]),
    ];
    for (n, counts) in cases {
        let g = Kyrras::standard(n);
        for (d, &want) in counts.iter().enumerate() {
            assert_eq!(
                perft(&g, d as u32 + 1),
                want,
                "{n} players, depth {}",
                d + 1
            );
        }
    }
}

// Perft from a position with Viceroy decisions, passes and checks in it.
#[test]
fn perft_special_positions() {
    let g = pos(
        PlayerCount::Three,
        &[
            ("K1", 5, -5),
            ("R1", -4, 2),
            ("R1", -5, 1),
            ("K2", -5, 5),
            ("K3", 0, 5),
            ("B3", 1, 3),
            ("N3", 2, 2),
        ],
        "P2 v 123 - 0",
    );
    assert_eq!(perft(&g, 1), 2);
    let divided = board_core::divide(&g, 3);
    assert_eq!(divided.iter().map(|x| x.1).sum::<u64>(), perft(&g, 3));
    let mut h = g.clone();
    play(&mut h, "P2:pass");
    assert!(perft(&h, 2) > 0);
}
