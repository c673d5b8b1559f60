//! Action text (ST-18): UCI moves with comma-separated skill and set-skill
//! tokens. The reference is the Strife section of `docs/notation.md`.

use core::fmt::Write;

use board_core::{MoveNotation, Square};

use crate::action::{Action, HopExtra, Leg, Main, PieceAction, SetSkill, Skill, Timing};
use crate::error::ActionError;
use crate::piece::Kind;
use crate::state::Strife;

fn uci(out: &mut String, from: Square, to: Square, promotion: Option<Kind>) {
    let _ = write!(out, "{from}{to}");
    if let Some(p) = promotion {
        out.push(p.to_char());
    }
}

fn sep(out: &mut String) {
    if !out.is_empty() {
        out.push(',');
    }
}

/// The text of `action` (the position is not needed: every square is
/// written out).
///
/// ```
/// use board_core::Square;
/// use strife_truce::{format_action, Action};
/// assert_eq!(format_action(&Action::plain(Square::E2, Square::E4, None)), "e2e4");
/// ```
pub fn format_action(action: &Action) -> String {
    let mut out = String::new();
    if let SetSkill::Sacrifice(s) = action.set {
        let _ = write!(out, "$SA:{s}");
    }
    match action.main {
        Main::None => {}
        Main::Swarm { legs, len } => {
            sep(&mut out);
            out.push_str("$SM");
            for l in legs.iter().take(len as usize) {
                out.push(':');
                uci(&mut out, l.from, l.to, l.promotion);
            }
        }
        Main::Piece(pa) => piece_text(&mut out, pa),
    }
    match action.set {
        SetSkill::None | SetSkill::Sacrifice(_) => {}
        SetSkill::Trail => {
            sep(&mut out);
            out.push_str("$TR");
        }
        SetSkill::Invincible => {
            sep(&mut out);
            out.push_str("$IN");
        }
        SetSkill::Freeze(a, b) => {
            sep(&mut out);
            let _ = write!(out, "$FR:{a}{b}");
        }
        SetSkill::Bless(s) => {
            sep(&mut out);
            let _ = write!(out, "$BL:{s}");
        }
        SetSkill::Swap(a, b) => {
            sep(&mut out);
            let _ = write!(out, "$SW:{a}{b}");
        }
        SetSkill::ManaLock => {
            sep(&mut out);
            out.push_str("$ML");
        }
    }
    out
}

fn piece_text(out: &mut String, pa: PieceAction) {
    let PieceAction {
        from,
        to,
        promotion,
        skill,
    } = pa;
    sep(out);
    match skill {
        Skill::None => uci(out, from, to, promotion),
        Skill::SideKill => {
            uci(out, from, to, promotion);
            out.push_str(",SK");
        }
        Skill::DoublePlay { mid } => {
            uci(out, from, mid, None);
            out.push_str(",DP:");
            let _ = write!(out, "{to}");
            if let Some(p) = promotion {
                out.push(p.to_char());
            }
        }
        Skill::FieldTrail { freeze } => {
            uci(out, from, to, None);
            out.push_str(",FT");
            if let Some(f) = freeze {
                let _ = write!(out, ":{f}");
            }
        }
        Skill::Kamikaze => {
            uci(out, from, to, None);
            out.push_str(",KZ");
        }
        Skill::Push => {
            uci(out, from, to, None);
            out.push_str(",PU");
        }
        Skill::ArchersMark { hit, timing } => match timing {
            Timing::Before => {
                let _ = write!(out, "AM:{hit},");
                uci(out, from, to, None);
            }
            Timing::After => {
                uci(out, from, to, None);
                let _ = write!(out, ",AM:{hit}");
            }
        },
        Skill::Flee { with, timing } => match timing {
            Timing::Before => {
                let _ = write!(out, "FL:{from}{with},");
                uci(out, with, to, None);
            }
            Timing::After => {
                uci(out, from, to, None);
                let _ = write!(out, ",FL:{with}");
            }
        },
        Skill::SquareSkip { via, timing } => match timing {
            Timing::Before => {
                let _ = write!(out, "SS:{from}{via},");
                uci(out, via, to, None);
            }
            Timing::After => {
                uci(out, from, via, None);
                let _ = write!(out, ",SS:{to}");
            }
        },
        Skill::KnightHop { extra } => match extra {
            HopExtra::None => {
                uci(out, from, to, None);
                out.push_str(",KH");
            }
            HopExtra::DoublePlay { mid } => {
                uci(out, from, mid, None);
                let _ = write!(out, ",KH,DP:{to}");
            }
            HopExtra::FieldTrail { freeze } => {
                uci(out, from, to, None);
                out.push_str(",KH,FT");
                if let Some(f) = freeze {
                    let _ = write!(out, ":{f}");
                }
            }
        },
        Skill::Resurrect {
            kind,
            at,
            pay,
            undead,
        } => {
            uci(out, from, to, None);
            let code = if undead { "UR" } else { "AR" };
            let _ = write!(
                out,
                ",{code}:{}{at}:{}{}",
                kind.to_char().to_ascii_uppercase(),
                pay[0],
                pay[1]
            );
        }
    }
}

