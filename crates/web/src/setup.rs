//! Which game a session plays and how it starts: the only per-game code of
//! the playground (a dispatch from a game's name to its type).

use serde::{Deserialize, Serialize};

use crate::table::{Table, table};

/// What the new-game screen chose: the game, its options and who sits
/// where. Read from JSON (`{"game":"strife","sets":"fire,ice"}`); every
/// field but `game` may be left out.
///
/// ```
/// use tabletop_web::Setup;
/// let setup: Setup = serde_json::from_str(r#"{"game":"kyrras","players":3}"#).unwrap();
/// assert_eq!(setup.players, Some(3));
/// assert!(setup.seats.is_empty());
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Setup {
    /// `chess`, `glinski`, `kyrras`, `strife` or `lytharia`.
    pub game: String,
    /// Kyrras: 2, 3 or 4 players.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub players: Option<u8>,
    /// Kyrras: a random deployment from this seed instead of the standard one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deploy_seed: Option<u64>,
    /// Strife and Truce: the sets as `WHITE,BLACK` (`fire,ice`, `none,void`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sets: Option<String>,
    /// Lytharian Chess: `full`, `duels` or `pawn-wars`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<String>,
    /// The deal seed of games with chance (Lytharian Chess's decks).
    pub seed: u64,
    /// Who sits at each seat (`person`, `cpu:1`..`cpu:5`): kept for the
    /// page and the shareable link, the rules never read it.
    pub seats: Vec<String>,
}

/// The games and their options, for the new-game screen.
#[derive(Serialize)]
pub(crate) struct Choices {
    games: Vec<GameChoice>,
    sets: Vec<&'static str>,
    modes: Vec<&'static str>,
}

#[derive(Serialize)]
struct GameChoice {
    id: &'static str,
    name: &'static str,
    players: Vec<u8>,
}

pub(crate) fn choices() -> Choices {
    let two = || vec![2];
    Choices {
        games: vec![
            GameChoice {
                id: "chess",
                name: "Normal Chess",
                players: two(),
            },
            GameChoice {
                id: "glinski",
                name: "Glinski's hexagonal chess",
                players: two(),
            },
            GameChoice {
                id: "kyrras",
                name: "Kyrras",
                players: vec![2, 3, 4],
            },
            GameChoice {
                id: "strife",
                name: "Strife and Truce",
                players: two(),
            },
            GameChoice {
                id: "lytharia",
                name: "Lytharian Chess",
                players: two(),
            },
        ],
        sets: strife_truce::SetKind::ALL
            .iter()
            .map(|s| s.short_name())
            .collect(),
        modes: lytharia::Mode::ALL.iter().map(|m| m.name()).collect(),
    }
}

/// Starts the game of `setup`, or replays `saved` (a [`History`] in JSON)
/// on it.
///
/// [`History`]: board_core::History
pub(crate) fn open(setup: &Setup, saved: Option<&str>) -> Result<Box<dyn Table>, String> {
    if setup.game != "kyrras" && setup.players.is_some_and(|p| p != 2) {
        return Err(format!("{} is played by 2 players", setup.game));
    }
    match setup.game.as_str() {
        "chess" => table(lytharia::chess::Chess::new(), saved),
        "glinski" => table(glinski::Glinski::start(), saved),
        "kyrras" => {
            let players = setup.players.unwrap_or(2);
            let count = kyrras::PlayerCount::new(players as usize)
                .ok_or_else(|| format!("Kyrras is played by 2, 3 or 4 players, not {players}"))?;
            let deploy = match setup.deploy_seed {
                Some(seed) => kyrras::Setup::random(count, seed),
                None => kyrras::Setup::standard(count),
            };
            table(deploy.finish().map_err(|e| e.to_string())?, saved)
        }
        "strife" => {
            let sets: strife_truce::Sets = match &setup.sets {
                Some(text) => text
                    .parse()
                    .map_err(|e: strife_truce::SetsError| e.to_string())?,
                None => strife_truce::Sets::default(),
            };
            table(strife_truce::Strife::start(sets), saved)
        }
        "lytharia" => {
            let mode: lytharia::Mode = match &setup.mode {
                Some(text) => text
                    .parse()
                    .map_err(|e: lytharia::UnknownMode| e.to_string())?,
                None => lytharia::Mode::Full,
            };
            table(lytharia::LytharianChess::new(mode, setup.seed), saved)
        }
        other => Err(format!(
            "unknown game {other:?} (expected chess, glinski, kyrras, strife or lytharia)"
        )),
    }
}
