//! `plinth render-bench`: times the embedded server bundle in QuickJS, for `just bench`.
use std::time::{Duration, Instant};

use super::engine::{Bundle, Engine};

/// Renders `payload` `iterations` times on one warmed engine; returns sorted per-render times in ms.
pub fn time_renders(payload: &str, iterations: usize) -> Result<Vec<f64>, String> {
    let source = super::assets::server_bundle().ok_or("this binary has no UI bundle")?;
    let bundle = Bundle::new(source);
    let started = Instant::now();
    let mut engine = Engine::start(&bundle, 256 << 20).map_err(|e| e.to_string())?;
    let first_start_ms = started.elapsed().as_secs_f64() * 1e3;
    let started = Instant::now();
    let mut from_bytecode = Engine::start(&bundle, 256 << 20).map_err(|e| e.to_string())?;
    let bytecode_start_ms = started.elapsed().as_secs_f64() * 1e3;
    from_bytecode
        .render(payload, Duration::from_secs(10))
        .map_err(|e| e.to_string())?;
    eprintln!(
        "engine start: {first_start_ms:.1} ms from source, {bytecode_start_ms:.1} ms from bytecode"
    );
    for _ in 0..5 {
        engine
            .render(payload, Duration::from_secs(10))
            .map_err(|e| e.to_string())?;
    }
    let mut times = Vec::with_capacity(iterations);
    for _ in 0..iterations {
        let t = Instant::now();
        engine
            .render(payload, Duration::from_secs(10))
            .map_err(|e| e.to_string())?;
        times.push(t.elapsed().as_secs_f64() * 1e3);
    }
    times.sort_by(|a, b| a.total_cmp(b));
    Ok(times)
}
