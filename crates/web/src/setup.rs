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
    /// Lytharian Chess: each entrant's army as card ids in setup order
    /// (LY-6); an empty list (or none) is the sample army of the mode.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub armies: Vec<Vec<String>>,
    /// Lytharian Chess: each entrant's deck as card ids; an empty list (or
    /// none) is the sample deck of the mode.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub decks: Vec<Vec<String>>,
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
            if let Some(p) = problems(setup).first() {
                return Err(format!("{}: {}", p.field, p.message));
            }
            let lineup = lineup(setup)?;
            let set = lytharia::cards::CardSet::sample();
            let mut armies = Vec::new();
            let mut decks = Vec::new();
            for e in 0..2 {
                let army = lytharia::Army::from_ids(&set, lineup.mode, &refs(&lineup.armies[e]))
                    .map_err(|err| err.to_string())?;
                let alignment = army.alignment(&set);
                decks.push(
                    lytharia::Deck::from_ids(&set, lineup.mode, alignment, &refs(&lineup.decks[e]))
                        .map_err(|err| err.to_string())?,
                );
                armies.push(army);
            }
            let [Some(a1), Some(a0)] = [armies.pop(), armies.pop()] else {
                return Err("two armies are needed".into());
            };
            let [Some(d1), Some(d0)] = [decks.pop(), decks.pop()] else {
                return Err("two decks are needed".into());
            };
            let start = lytharia::Setup {
                mode: lineup.mode,
                seed: setup.seed,
                armies: [a0, a1],
                decks: [d0, d1],
                turn_limit: None,
            };
            let game =
                lytharia::LytharianChess::from_setup(set, &start).map_err(|err| err.to_string())?;
            table(game, saved)
        }
        other => Err(format!(
            "unknown game {other:?} (expected chess, glinski, kyrras, strife or lytharia)"
        )),
    }
}

/// The mode of a Lytharian Chess setup (the full game when not given).
fn lytharia_mode(setup: &Setup) -> Result<lytharia::Mode, String> {
    match &setup.mode {
        Some(text) => text
            .parse()
            .map_err(|e: lytharia::UnknownMode| e.to_string()),
        None => Ok(lytharia::Mode::Full),
    }
}

fn refs(ids: &[String]) -> Vec<&str> {
    ids.iter().map(String::as_str).collect()
}

/// The armies and decks a Lytharian Chess setup plays with, as card ids:
/// the setup's own where given, else the sample ones of its mode.
#[derive(Serialize)]
pub(crate) struct Lineup {
    #[serde(skip)]
    mode: lytharia::Mode,
    armies: [Vec<String>; 2],
    decks: [Vec<String>; 2],
}

pub(crate) fn lineup(setup: &Setup) -> Result<Lineup, String> {
    if setup.game != "lytharia" {
        return Err(format!("{} has no armies or decks", setup.game));
    }
    let mode = lytharia_mode(setup)?;
    let set = lytharia::cards::CardSet::sample();
    let sample = lytharia::Setup::sample(mode, setup.seed);
    let ids = |cards: &[lytharia::cards::CardId]| -> Vec<String> {
        cards
            .iter()
            .filter_map(|&id| set.card(id))
            .map(|card| card.id().to_string())
            .collect()
    };
    let given = |lists: &[Vec<String>], e: usize, default: Vec<String>| {
        lists
            .get(e)
            .filter(|ids| !ids.is_empty())
            .cloned()
            .unwrap_or(default)
    };
    Ok(Lineup {
        mode,
        armies: [0, 1].map(|e| given(&setup.armies, e, ids(sample.armies[e].troops()))),
        decks: [0, 1].map(|e| given(&setup.decks, e, ids(sample.decks[e].cards()))),
    })
}

/// What is wrong with one field of a setup, with the seed's rule it breaks.
#[derive(Serialize, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Problem {
    /// `armies.0`, `decks.1`, ... or `setup` for the setup as a whole.
    pub field: String,
    /// The rule (`LY-3.1`), empty where no rule is broken.
    pub rule: &'static str,
    pub message: String,
}

/// Every field of `setup` that breaks a rule: each Lytharian Chess army
/// by `Army::from_ids`, each deck by `Deck::from_ids` against its army's
/// alignment (neutral while the army itself is refused).
pub(crate) fn problems(setup: &Setup) -> Vec<Problem> {
    let mut out = Vec::new();
    if setup.game != "lytharia" {
        if !setup.armies.is_empty() || !setup.decks.is_empty() {
            out.push(Problem {
                field: "setup".into(),
                rule: "",
                message: format!("{} has no armies or decks", setup.game),
            });
        }
        return out;
    }
    let lineup = match lineup(setup) {
        Ok(lineup) => lineup,
        Err(message) => {
            out.push(Problem {
                field: "mode".into(),
                rule: "",
                message,
            });
            return out;
        }
    };
    if setup.armies.len() > 2 || setup.decks.len() > 2 {
        out.push(Problem {
            field: "setup".into(),
            rule: "",
            message: "Lytharian Chess has two entrants".into(),
        });
    }
    let set = lytharia::cards::CardSet::sample();
    for e in 0..2 {
        let army = lytharia::Army::from_ids(&set, lineup.mode, &refs(&lineup.armies[e]));
        let alignment = match &army {
            Ok(army) => army.alignment(&set),
            Err(err) => {
                out.push(Problem {
                    field: format!("armies.{e}"),
                    rule: err.rule(),
                    message: err.to_string(),
                });
                lytharia::cards::Alignment::Neutral
            }
        };
        if let Err(err) =
            lytharia::Deck::from_ids(&set, lineup.mode, alignment, &refs(&lineup.decks[e]))
        {
            out.push(Problem {
                field: format!("decks.{e}"),
                rule: err.rule(),
                message: err.to_string(),
            });
        }
    }
    out
}
