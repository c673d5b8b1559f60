//! Decision text (ST-18): one decision per text, UCI moves with
//! comma-separated skill tokens; whole turns are decisions separated by
//! spaces. The reference is the Strife section of `docs/notation.md`.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use board_core::{MoveNotation, Square};

use crate::action::{Action, HopExtra, Leg, MoveSkill, PieceMove, PieceSkill, SetSkill};
use crate::error::{ActionError, bounded};
use crate::piece::Kind;
use crate::state::Strife;

fn uci(out: &mut String, from: Square, to: Square, promotion: Option<Kind>) {
    let _ = write!(out, "{from}{to}");
    if let Some(p) = promotion {
        out.push(p.to_char());
    }
}

/// The text of `action` (the position is not needed: every square is
/// written out).
///
/// ```
/// use board_core::Square;
/// use strife_truce::{format_action, Action, SetSkill};
/// assert_eq!(format_action(&Action::plain(Square::E2, Square::E4, None)), "e2e4");
/// assert_eq!(format_action(&Action::Set(SetSkill::Bless(Square::A2))), "$BL:a2");
/// assert_eq!(format_action(&Action::EndTurn), "end");
/// ```
pub fn format_action(action: &Action) -> String {
    let mut out = String::new();
    match *action {
        Action::Move(m) => move_text(&mut out, m),
        Action::Skill(s) => skill_text(&mut out, s),
        Action::Swarm(Leg {
            from,
            to,
            promotion,
        }) => {
            out.push_str("$SM:");
            uci(&mut out, from, to, promotion);
        }
        Action::Set(s) => {
            let _ = match s {
                SetSkill::Trail => write!(out, "$TR"),
                SetSkill::Invincible => write!(out, "$IN"),
                SetSkill::Freeze(a, b) => write!(out, "$FR:{a}{b}"),
                SetSkill::Bless(s) => write!(out, "$BL:{s}"),
                SetSkill::Swap(a, b) => write!(out, "$SW:{a}{b}"),
                SetSkill::Sacrifice { square, refund } => write!(out, "$SA:{square}:{refund}"),
                SetSkill::ManaLock => write!(out, "$ML"),
            };
        }
        Action::EndTurn => out.push_str("end"),
    }
    out
}

fn move_text(out: &mut String, m: PieceMove) {
    let PieceMove {
        from,
        to,
        promotion,
        skill,
    } = m;
    let trail = |out: &mut String, freeze: Option<Square>| {
        out.push_str(",FT");
        if let Some(f) = freeze {
            let _ = write!(out, ":{f}");
        }
    };
    match skill {
        MoveSkill::None => uci(out, from, to, promotion),
        MoveSkill::SideKill => {
            uci(out, from, to, promotion);
            out.push_str(",SK");
        }
        MoveSkill::DoublePlay { mid } => {
            uci(out, from, mid, None);
            let _ = write!(out, ",DP:{to}");
            if let Some(p) = promotion {
                out.push(p.to_char());
            }
        }
        MoveSkill::FieldTrail { freeze } => {
            uci(out, from, to, None);
            trail(out, freeze);
        }
        MoveSkill::Push => {
            uci(out, from, to, None);
            out.push_str(",PU");
        }
        MoveSkill::KnightHop { extra } => match extra {
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
                out.push_str(",KH");
                trail(out, freeze);
            }
        },
    }
}

fn skill_text(out: &mut String, s: PieceSkill) {
    let _ = match s {
        PieceSkill::ArchersMark { bishop, hit } => write!(out, "AM:{bishop}{hit}"),
        PieceSkill::Flee { king, with } => write!(out, "FL:{king}{with}"),
        PieceSkill::SquareSkip { king, to } => write!(out, "SS:{king}{to}"),
        PieceSkill::Kamikaze { rook } => write!(out, "KZ:{rook}"),
        PieceSkill::Resurrect {
            queen,
            kind,
            at,
            pay,
            undead,
        } => write!(
            out,
            "{}:{queen}:{}{at}:{}{}",
            if undead { "UR" } else { "AR" },
            kind.to_char().to_ascii_uppercase(),
            pay[0],
            pay[1]
        ),
    };
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

fn two_squares(t: &str) -> Result<(Square, Square), Syntax> {
    match squares_promo(t, 2)? {
        (s, None) => Ok((s[0], s[1])),
        _ => Err("no promotion letter here"),
    }
}

fn arg<'a>(tok: &'a str, code: &str) -> Option<&'a str> {
    tok.strip_prefix(code)?.strip_prefix(':')
}