type Syntax = &'static str;

fn square(t: &str) -> Result<Square, Syntax> {
    let b = t.as_bytes();
    if b.len() == 2 && (b'a'..=b'h').contains(&b[0]) && (b'1'..=b'8').contains(&b[1]) {
        t.parse().map_err(|_| "bad square")
    } else {
        Err("expected a square such as e4")
    }
}

/// `n` squares written together, then an optional promotion letter.
fn squares_promo(t: &str, n: usize) -> Result<(Vec<Square>, Option<Kind>), Syntax> {
    if !t.is_ascii() || t.len() < 2 * n || t.len() > 2 * n + 1 {
        return Err("expected squares such as e2e4 and an optional promotion letter");
    }
    let sqs = (0..n)
        .map(|i| square(&t[2 * i..2 * i + 2]))
        .collect::<Result<Vec<_>, _>>()?;
    let promo = match &t[2 * n..] {
        "" => None,
        "q" => Some(Kind::Queen),
        "r" => Some(Kind::Rook),
        "b" => Some(Kind::Bishop),
        "n" => Some(Kind::Knight),
        _ => return Err("promotion letter must be q, r, b or n"),
    };
    Ok((sqs, promo))
}

fn squares_exact(t: &str, n: usize) -> Result<Vec<Square>, Syntax> {
    match squares_promo(t, n)? {
        (s, None) => Ok(s),
        _ => Err("no promotion letter here"),
    }
}

fn arg<'a>(tok: &'a str, code: &str) -> Option<&'a str> {
    tok.strip_prefix(code)?.strip_prefix(':')
}

fn set_token(tok: &str) -> Result<SetSkill, Syntax> {
    Ok(match tok {
        "$TR" => SetSkill::Trail,
        "$IN" => SetSkill::Invincible,
        "$ML" => SetSkill::ManaLock,
        _ => {
            if let Some(a) = arg(tok, "$FR") {
                let s = squares_exact(a, 2)?;
                SetSkill::Freeze(s[0], s[1])
            } else if let Some(a) = arg(tok, "$SW") {
                let s = squares_exact(a, 2)?;
                SetSkill::Swap(s[0], s[1])
            } else if let Some(a) = arg(tok, "$BL") {
                SetSkill::Bless(square(a)?)
            } else {
                return Err("unknown set skill token");
            }
        }
    })
}

fn is_move(tok: &str) -> bool {
    tok.as_bytes().first().is_some_and(u8::is_ascii_lowercase)
}

