//! Every rule ID in `docs/rules/*.md` must be cited by at least one test.
//!
//! A rule ID looks like `KY-4.2` (prefixes NC, KY, ST, LY, GL). It is cited when it
//! appears in a Rust file under `crates/` or `benches/` that contains tests
//! (`#[test]` or `proptest!`). `KY-4.2` cites only `KY-4.2`, not `KY-4`.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const PREFIXES: [&str; 5] = ["NC", "KY", "ST", "LY", "GL"];

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every rule ID in `text`, each as written (e.g. `NC-2.1`).
fn rule_ids(text: &str) -> Vec<String> {
    let bytes = text.as_bytes();
    let mut ids = Vec::new();
    let mut i = 0;
    while i + 3 < bytes.len() {
        let boundary = i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
        let prefix = PREFIXES.iter().find(|p| {
            bytes[i..].starts_with(p.as_bytes()) && bytes.get(i + p.len()) == Some(&b'-')
        });
        if let (true, Some(p)) = (boundary, prefix) {
            let mut j = i + p.len() + 1;
            let start_digits = j;
            while j < bytes.len() && bytes[j].is_ascii_digit() {
                j += 1;
            }
            if j > start_digits {
                // Dotted parts: `.` followed by digits.
                while j + 1 < bytes.len() && bytes[j] == b'.' && bytes[j + 1].is_ascii_digit() {
                    j += 1;
                    while j < bytes.len() && bytes[j].is_ascii_digit() {
                        j += 1;
                    }
                }
                let followed_by_word =
                    j < bytes.len() && (bytes[j].is_ascii_alphanumeric() || bytes[j] == b'_');
                if !followed_by_word {
                    ids.push(text[i..j].to_string());
                }
                i = j;
                continue;
            }
        }
        i += 1;
    }
    ids
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        if name == "target" || name.to_string_lossy().starts_with('.') {
            continue;
        }
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn documented_ids() -> BTreeMap<String, String> {
    let dir = workspace_root().join("docs/rules");
    let mut ids = BTreeMap::new();
    for entry in fs::read_dir(&dir).expect("docs/rules exists").flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "md") {
            let text = fs::read_to_string(&path).unwrap();
            let file = path.file_name().unwrap().to_string_lossy().into_owned();
            for id in rule_ids(&text) {
                ids.entry(id).or_insert_with(|| file.clone());
            }
        }
    }
    ids
}

fn cited_ids() -> BTreeSet<String> {
    let root = workspace_root();
    let mut files = Vec::new();
    rust_files(&root.join("crates"), &mut files);
    rust_files(&root.join("benches"), &mut files);
    let mut cited = BTreeSet::new();
    for file in files {
        let text = fs::read_to_string(&file).unwrap_or_default();
        if text.contains("#[test]") || text.contains("proptest!") {
            cited.extend(rule_ids(&text));
        }
    }
    cited
}

#[test]
fn every_rule_id_is_cited_by_a_test() {
    let documented = documented_ids();
    let cited = cited_ids();
    let missing: Vec<String> = documented
        .iter()
        .filter(|(id, _)| !cited.contains(*id))
        .map(|(id, file)| format!("{id} ({file})"))
        .collect();
    assert!(
        missing.is_empty(),
        "{} rule IDs are cited by no test:\n  {}",
        missing.len(),
        missing.join("\n  ")
    );
}

#[test]
fn rule_id_scanner_reads_ids_exactly() {
    assert_eq!(
        rule_ids("**KY-4.2** and NC-1, ST-10.3.1."),
        ["KY-4.2", "NC-1", "ST-10.3.1"]
    );
    // Not IDs: glued to a word, or no number.
    assert!(rule_ids("XNC-1 NC-x KY-").is_empty());
    // A sub-rule does not cite its parent.
    assert_eq!(rule_ids("// LY-2.1"), ["LY-2.1"]);
}
