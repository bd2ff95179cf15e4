//! `plinth render-bench`: times the embedded server bundle in the render engine, for `just bench`.
use std::time::{Duration, Instant};

use super::engine::{Bundle, Engine};

/// What one run measured: sorted per-render times in ms, and the engine's costs beside them.
pub struct RenderTimes {
    pub times: Vec<f64>,
    /// The first engine of the process: the bundle compiled (or read from the code cache when one is there).
    pub first_start_ms: f64,
    /// A second engine, as each further render thread starts: the bundle already compiled.
    pub next_start_ms: f64,
    /// The warm engine's heap after the renders.
    pub heap_bytes: usize,
    /// What the process grew by for the second engine (its resident memory, from /proc), when readable.
    pub engine_resident_bytes: Option<usize>,
}

/// Renders `payload` `iterations` times on one warmed engine, with `bundle` or else the embedded one.
pub fn time_renders(
    payload: &str,
    iterations: usize,
    bundle: Option<String>,
) -> Result<RenderTimes, String> {
    let source = match bundle {
        Some(source) => source,
        None => super::assets::server_bundle().ok_or("this binary has no UI bundle")?,
    };
    let bundle = Bundle::new(source);
    let limit = Duration::from_secs(10);
    let started = Instant::now();
    let mut engine = Engine::start(&bundle, 256 << 20).map_err(|e| e.to_string())?;
    let first_start_ms = started.elapsed().as_secs_f64() * 1e3;
    let before = resident_bytes();
    let started = Instant::now();
    let mut next = Engine::start(&bundle, 256 << 20).map_err(|e| e.to_string())?;
    let next_start_ms = started.elapsed().as_secs_f64() * 1e3;
    next.render(payload, limit).map_err(|e| e.to_string())?;
    let engine_resident_bytes = before
        .zip(resident_bytes())
        .map(|(b, a)| a.saturating_sub(b));
    drop(next);
    for _ in 0..5 {
        engine.render(payload, limit).map_err(|e| e.to_string())?;
    }
    let mut times = Vec::with_capacity(iterations);
    for _ in 0..iterations {
        let t = Instant::now();
        timed_render(&mut engine, payload, limit)?;
        times.push(t.elapsed().as_secs_f64() * 1e3);
    }
    times.sort_by(|a, b| a.total_cmp(b));
    Ok(RenderTimes {
        times,
        first_start_ms,
        next_start_ms,
        heap_bytes: engine.heap_bytes(),
        engine_resident_bytes,
    })
}

/// One of the timed renders. Its own function, never inlined, so that valgrind can count the instructions of the
/// timed renders alone (`--toggle-collect=*timed_render*`): `just bench` prints them beside the times, since a
/// count does not move with what else the machine runs.
#[inline(never)]
fn timed_render(engine: &mut Engine, payload: &str, limit: Duration) -> Result<(), String> {
    engine
        .render(payload, limit)
        .map(drop)
        .map_err(|e| e.to_string())
}

/// This process's resident memory (Linux), in bytes.
fn resident_bytes() -> Option<usize> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: usize = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}
