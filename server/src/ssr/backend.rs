//! What differs by the engine under `deno_core`, chosen by the server crate's cargo feature: `quickjs` (the
//! default: QuickJS-ng through the `v8x` crate, built offline) or `v8` (V8 itself; its build downloads a
//! prebuilt library). Everything else of the render pool is the same code on both.
use std::path::Path;

use deno_core::v8;

#[cfg(all(feature = "quickjs", feature = "v8"))]
compile_error!("choose one engine: `--features v8` goes with `--no-default-features`");
#[cfg(not(any(feature = "quickjs", feature = "v8")))]
compile_error!("the server needs an engine feature: `quickjs` (the default) or `v8`");

/// The engine's name, for the log and `just bench`.
#[cfg(feature = "quickjs")]
pub const ENGINE: &str = "deno_core on QuickJS";
#[cfg(feature = "v8")]
pub const ENGINE: &str = "deno_core on V8";

/// Deep React trees recurse deeply: render threads have 16 MiB of stack, and the engine may use 4 of them
/// (both engines default to about 1).
const STACK_FLAG: &str = "--stack-size=4096";

/// Engine flags, once per process, before the first runtime starts the engine.
pub fn before_first_runtime() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        v8::V8::set_flags_from_string(STACK_FLAG);
    });
}

/// Where the engine keeps what it compiled, for the next runtime and the next start. QuickJS writes the
/// bundle's bytecode to a folder named by its environment, by default under the user's home, where a
/// server must not write: here the data dir's `engine-cache/`, or nowhere without a data dir. V8 keeps
/// nothing on disk. Called at start, before any runtime: the engine reads these once, on its first compile.
#[cfg(feature = "quickjs")]
pub fn use_code_cache(data_dir: Option<&Path>) {
    match data_dir {
        Some(dir) => std::env::set_var("V82JSC_BC_CACHE_DIR", dir.join("engine-cache")),
        None => std::env::set_var("V82JSC_NO_BC_CACHE", "1"),
    }
}

#[cfg(feature = "v8")]
pub fn use_code_cache(_data_dir: Option<&Path>) {}