/// Decodes action text into an action, without looking at a position.
fn decode(text: &str) -> Result<Action, Syntax> {
    let toks: Vec<&str> = text.split(',').collect();
    let mut i = 0;
    let mut set = SetSkill::None;
    if let Some(a) = toks.first().and_then(|t| arg(t, "$SA")) {
        set = SetSkill::Sacrifice(square(a)?);
        i = 1;
    }
    let next = |i: usize| toks.get(i).copied();
    let main = if let Some(a) = next(i).and_then(|t| arg(t, "$SM")) {
        i += 1;
        let parts: Vec<&str> = a.split(':').collect();
        if !(2..=3).contains(&parts.len()) {
            return Err("a swarm has two or three moves");
        }
        let mut legs = [Leg {
            from: Square::A1,
            to: Square::A1,
            promotion: None,
        }; 3];
        for (l, p) in legs.iter_mut().zip(&parts) {
            let (s, promotion) = squares_promo(p, 2)?;
            *l = Leg {
                from: s[0],
                to: s[1],
                promotion,
            };
        }
        Main::Swarm {
            legs,
            len: parts.len() as u8,
        }
    } else if next(i).is_some_and(|t| {
        is_move(t) || t.starts_with("AM:") || t.starts_with("FL:") || t.starts_with("SS:")
    }) {
        let pa = decode_piece(&toks, &mut i)?;
        Main::Piece(pa)
    } else {
        Main::None
    };
    if let Some(t) = next(i) {
        if set != SetSkill::None {
            return Err("at most one set skill per turn");
        }
        set = set_token(t)?;
        i += 1;
    }
    if i != toks.len() {
        return Err("unexpected token");
    }
    if main == Main::None && set == SetSkill::None {
        return Err("no move and no set skill");
    }
    Ok(Action { main, set })
}

fn decode_piece(toks: &[&str], i: &mut usize) -> Result<PieceAction, Syntax> {
    let mut take = || {
        let t = toks.get(*i).copied();
        if t.is_some() {
            *i += 1;
        }
        t
    };
    let first = take().ok_or("missing move")?;
    // Skills used before the move.
    let (pre, mv) = if is_move(first) {
        (None, first)
    } else {
        (
            Some(first),
            take().ok_or("a skill used before the move needs the move")?,
        )
    };
    if !is_move(mv) {
        return Err("expected a move such as e2e4");
    }
    let (s, promotion) = squares_promo(mv, 2)?;
    let (from, to) = (s[0], s[1]);
    if let Some(p) = pre {
        if promotion.is_some() {
            return Err("no promotion after a skill used before the move");
        }
        let (code, a) = p.split_once(':').ok_or("bad skill token")?;
        let pa = |from, skill| PieceAction {
            from,
            to,
            promotion: None,
            skill,
        };
        return match code {
            "AM" => Ok(pa(
                from,
                Skill::ArchersMark {
                    hit: square(a)?,
                    timing: Timing::Before,
                },
            )),
            "FL" | "SS" => {
                let s = squares_exact(a, 2)?;
                if s[1] != from {
                    return Err("the move must start where the skill put the king");
                }
                let skill = if code == "FL" {
                    Skill::Flee {
                        with: s[1],
                        timing: Timing::Before,
                    }
                } else {
                    Skill::SquareSkip {
                        via: s[1],
                        timing: Timing::Before,
                    }
                };
                Ok(pa(s[0], skill))
            }
            _ => Err("only AM, FL and SS are used before the move"),
        };
    }
    let mut pa = PieceAction {
        from,
        to,
        promotion,
        skill: Skill::None,
    };
    let Some(post) = toks.get(*i).copied().filter(|t| !t.starts_with('$')) else {
        return Ok(pa);
    };
    *i += 1;
    let no_promo = |pa: &PieceAction| {
        if pa.promotion.is_some() {
            Err("no promotion letter with this skill")
        } else {
            Ok(())
        }
    };
    let freeze = |t: &str| -> Result<Option<Square>, Syntax> {
        match arg(t, "FT") {
            Some(a) => square(a).map(Some),
            None if t == "FT" => Ok(None),
            None => Err("expected FT or FT:square"),
        }
    };
    pa.skill = match post {
        "SK" => Skill::SideKill,
        "KZ" => Skill::Kamikaze,
        "PU" => Skill::Push,
        "KH" => {
            no_promo(&pa)?;
            let extra = match toks.get(*i).copied().filter(|t| !t.starts_with('$')) {
                None => HopExtra::None,
                Some(t) => {
                    *i += 1;
                    if let Some(a) = arg(t, "DP") {
                        let mid = pa.to;
                        pa.to = square(a)?;
                        HopExtra::DoublePlay { mid }
                    } else {
                        HopExtra::FieldTrail { freeze: freeze(t)? }
                    }
                }
            };
            Skill::KnightHop { extra }
        }
        t if t.starts_with("FT") => {
            no_promo(&pa)?;
            Skill::FieldTrail { freeze: freeze(t)? }
        }
        t => {
            let (code, a) = t.split_once(':').ok_or("unknown skill token")?;
            no_promo(&pa)?;
            match code {
                "DP" => {
                    let (s, p) = squares_promo(a, 1)?;
                    let mid = pa.to;
                    pa.to = s[0];
                    pa.promotion = p;
                    Skill::DoublePlay { mid }
                }
                "AM" => Skill::ArchersMark {
                    hit: square(a)?,
                    timing: Timing::After,
                },
                "FL" => Skill::Flee {
                    with: square(a)?,
                    timing: Timing::After,
                },
                "SS" => {
                    let via = pa.to;
                    pa.to = square(a)?;
                    Skill::SquareSkip {
                        via,
                        timing: Timing::After,
                    }
                }
                "AR" | "UR" => {
                    let (k, pay) = a.split_once(':').ok_or("expected AR:Ke5:c3d3")?;
                    let kind = match k.as_bytes().first() {
                        Some(b'P') => Kind::Pawn,
                        Some(b'N') => Kind::Knight,
                        Some(b'B') => Kind::Bishop,
                        Some(b'R') => Kind::Rook,
                        Some(b'Q') => Kind::Queen,
                        _ => return Err("resurrected kind must be P, N, B, R or Q"),
                    };
                    let at = square(k.get(1..).ok_or("bad square")?)?;
                    let pay = squares_exact(pay, 2)?;
                    Skill::Resurrect {
                        kind,
                        at,
                        pay: [pay[0], pay[1]],
                        undead: code == "UR",
                    }
                }
                _ => return Err("unknown skill code"),
            }
        }
    };
    Ok(pa)
}

