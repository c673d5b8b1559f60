//! Proptest strategies for Kyrras (feature `proptest`): start setups,
//! games reachable from them, and random valid positions.
//!
//! Everything shrinks toward the 2-player standard start and toward short
//! games (board-core's [`Line`] shrinking).
//!
//! ```
//! use board_core::testkit::Conformance;
//! use kyrras::strategy::reachable_states;
//! use proptest::prelude::*;
//! use proptest::test_runner::TestRunner;
//!
//! let mut runner = TestRunner::deterministic();
//! runner
//!     .run(&reachable_states(20), |line| {
//!         Conformance::new(line.start().clone()).check_line(line.moves())?;
//!         Ok(())
//!     })
//!     .unwrap();
//! ```

use board_core::hex::Direction;
use board_core::strategy::{Line, reachable_from};
use proptest::prelude::*;

use crate::board::Board;
use crate::count::PlayerCount;
use crate::piece::Kind;
use crate::setup::Setup;
use crate::state::Kyrras;

const COUNTS: [PlayerCount; 3] = [PlayerCount::Two, PlayerCount::Three, PlayerCount::Four];

/// The player counts, 2 first.
pub fn player_counts() -> impl Strategy<Value = PlayerCount> + Clone {
    (0usize..3).prop_map(|i| COUNTS[i])
}

/// Completed setups: the standard setup (KY-3.7) or a seeded random
/// deployment (KY-3.6), for 2, 3 or 4 players.
///
/// ```
/// use kyrras::strategy::setups;
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
/// let setup = setups().new_tree(&mut TestRunner::deterministic()).unwrap().current();
/// assert!(setup.is_complete());
/// ```
pub fn setups() -> impl Strategy<Value = Setup> + Clone {
    prop_oneof![
        player_counts().prop_map(Setup::standard),
        (player_counts(), any::<u64>()).prop_map(|(n, seed)| Setup::random(n, seed)),
    ]
}

/// Games at their start: the [`setups`], finished.
pub fn starts() -> impl Strategy<Value = Kyrras> + Clone {
    setups().prop_map(|s| s.finish().unwrap_or_else(|_| Kyrras::standard(s.players())))
}

/// Games of up to `max_plies` random legal moves from any of the
/// [`starts`], as a [`Line`] (start, moves, end).
pub fn reachable_states(max_plies: usize) -> impl Strategy<Value = Line<Kyrras>> {
    reachable_from(starts(), max_plies)
}

/// A setup with a game of up to `max_plies` moves played from it (for
/// records, which start with the setup).
pub fn games(max_plies: usize) -> impl Strategy<Value = (Setup, Line<Kyrras>)> {
    setups().prop_flat_map(move |setup| {
        let start = setup
            .finish()
            .unwrap_or_else(|_| Kyrras::standard(setup.players()));
        (
            Just(setup),
            board_core::strategy::reachable(start, max_plies),
        )
    })
}

/// Random valid positions, not necessarily reachable: every player's King
/// (eliminated players, none), up to 40 other pieces of any kind within
/// the limits of KY-2.1, up to the Mountains of KY-2.2, any player to act,
/// any first turns taken and Viceroy decision made. They pass the checks
/// of the position text (KY-11.13); the game may already be over.
///
/// ```
/// use kyrras::strategy::positions;
/// use kyrras::Kyrras;
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
/// let g = positions().new_tree(&mut TestRunner::deterministic()).unwrap().current();
/// assert_eq!(g.to_string().parse::<Kyrras>().unwrap(), g);
/// ```
pub fn positions() -> impl Strategy<Value = Kyrras> {
    player_counts()
        .prop_flat_map(|count| {
            let cells: Vec<usize> = (0..count.grid().cell_count()).collect();
            let n = count.get();
            (
                Just(count),
                prop::sample::subsequence(cells, n..n + 40).prop_shuffle(),
                prop::collection::vec((0usize..9, 0u8..4, 0usize..6), n + 40),
                (0u8..4, 0u8..16, any::<bool>(), 0u8..16),
            )
        })
        .prop_filter_map(
            "a valid position",
            |(count, cells, picks, (to_act, first, decided, out))| {
                build(count, &cells, &picks, to_act, first, decided, out)
            },
        )
}

/// One random position from drawn cells and picks; `None` if invalid.
fn build(
    count: PlayerCount,
    cells: &[usize],
    picks: &[(usize, u8, usize)],
    to_act: u8,
    first: u8,
    decided: bool,
    out: u8,
) -> Option<Kyrras> {
    let n = count.get();
    let all = (1u8 << n) - 1;
    // At most all but two players out (so the game goes on); they leave
    // no pieces.
    let mut eliminated = out & all;
    if eliminated.count_ones() as usize + 2 > n {
        eliminated = 0;
    }
    let mut board = Board::empty();
    let mut counts = [[0usize; 8]; 4];
    let mut seat_cells = cells.iter();
    for p in 0..n as u8 {
        let c = *seat_cells.next()?;
        if eliminated >> p & 1 == 0 {
            board.put(c, p, Kind::King, None);
            counts[p as usize][Kind::King.index()] = 1;
        }
    }
    let mut mountains = 0;
    for (&c, &(kind, owner, dir)) in seat_cells.zip(picks) {
        let owner = owner % n as u8;
        if kind == 8 {
            if mountains < count.mountain_total() {
                board.put_mountain(c);
                mountains += 1;
            }
            continue;
        }
        let Some(kind) = Kind::from_index(kind).filter(|&k| k != Kind::King) else {
            continue;
        };
        let have = &mut counts[owner as usize];
        let bodies = have[Kind::Raider.index()] + have[Kind::Rabble.index()];
        if eliminated >> owner & 1 == 1
            || have[kind.index()] >= kind.max_count()
            || (matches!(kind, Kind::Raider | Kind::Rabble) && bodies >= 8)
            || have.iter().sum::<usize>() >= 18
        {
            continue;
        }
        have[kind.index()] += 1;
        let facing = kind
            .is_directional()
            .then(|| Direction::from_index(dir).unwrap_or(Direction::N));
        board.put(c, owner, kind, facing);
    }
    let mut to_act = to_act % n as u8;
    while eliminated >> to_act & 1 == 1 {
        to_act = (to_act + 1) % n as u8;
    }
    let mut order = [0u8; 4];
    let mut len = 0u8;
    for p in 0..n as u8 {
        if eliminated >> p & 1 == 1 {
            order[len as usize] = p;
            len += 1;
        }
    }
    let g = Kyrras::from_parts(
        count,
        board,
        to_act,
        decided,
        first & all,
        eliminated,
        order,
        len,
        0,
    );
    // The position text's checks are the judge of validity.
    Kyrras::parse_position(&g.position_text()).ok()
}
