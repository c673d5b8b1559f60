//! Move generation and playing a plain move allocate nothing once warm, in
//! every game: counted by a global allocator that counts the allocations
//! of the thread being measured.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use board_core::{Game, MoveBuffer, playout};
use kyrras::{Kyrras, PlayerCount};
use lytharia::chess::Position;
use lytharia::{LytharianChess, Mode};
use strife_truce::{Sets, Strife};

struct Counting;

thread_local! {
    static MEASURING: Cell<bool> = const { Cell::new(false) };
    static COUNT: Cell<u64> = const { Cell::new(0) };
}

fn note() {
    // `try_with`: the thread's locals may be gone while it exits.
    let _ = MEASURING.try_with(|on| {
        if on.get() {
            let _ = COUNT.try_with(|c| c.set(c.get() + 1));
        }
    });
}

// SAFETY: every call is passed on to the system allocator unchanged; the
// counting touches only const-initialised thread locals, which never
// allocate.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note();
        // SAFETY: the caller's contract is passed on.
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        note();
        // SAFETY: as above.
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note();
        // SAFETY: as above.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// How many allocations `f` made on this thread.
fn allocations<R>(f: impl FnOnce() -> R) -> (R, u64) {
    COUNT.with(|c| c.set(0));
    MEASURING.with(|on| on.set(true));
    let result = f();
    MEASURING.with(|on| on.set(false));
    (result, COUNT.with(|c| c.get()))
}

/// States every 7 plies of seeded random games (the start included).
fn states<G: Game>(start: &G, seeds: u64, plies: usize) -> Vec<G> {
    let mut out = Vec::new();
    for seed in 0..seeds {
        let game = playout(start, seed, plies);
        let mut state = start.clone();
        for (ply, &mv) in game.moves.iter().enumerate() {
            if ply % 7 == 0 {
                out.push(state.clone());
            }
            state.play_unchecked(mv);
        }
    }
    out
}

/// Checks that, after one warm-up round, generating the moves of each
/// state (into a reused buffer, and as a new list from `legal_moves` when
/// the list fits the game's `inline` capacity) and playing each of its
/// plain moves (`is_plain`) allocate nothing. Returns how many plain moves
/// were played.
fn allocates_nothing<G: Game>(
    name: &str,
    states: &[G],
    inline: usize,
    is_plain: impl Fn(&G::Move) -> bool,
) -> usize {
    let mut buffer = G::Moves::default();
    let mut played = 0;
    for (i, state) in states.iter().enumerate() {
        // Warm-up: whatever is built once (tables, the buffer's capacity).
        buffer.clear();
        state.generate_moves(&mut buffer);
        let _ = state.legal_moves();
        let (_, n) = allocations(|| {
            buffer.clear();
            state.generate_moves(&mut buffer);
            buffer.as_slice().len()
        });
        assert_eq!(
            n, 0,
            "{name}, state {i}: generate_moves allocated {n} times"
        );
        let (list, n) = allocations(|| state.legal_moves());
        let len = list.as_slice().len();
        if len <= inline {
            assert_eq!(
                n, 0,
                "{name}, state {i}: legal_moves allocated {n} times ({len} moves)"
            );
        }
        drop(list);
        for &mv in buffer.as_slice().iter().filter(|m| is_plain(m)) {
            let mut child = state.clone();
            let (result, n) = allocations(|| child.play(mv));
            assert!(result.is_ok(), "{name}, state {i}: {mv:?} refused");
            assert_eq!(n, 0, "{name}, state {i}: play({mv:?}) allocated {n} times");
            played += 1;
        }
    }
    played
}

/// Fixed-capacity lists (chess, Glinski, Kyrras) never spill.
const NEVER_SPILLS: usize = usize::MAX;

#[test]
fn chess() {
    let start = Position::startpos();
    let n = allocates_nothing("chess", &states(&start, 4, 200), NEVER_SPILLS, |_| true);
    assert!(n > 1_000);
}

#[test]
fn glinski() {
    let n = allocates_nothing(
        "glinski",
        &states(&glinski::Glinski::start(), 4, 200),
        NEVER_SPILLS,
        |_| true,
    );
    assert!(n > 1_000);
}

#[test]
fn kyrras() {
    for players in [PlayerCount::Two, PlayerCount::Three, PlayerCount::Four] {
        let start = Kyrras::standard(players);
        let n = allocates_nothing("kyrras", &states(&start, 3, 300), NEVER_SPILLS, |_| true);
        assert!(n > 1_000);
    }
}

#[test]
fn strife() {
    let plain = |a: &strife_truce::Action| matches!(a, strife_truce::Action::Move(m) if m.skill == strife_truce::MoveSkill::None);
    for sets in [
        Sets::default(),
        "fire,ice".parse().unwrap(),
        "bug,void".parse().unwrap(),
    ] {
        let start = Strife::start(sets);
        let n = allocates_nothing(
            "strife",
            &states(&start, 4, 200),
            strife_truce::INLINE_ACTIONS,
            plain,
        );
        assert!(n > 1_000);
    }
}

#[test]
fn lytharia() {
    for mode in Mode::ALL {
        // Troop moves and attacks (in Battle Duels, an attack that kills
        // also deals the next round's fighters).
        let plain = |a: &lytharia::Action| {
            matches!(
                a,
                lytharia::Action::Move { .. } | lytharia::Action::Attack { .. }
            )
        };
        let start = LytharianChess::new(mode, 1);
        let n = allocates_nothing(
            mode.name(),
            &states(&start, 4, 300),
            lytharia::INLINE_ACTIONS,
            plain,
        );
        assert!(n >= 10, "{mode:?}: {n}");
    }
}
