//! The project's tasks, in Rust (run as `cargo xtask ...`):
//!
//! * `cargo xtask web` builds `crates/web` for `wasm32-unknown-unknown`
//!   (adding the target with rustup when missing) and runs wasm-bindgen
//!   through its library into `web/pkg`;
//! * `cargo xtask web --serve [--port P]` then serves `web/` on 127.0.0.1;
//! * `cargo xtask web --test` then type-checks the page and runs the browser
//!   tests in Debian's Chromium.

#![forbid(unsafe_code)]

mod serve;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// What `cargo xtask web` was asked to do after building.
struct WebArgs {
    serve: bool,
    test: bool,
    port: u16,
}

const USAGE: &str = "usage: cargo xtask web [--serve [--port P]] [--test]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let (task, rest) = args.split_first().ok_or(USAGE)?;
    if task != "web" {
        return Err(format!("unknown task {task:?}\n{USAGE}"));
    }
    let web = parse_web_args(rest)?;
    let root = workspace_root();
    build_web(&root)?;
    if web.test {
        test_web(&root)?;
    }
    if web.serve {
        serve::serve(&root.join("web"), web.port, true)?;
    }
    Ok(())
}

fn parse_web_args(args: &[String]) -> Result<WebArgs, String> {
    let mut web = WebArgs {
        serve: false,
        test: false,
        port: 8000,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--serve" => web.serve = true,
            "--test" => web.test = true,
            "--port" => {
                let port = args.next().ok_or("--port needs a number")?;
                web.port = port
                    .parse()
                    .map_err(|_| format!("--port: {port:?} is not a port number"))?;
            }
            other => return Err(format!("unknown option {other:?}\n{USAGE}")),
        }
    }
    Ok(web)
}

/// The workspace root: xtask's manifest directory's parent.
fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."))
}

fn cargo() -> Command {
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
}

fn status(command: &mut Command) -> Result<(), String> {
    let shown = format!("{command:?}");
    let status = command
        .status()
        .map_err(|e| format!("cannot run {shown}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{shown} failed ({status})"))
    }
}

const WASM_TARGET: &str = "wasm32-unknown-unknown";

/// Adds the wasm target with rustup when the toolchain lacks it.
fn ensure_wasm_target() -> Result<(), String> {
    let installed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output();
    match installed {
        Ok(out) if String::from_utf8_lossy(&out.stdout).contains(WASM_TARGET) => Ok(()),
        Ok(_) => status(Command::new("rustup").args(["target", "add", WASM_TARGET])),
        // No rustup: let cargo say whether the target is there.
        Err(_) => Ok(()),
    }
}

/// The target directory cargo builds into.
fn target_dir(root: &Path) -> Result<PathBuf, String> {
    let out = cargo()
        .args(["metadata", "--format-version", "1", "--no-deps"])
        .current_dir(root)
        .output()
        .map_err(|e| format!("cannot run cargo metadata: {e}"))?;
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout)
        .map_err(|e| format!("cargo metadata printed no JSON: {e}"))?;
    meta["target_directory"]
        .as_str()
        .map(PathBuf::from)
        .ok_or_else(|| "cargo metadata has no target_directory".into())
}

/// Builds the wasm module and its JavaScript glue into `web/pkg`.
fn build_web(root: &Path) -> Result<(), String> {
    ensure_wasm_target()?;
    status(
        cargo()
            .args([
                "build",
                "--package",
                "tabletop-web",
                "--lib",
                "--release",
                "--target",
                WASM_TARGET,
            ])
            .current_dir(root),
    )?;
    let wasm = target_dir(root)?
        .join(WASM_TARGET)
        .join("release")
        .join("tabletop_web.wasm");
    let out = root.join("web").join("pkg");
    wasm_bindgen_cli_support::Bindgen::new()
        .input_path(&wasm)
        .web(true)
        .map_err(|e| format!("wasm-bindgen: {e}"))?
        .typescript(true)
        .generate(&out)
        .map_err(|e| format!("wasm-bindgen on {}: {e}", wasm.display()))?;
    let size = std::fs::metadata(out.join("tabletop_web_bg.wasm"))
        .map(|m| m.len())
        .unwrap_or(0);
    eprintln!("xtask: built {} ({} bytes of wasm)", out.display(), size);
    Ok(())
}

/// Type-checks the page and runs the browser tests against a server of
/// `web/` on a free port.
fn test_web(root: &Path) -> Result<(), String> {
    let web = root.join("web");
    if !web.join("node_modules").exists() {
        status(
            Command::new("npm")
                .args(["ci", "--no-audit", "--no-fund"])
                .current_dir(&web),
        )?;
    }
    status(
        Command::new("npx")
            .args(["--no-install", "tsc", "--project", "jsconfig.json"])
            .current_dir(&web),
    )?;
    let port = serve::spawn(&web)?;
    status(
        Command::new("node")
            .args(["tests/browser.mjs", &format!("http://127.0.0.1:{port}/")])
            .current_dir(&web),
    )
}
