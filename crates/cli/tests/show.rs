//! `tabletop show`: the text board of every game's start position against a
//! snapshot, and the SVG picture checked as well-formed XML with one piece
//! element per piece.
//!
//! To update the snapshots after a deliberate change, run the tests with
//! `UPDATE_SNAPSHOTS=1` and review the diff of `tests/snapshots/`.

use std::path::PathBuf;
use std::process::{Command, Output};

fn tabletop(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn snapshot_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots")
}

/// Compares `actual` with the snapshot `name` (or writes it when
/// `UPDATE_SNAPSHOTS` is set).
fn assert_snapshot(name: &str, actual: &str) {
    let path = snapshot_dir().join(name);
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::create_dir_all(snapshot_dir()).unwrap();
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("no snapshot {name}: run with UPDATE_SNAPSHOTS=1"));
    if actual != expected {
        let line = actual
            .lines()
            .zip(expected.lines())
            .position(|(a, e)| a != e)
            .unwrap_or_else(|| actual.lines().count().min(expected.lines().count()));
        panic!(
            "{name} differs from its snapshot from line {}:\n  now: {:?}\n  was: {:?}\n\
             (UPDATE_SNAPSHOTS=1 rewrites the snapshots; review their diff)",
            line + 1,
            actual.lines().nth(line).unwrap_or("<end>"),
            expected.lines().nth(line).unwrap_or("<end>"),
        );
    }
}

/// The start positions shown, with the pieces each has.
const CASES: &[(&str, &[&str], usize)] = &[
    ("chess", &[], 32),
    ("glinski", &[], 36),
    ("kyrras", &[], 36),
    ("kyrras", &["--players", "3"], 54),
    ("lytharia", &["--seed", "1"], 32),
    ("strife", &[], 32),
];

fn snapshot_name(game: &str, extra: &[&str]) -> String {
    let mut name = game.to_string();
    for a in extra {
        name.push('_');
        name.push_str(a.trim_start_matches('-'));
    }
    name
}

#[test]
fn text_boards_match_their_snapshots() {
    for (game, extra, _) in CASES {
        let mut args = vec!["show", game];
        args.extend_from_slice(extra);
        let out = tabletop(&args);
        assert!(
            out.status.success(),
            "{game}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert!(!stdout.contains('\x1b'), "{game}: no colour into a pipe");
        assert_snapshot(&format!("{}.txt", snapshot_name(game, extra)), &stdout);
    }
}

#[test]
fn svg_pictures_are_well_formed_with_one_element_per_piece() {
    let dir = std::env::temp_dir().join(format!("tabletop-show-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (game, extra, pieces) in CASES {
        let file = dir.join(format!("{}.svg", snapshot_name(game, extra)));
        let mut args = vec!["show", game, "--svg", file.to_str().unwrap()];
        args.extend_from_slice(extra);
        let out = tabletop(&args);
        assert!(
            out.status.success(),
            "{game}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let svg = std::fs::read_to_string(&file).unwrap();
        let root = check_well_formed(&svg).unwrap_or_else(|e| panic!("{game}: {e}"));
        assert_eq!(root, "svg", "{game}");
        assert_eq!(
            svg.matches("class=\"piece\"").count(),
            *pieces,
            "{game} {extra:?}"
        );
        assert_snapshot(&format!("{}.svg", snapshot_name(game, extra)), &svg);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn show_refuses_what_does_not_apply() {
    let cases: &[&[&str]] = &[
        &["show", "chess", "--seed", "3"],
        &["show", "chess", "--svg", "/nonexistent-dir/x.svg"],
        &["show", "kyrras", "--position", "garbage"],
        &["show", "chess", "--as", "purple"],
    ];
    for args in cases {
        let out = tabletop(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

/// A small XML well-formedness check (no dependency): elements nest and
/// close in order, attributes are quoted, `&` starts a known entity, and
/// there is exactly one root element. Returns the root's name.
fn check_well_formed(xml: &str) -> Result<String, String> {
    let mut stack: Vec<String> = Vec::new();
    let mut root: Option<String> = None;
    let bytes = xml.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'<' => {
                let end = xml[i..]
                    .find('>')
                    .map(|e| i + e)
                    .ok_or_else(|| format!("unclosed tag at byte {i}"))?;
                let tag = &xml[i + 1..end];
                if tag.starts_with('?') || tag.starts_with("!--") {
                    if tag.starts_with("!--") && !tag.ends_with("--") {
                        return Err(format!("bad comment at byte {i}"));
                    }
                } else if let Some(name) = tag.strip_prefix('/') {
                    let open = stack.pop().ok_or_else(|| format!("stray </{name}>"))?;
                    if open != name.trim() {
                        return Err(format!("<{open}> closed by </{name}>"));
                    }
                } else {
                    let self_closing = tag.ends_with('/');
                    let body = tag.trim_end_matches('/');
                    let name: String = body.chars().take_while(|c| !c.is_whitespace()).collect();
                    if name.is_empty() {
                        return Err(format!("empty tag name at byte {i}"));
                    }
                    check_attributes(&body[name.len()..])?;
                    if stack.is_empty() {
                        if root.is_some() {
                            return Err("two root elements".into());
                        }
                        root = Some(name.clone());
                    }
                    if !self_closing {
                        stack.push(name);
                    }
                }
                i = end + 1;
            }
            b'&' => {
                let end = xml[i..].find(';').ok_or("& without ;")?;
                let entity = &xml[i + 1..i + end];
                let known = ["amp", "lt", "gt", "quot", "apos"].contains(&entity)
                    || entity.starts_with('#');
                if !known {
                    return Err(format!("unknown entity &{entity};"));
                }
                i += end + 1;
            }
            b'>' if stack.is_empty() => return Err("text outside the root".into()),
            _ => i += 1,
        }
    }
    if let Some(open) = stack.pop() {
        return Err(format!("<{open}> never closed"));
    }
    root.ok_or_else(|| "no root element".into())
}

fn check_attributes(mut rest: &str) -> Result<(), String> {
    let mut seen = Vec::new();
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            return Ok(());
        }
        let eq = rest
            .find('=')
            .ok_or_else(|| format!("attribute without value: {rest}"))?;
        let name = rest[..eq].trim();
        if name.is_empty() || name.contains(char::is_whitespace) {
            return Err(format!("bad attribute name {name:?}"));
        }
        if seen.contains(&name.to_string()) {
            return Err(format!("attribute {name} twice"));
        }
        seen.push(name.to_string());
        let value = &rest[eq + 1..];
        let quote = value.chars().next().ok_or("missing attribute value")?;
        if quote != '"' && quote != '\'' {
            return Err(format!("unquoted attribute {name}"));
        }
        let close = value[1..]
            .find(quote)
            .ok_or_else(|| format!("unterminated attribute {name}"))?;
        if value[1..1 + close].contains('<') {
            return Err(format!("< in attribute {name}"));
        }
        rest = &value[close + 2..];
    }
}
