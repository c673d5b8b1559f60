//! Record texts (KY-11.*); the round trips over random games are in
//! `properties.rs`.

use kyrras::{Record, RecordLine};

// KY-11.12
#[test]
fn the_seeds_example_syntax_parses_and_formats_back() {
    let text = "\
R5 // 3-player game
Players: Alice(P1), Bob(P2), Charlie(P3)
// Setup Phase - Mountains
M:(2,3)
M:(1,-2)
// Setup Phase - Pieces
P1K(0,6)*;P1V(1,5)
P2D(-1,5);P2E-N(0,5)
// Movement Phase
1. P1E-N(0,4)-(0,2)SE
2. P2S-S(-1,3)xP1B(0,3)
4. P2D(0,1)xP1V(0,2)
5. V:P1R(3,4) // Raider becomes new Viceroy
5. P1D(2,3)-(4,1)!! // Brilliant tactical strike
5. P1D(2,3)-(4,1) (5. P1D(2,3)-(3,2)? P2NxP1D)
7. P1B(5,1)-(6,1)=R // Rabble promotes to Raider
8. (P1B(1,1),P1B(1,2))xP2D(1,0)?!
9. P2:pass
10. P3:forfeit
11. V:none
12. P1:resign
";
    let r: Record = text.parse().unwrap();
    assert_eq!(r.to_string(), text);
    assert_eq!(r.names.as_ref().unwrap()[2], "Charlie");
    let variations = r
        .lines
        .iter()
        .filter_map(|l| match l {
            RecordLine::Move(m, _) => Some(m.variations.len()),
            _ => None,
        })
        .sum::<usize>();
    assert_eq!(variations, 1);
    // The seed's coordinates do not fit its own board (RULINGS K-G4): the
    // replay refuses it, naming the line.
    let err = r.replay().unwrap_err();
    assert_eq!(err.line, 7);
}

#[test]
fn record_errors_name_line_and_column() {
    let err = "R4\nM:(0,0)\nM:(0,x)\n".parse::<Record>().unwrap_err();
    assert_eq!((err.line, err.column), (3, 6));
    let err = "R7\n".parse::<Record>().unwrap_err();
    assert_eq!(err.line, 1);
}