/// Reads a legal action of `game` from text. Never panics; the error says
/// whether the text is malformed or names no legal action.
///
/// ```
/// use strife_truce::{parse_action, ActionError, Strife};
/// let g = Strife::start(Default::default());
/// assert!(parse_action(&g, "e2e4").is_ok());
/// assert!(matches!(parse_action(&g, "e2e5"), Err(ActionError::IllegalText(_))));
/// assert!(matches!(parse_action(&g, "zz"), Err(ActionError::Syntax { .. })));
/// ```
pub fn parse_action(game: &Strife, text: &str) -> Result<Action, ActionError> {
    let text = text.trim();
    let syntax = |reason| ActionError::Syntax {
        text: text.chars().take(80).collect(),
        reason,
    };
    if text.len() > 80 {
        return Err(syntax("too long"));
    }
    if text.is_empty() {
        return Err(syntax("empty action"));
    }
    let action = decode(text).map_err(syntax)?;
    if format_action(&action) != text {
        return Err(syntax("not in canonical form (see docs/notation.md)"));
    }
    if game.static_outcome().is_some() {
        return Err(ActionError::GameOver);
    }
    if game.is_legal_action(action) {
        Ok(action)
    } else {
        Err(ActionError::IllegalText(text.to_owned()))
    }
}

impl MoveNotation for Strife {
    type ParseError = ActionError;

    fn format_move(&self, mv: Action) -> String {
        format_action(&mv)
    }

    fn parse_move(&self, text: &str) -> Result<Action, ActionError> {
        parse_action(self, text)
    }
}