fn set_skill(tok: &str) -> Result<SetSkill, Syntax> {
    Ok(match tok {
        "$TR" => SetSkill::Trail,
        "$IN" => SetSkill::Invincible,
        "$ML" => SetSkill::ManaLock,
        _ => {
            if let Some(a) = arg(tok, "$FR") {
                let (a, b) = two_squares(a)?;
                SetSkill::Freeze(a, b)
            } else if let Some(a) = arg(tok, "$SW") {
                let (a, b) = two_squares(a)?;
                SetSkill::Swap(a, b)
            } else if let Some(a) = arg(tok, "$BL") {
                SetSkill::Bless(square(a)?)
            } else if let Some(a) = arg(tok, "$SA") {
                let (s, n) = a.split_once(':').ok_or("expected $SA:square:refund")?;
                let refund = n
                    .parse::<u8>()
                    .map_err(|_| "the refund is a number of mana")?;
                SetSkill::Sacrifice {
                    square: square(s)?,
                    refund,
                }
            } else {
                return Err("unknown set skill token");
            }
        }
    })
}

fn piece_skill(tok: &str) -> Result<PieceSkill, Syntax> {
    let (code, a) = tok.split_once(':').ok_or("unknown token")?;
    Ok(match code {
        "AM" => {
            let (bishop, hit) = two_squares(a)?;
            PieceSkill::ArchersMark { bishop, hit }
        }
        "FL" => {
            let (king, with) = two_squares(a)?;
            PieceSkill::Flee { king, with }
        }
        "SS" => {
            let (king, to) = two_squares(a)?;
            PieceSkill::SquareSkip { king, to }
        }
        "KZ" => PieceSkill::Kamikaze { rook: square(a)? },
        "AR" | "UR" => {
            let mut parts = a.split(':');
            let (Some(q), Some(k), Some(pay), None) =
                (parts.next(), parts.next(), parts.next(), parts.next())
            else {
                return Err("expected AR:d1:Nb1:c2d2");
            };
            let kind = match k.as_bytes().first() {
                Some(b'P') => Kind::Pawn,
                Some(b'N') => Kind::Knight,
                Some(b'B') => Kind::Bishop,
                Some(b'R') => Kind::Rook,
                Some(b'Q') => Kind::Queen,
                Some(b'K') => Kind::King,
                _ => return Err("resurrected kind must be P, N, B, R, Q or K"),
            };
            let at = square(k.get(1..).ok_or("bad square")?)?;
            let (p0, p1) = two_squares(pay)?;
            PieceSkill::Resurrect {
                queen: square(q)?,
                kind,
                at,
                pay: [p0, p1],
                undead: code == "UR",
            }
        }
        _ => return Err("unknown skill code"),
    })
}

