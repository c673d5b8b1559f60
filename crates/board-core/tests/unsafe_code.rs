//! board-core denies `unsafe` everywhere but one place: the cache hint in
//! `prefetch.rs`, justified by the search benchmark (docs/performance.md).
//! A new `unsafe` block elsewhere fails here and must be argued for.

use std::fs;
use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).expect("readable source directory") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn unsafe_code_is_only_the_prefetch_hint() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(files.len() > 10, "found the sources: {files:?}");
    let mut with_unsafe = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).expect("readable source");
        let blocks = text
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .filter(|l| {
                l.contains("unsafe {") || l.contains("unsafe fn") || l.contains("unsafe impl")
            })
            .count();
        if blocks > 0 {
            with_unsafe.push((
                file.file_name().unwrap().to_string_lossy().into_owned(),
                blocks,
            ));
        }
    }
    assert_eq!(with_unsafe, vec![("prefetch.rs".to_string(), 1)]);
    let lib = fs::read_to_string(src.join("lib.rs")).expect("lib.rs");
    assert!(lib.contains("#![deny(unsafe_code)]"));
    let prefetch = fs::read_to_string(src.join("prefetch.rs")).expect("prefetch.rs");
    assert!(prefetch.contains("// SAFETY:"));
}
