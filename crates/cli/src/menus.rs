//! Menus for people: legal moves grouped as the game groups them
//! ([`Inspect::move_group`]), the cards a game knows
//! ([`Inspect::catalogue`]) and a seat's zones (hand, crypt, ...).

use std::io::Write;

use board_core::inspect::{Item, Perspective};
use board_core::{Game, MoveBuffer, Player};

use crate::commands::CliGame;
use crate::error::{CliError, quote};

/// One line of the `moves` menu: a group of moves or a single move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MenuLine {
    /// A group name and its moves (in the game's notation, sorted).
    Group(String, Vec<String>),
    /// A move that stands alone.
    Single(String),
}

/// The legal moves of `game` grouped by [`Inspect::move_group`], in the
/// order of their first move (sorted by notation).
pub fn grouped_moves<G: CliGame>(game: &G) -> Vec<MenuLine> {
    let mut moves = G::Moves::default();
    game.cli_moves(&mut moves);
    let mut named: Vec<(String, Option<String>)> = moves
        .as_slice()
        .iter()
        .map(|&m| (game.format_move(m), game.move_group(m)))
        .collect();
    named.sort();
    let mut lines: Vec<MenuLine> = Vec::new();
    for (text, group) in named {
        match group {
            None => lines.push(MenuLine::Single(text)),
            Some(group) => {
                let found = lines
                    .iter_mut()
                    .find(|l| matches!(l, MenuLine::Group(g, _) if *g == group));
                match found {
                    Some(MenuLine::Group(_, members)) => members.push(text),
                    _ => lines.push(MenuLine::Group(group, vec![text])),
                }
            }
        }
    }
    lines
}

/// The `moves` menu as text: one line per group (with its number of
/// moves), single moves wrapped together.
pub fn menu_text(lines: &[MenuLine], total: usize) -> String {
    let mut text = format!("{total} legal moves");
    let groups = lines
        .iter()
        .filter(|l| matches!(l, MenuLine::Group(_, m) if m.len() > 1))
        .count();
    if groups == 0 {
        text.push_str(":\n");
        let all: Vec<String> = lines
            .iter()
            .flat_map(|l| match l {
                MenuLine::Group(_, m) => m.clone(),
                MenuLine::Single(s) => vec![s.clone()],
            })
            .collect();
        text.push_str(&crate::play::wrap(&all, 78));
        return text;
    }
    text.push_str(" (`moves GROUP` lists a group's moves):\n");
    let mut singles = Vec::new();
    for line in lines {
        match line {
            MenuLine::Group(name, members) if members.len() > 1 => {
                text.push_str(&format!(
                    "  {name}: {} moves, e.g. {}\n",
                    members.len(),
                    members[0]
                ));
            }
            MenuLine::Group(_, members) => singles.extend(members.iter().cloned()),
            MenuLine::Single(s) => singles.push(s.clone()),
        }
    }
    if !singles.is_empty() {
        text.push_str(&format!(
            "  and: {}",
            crate::play::wrap(&singles, 72).replace('\n', "\n       ")
        ));
    } else {
        text.pop();
    }
    text
}

/// The moves of the group named `query` (case does not matter; a unique
/// prefix will do), or `None`.
pub fn group_moves<'a>(lines: &'a [MenuLine], query: &str) -> Option<(&'a str, &'a [String])> {
    let q = query.trim().to_lowercase();
    let groups: Vec<(&str, &[String])> = lines
        .iter()
        .filter_map(|l| match l {
            MenuLine::Group(g, m) => Some((g.as_str(), m.as_slice())),
            MenuLine::Single(_) => None,
        })
        .collect();
    if let Some(&exact) = groups.iter().find(|(g, _)| g.to_lowercase() == q) {
        return Some(exact);
    }
    let mut prefixed = groups.iter().filter(|(g, _)| g.to_lowercase().contains(&q));
    match (prefixed.next(), prefixed.next()) {
        (Some(&one), None) => Some(one),
        _ => None,
    }
}

/// Whether `item` matches a search: name, type or text contains `query`.
fn matches(item: &Item, query: &str) -> bool {
    let q = query.to_lowercase();
    item.name.to_lowercase().contains(&q)
        || item.kind.to_lowercase().contains(&q)
        || item.text.to_lowercase().contains(&q)
}

/// The items of the catalogue that match `query` (all without one).
pub fn find_cards<G: CliGame>(game: &G, query: Option<&str>) -> Vec<Item> {
    let mut items = game.catalogue();
    if let Some(q) = query {
        // An exact name first: `card Chaos Bolt` is that card only.
        if let Some(exact) = items.iter().find(|i| i.name.eq_ignore_ascii_case(q.trim())) {
            return vec![exact.clone()];
        }
        items.retain(|i| matches(i, q.trim()));
    }
    items
}

/// `tabletop cards GAME [QUERY]`: one card a line, `Name (type, cost N):
/// text`.
pub fn cards_command<G: CliGame>(
    game: &G,
    query: Option<&str>,
    out: &mut impl Write,
) -> Result<(), CliError> {
    if game.catalogue().is_empty() {
        return Err(CliError::Usage(
            "this game has no cards (its pieces are listed by `tabletop show`)".into(),
        ));
    }
    let items = find_cards(game, query);
    if items.is_empty() {
        return Err(CliError::Usage(format!(
            "no card matches {}",
            quote(query.unwrap_or(""))
        )));
    }
    for item in items {
        writeln!(out, "{}", item_line(&item))?;
    }
    Ok(())
}

/// An item on one line: `Name (type, cost N, values): text`.
pub fn item_line(item: &Item) -> String {
    item.to_string()
}

/// `hand`: the zones of `seat` as `perspective` sees them.
pub fn zones_text<G: CliGame>(game: &G, seat: Player, perspective: Perspective) -> String {
    let view = game.view(perspective);
    let Some(side) = view.sides.iter().find(|s| s.player == seat) else {
        return "No zones.".into();
    };
    if side.zones.is_empty() {
        return format!("{} has no hand or other zones in this game.", side.name);
    }
    let mut text = String::new();
    for zone in &side.zones {
        text.push_str(&format!("{} ({}):", zone.name, zone.size));
        if zone.items.is_empty() {
            text.push_str(if zone.size == 0 { " empty" } else { " hidden" });
        }
        text.push('\n');
        for item in &zone.items {
            text.push_str(&format!("  {}\n", item_line(item)));
        }
    }
    text.pop();
    text
}

/// The number of legal moves.
pub fn move_count<G: Game>(game: &G) -> usize {
    let mut moves = G::Moves::default();
    game.generate_moves(&mut moves);
    moves.as_slice().len()
}