fn piece_move(toks: &[&str]) -> Result<PieceMove, Syntax> {
    let (s, promotion) = squares_promo(toks[0], 2)?;
    let mut m = PieceMove {
        from: s[0],
        to: s[1],
        promotion,
        skill: MoveSkill::None,
    };
    let freeze = |t: &str| -> Result<Option<Square>, Syntax> {
        match arg(t, "FT") {
            Some(a) => square(a).map(Some),
            None if t == "FT" => Ok(None),
            None => Err("expected FT or FT:square"),
        }
    };
    let Some(&skill) = toks.get(1) else {
        return Ok(m);
    };
    if m.promotion.is_some() && skill != "SK" {
        return Err("no promotion letter with this skill");
    }
    let rest = &toks[2..];
    m.skill = match skill {
        "SK" => MoveSkill::SideKill,
        "PU" => MoveSkill::Push,
        "KH" => {
            let extra = match rest.first() {
                None => HopExtra::None,
                Some(t) => {
                    if let Some(a) = arg(t, "DP") {
                        let mid = m.to;
                        m.to = square(a)?;
                        HopExtra::DoublePlay { mid }
                    } else {
                        HopExtra::FieldTrail { freeze: freeze(t)? }
                    }
                }
            };
            if rest.len() > 1 {
                return Err("unexpected token");
            }
            return Ok(PieceMove {
                skill: MoveSkill::KnightHop { extra },
                ..m
            });
        }
        t if t.starts_with("FT") => MoveSkill::FieldTrail { freeze: freeze(t)? },
        t => {
            let a = arg(t, "DP").ok_or("unknown skill token")?;
            let (s, p) = squares_promo(a, 1)?;
            let mid = m.to;
            m.to = s[0];
            m.promotion = p;
            MoveSkill::DoublePlay { mid }
        }
    };
    if !rest.is_empty() {
        return Err("unexpected token");
    }
    Ok(m)
}

/// Decodes one decision's text, without looking at a position.
fn decode(text: &str) -> Result<Action, Syntax> {
    if text == "end" {
        return Ok(Action::EndTurn);
    }
    if let Some(a) = arg(text, "$SM") {
        let (s, promotion) = squares_promo(a, 2)?;
        return Ok(Action::Swarm(Leg {
            from: s[0],
            to: s[1],
            promotion,
        }));
    }
    if text.starts_with('$') {
        return set_skill(text).map(Action::Set);
    }
    if text.as_bytes().first().is_some_and(u8::is_ascii_uppercase) {
        return piece_skill(text).map(Action::Skill);
    }
    let toks: Vec<&str> = text.split(',').collect();
    if toks.len() > 3 {
        return Err("a decision is one move or one skill; separate decisions by spaces");
    }
    piece_move(&toks).map(Action::Move)
}

/// Reads a legal decision of `game` from text. Never panics; the error says
/// whether the text is malformed or names no legal decision.
///
/// ```
/// use strife_truce::{parse_action, ActionError, Strife};
/// let g = Strife::start(Default::default());
/// assert!(parse_action(&g, "e2e4").is_ok());
/// assert!(matches!(parse_action(&g, "e2e5"), Err(ActionError::IllegalText(_))));
/// assert!(matches!(parse_action(&g, "zz"), Err(ActionError::Syntax { .. })));
/// assert_eq!(
///     parse_action(&g, "e2e3,DP:e4").unwrap_err().to_string(),
///     "e2e3,DP:e4 is not legal now: Double Play costs 5 mana, White has 0"
/// );
/// ```
pub fn parse_action(game: &Strife, text: &str) -> Result<Action, ActionError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ActionError::Syntax {
            text: String::new(),
            reason: "empty action",
        });
    }
    let action: Action = text.parse()?;
    if game.static_outcome().is_some() {
        return Err(ActionError::GameOver);
    }
    if game.is_legal_action(action) {
        Ok(action)
    } else if let Some(reason) = game.refusal(action) {
        Err(ActionError::Refused {
            text: bounded(text),
            reason,
        })
    } else {
        Err(ActionError::IllegalText(bounded(text)))
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

impl core::fmt::Display for Action {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&format_action(self))
    }
}

impl core::fmt::Debug for Action {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&format_action(self))
    }
}

impl core::str::FromStr for Action {
    type Err = ActionError;
    /// Reads a decision's text, checking its syntax only.
    fn from_str(text: &str) -> Result<Action, ActionError> {
        let text = text.trim();
        let syntax = |reason| ActionError::Syntax {
            text: bounded(text),
            reason,
        };
        if text.len() > 40 {
            return Err(syntax("too long"));
        }
        let action = decode(text).map_err(syntax)?;
        if format_action(&action) != text {
            return Err(syntax("not in canonical form (see docs/notation.md)"));
        }
        Ok(action)
    }
}

impl serde::Serialize for Action {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format_action(self))
    }
}

impl<'de> serde::Deserialize<'de> for Action {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Action, D::Error> {
        let text = <alloc::borrow::Cow<'de, str>>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
