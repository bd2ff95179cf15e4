//! One JavaScript runtime with the server bundle loaded: a `deno_core::JsRuntime`, on QuickJS or V8 as the
//! crate is built (see `backend`). The pool owns one per render thread; this file is the only place that
//! calls into the engine.
use std::{
    cell::Cell,
    rc::Rc,
    sync::{Arc, Condvar, Mutex},
    time::{Duration, Instant},
};

use deno_core::{v8, JsRuntime, RuntimeOptions};

/// The server bundle's source, shared by every engine of the process.
pub struct Bundle {
    source: Arc<str>,
}

impl Bundle {
    pub fn new(source: String) -> Self {
        Bundle {
            source: source.into(),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("no server bundle")]
    NoBundle,
    #[error("engine start failed: {0}")]
    Start(String),
    #[error("render threw: {0}")]
    Threw(String),
    #[error("render passed its deadline")]
    Deadline,
    #[error("render reached the heap limit")]
    HeapLimit,
    #[error("render queue closed or late")]
    Unavailable,
    /// Not sent to the pool: it would have waited about `wait` for a thread (see `pool`).
    #[error("every render thread is busy (about {} ms to wait); {shed} pages shed so far", wait.as_millis())]
    Busy {
        wait: std::time::Duration,
        shed: u64,
    },
}

pub struct Log {
    pub level: String,
    pub message: String,
}

// Fields drop in order: the handles into the runtime go before the runtime itself.
pub struct Engine {
    render: v8::Global<v8::Function>,
    /// The bundle's `plinthDrainLogs`, when it has one.
    drain_logs: Option<v8::Global<v8::Function>>,
    runtime: JsRuntime,
    watchdog: Watchdog,
    /// Set by the near-heap-limit callback, which also stops the script.
    heap_limit_reached: Rc<Cell<bool>>,
}

impl Engine {
    /// A runtime with the bundle evaluated. `memory_limit` bounds its heap: a render that reaches it is
    /// stopped (not the process), and the pool replaces the engine.
    pub fn start(bundle: &Bundle, memory_limit: usize) -> Result<Engine, RenderError> {
        super::backend::before_first_runtime();
        let mut runtime = JsRuntime::try_new(RuntimeOptions {
            create_params: Some(v8::CreateParams::default().heap_limits(0, memory_limit)),
            ..Default::default()
        })
        .map_err(|e| RenderError::Start(e.to_string()))?;
        let handle = runtime.v8_isolate().thread_safe_handle();
        let heap_limit_reached = Rc::new(Cell::new(false));
        {
            let (handle, reached) = (handle.clone(), heap_limit_reached.clone());
            // Without this V8 ends the process at the limit; stopping the script and allowing a little
            // more lets the render unwind, and the engine is dropped after it.
            runtime.add_near_heap_limit_callback(move |current, _initial| {
                reached.set(true);
                handle.terminate_execution();
                current + current / 2
            });
        }
        runtime
            .execute_script("server.js", bundle.source.to_string())
            .map_err(|e| RenderError::Start(e.to_string()))?;
        let render = global_function(&mut runtime, "plinthRender")?
            .ok_or_else(|| RenderError::Start("the bundle defines no plinthRender".into()))?;
        let drain_logs = global_function(&mut runtime, "plinthDrainLogs")?;
        Ok(Engine {
            runtime,
            render,
            drain_logs,
            watchdog: Watchdog::start(handle),
            heap_limit_reached,
        })
    }

    /// Renders one payload, stopped from the watchdog thread at `limit`. An error leaves the engine
    /// unusable: the pool starts a new one.
    pub fn render(&mut self, payload_json: &str, limit: Duration) -> Result<String, RenderError> {
        self.watchdog.arm(Instant::now() + limit);
        let result = call(&mut self.runtime, &self.render, Some(payload_json));
        let stopped = self.watchdog.disarm();
        if self.heap_limit_reached.get() {
            return Err(RenderError::HeapLimit);
        }
        match result {
            _ if stopped => Err(RenderError::Deadline),
            Ok(html) => Ok(html),
            Err(message) => Err(RenderError::Threw(message)),
        }
    }

    /// What the bundle logged through `console` since the last call.
    pub fn drain_logs(&mut self) -> Vec<Log> {
        let Some(drain_logs) = &self.drain_logs else {
            return Vec::new();
        };
        let Ok(json) = call(&mut self.runtime, drain_logs, None) else {
            return Vec::new();
        };
        serde_json::from_str::<Vec<(String, String)>>(&json)
            .unwrap_or_default()
            .into_iter()
            .map(|(level, message)| Log { level, message })
            .collect()
    }

    /// Bytes the engine's heap holds now (for `just bench`).
    pub fn heap_bytes(&mut self) -> usize {
        self.runtime
            .v8_isolate()
            .get_heap_statistics()
            .total_heap_size()
    }
}

/// The global function `name` of the runtime's context, if there is one.
fn global_function(
    runtime: &mut JsRuntime,
    name: &str,
) -> Result<Option<v8::Global<v8::Function>>, RenderError> {
    deno_core::scope!(scope, runtime);
    let global = scope.get_current_context().global(scope);
    let key =
        v8::String::new(scope, name).ok_or_else(|| RenderError::Start(format!("no {name}")))?;
    let value = global
        .get(scope, key.into())
        .and_then(|v| v8::Local::<v8::Function>::try_from(v).ok());
    Ok(value.map(|f| v8::Global::new(scope, f)))
}

/// Calls `function` with one string argument (or none) and reads its result as a string; a thrown
/// exception comes back as its message and stack.
fn call(
    runtime: &mut JsRuntime,
    function: &v8::Global<v8::Function>,
    argument: Option<&str>,
) -> Result<String, String> {
    deno_core::scope!(scope, runtime);
    v8::tc_scope!(let scope, scope);
    let function = v8::Local::new(scope, function);
    let receiver = v8::undefined(scope).into();
    let argument = match argument {
        Some(text) => {
            Some(v8::String::new(scope, text).ok_or("the payload is too large for a string")?)
        }
        None => None,
    };
    let arguments: Vec<v8::Local<v8::Value>> = argument.into_iter().map(Into::into).collect();
    let result = function.call(scope, receiver, &arguments);
    // Nothing a render queues may run later: the page is already written.
    scope.perform_microtask_checkpoint();
    match result {
        Some(value) => Ok(text_of(scope, value)),
        None if scope.is_execution_terminating() => Err("stopped".into()),
        None => Err(match scope.exception() {
            Some(exception) => {
                deno_core::error::JsError::from_v8_exception(scope, exception).to_string()
            }
            None => "the render threw nothing it could name".into(),
        }),
    }
}

/// A call's result as UTF-8: a string as it is, anything else as JavaScript's `String()` makes it. A string is
/// not passed through `to_string`, which on the QuickJS backend copies it out of the engine and into a new
/// string (2 % of a dashboard's render).
fn text_of(scope: &v8::PinScope, value: v8::Local<v8::Value>) -> String {
    match v8::Local::<v8::String>::try_from(value) {
        Ok(text) => utf8_of(scope, text),
        Err(_) => value
            .to_string(scope)
            .map_or_else(String::new, |text| utf8_of(scope, text)),
    }
}

/// The first buffer a result is written into: above most pages' HTML (10-25 KB), so one write is the rule.
const UTF8_FIRST_CAPACITY: usize = 64 * 1024;

/// `text` as UTF-8, a lone surrogate as U+FFFD, converted once where it fits [`UTF8_FIRST_CAPACITY`]. Neither
/// its UTF-8 length nor its length is asked first: on the QuickJS backend each converts the whole string too.
/// A write stops before a character that does not fit, so one that ends more than 3 bytes short of the
/// buffer's end (the longest character is 4) wrote everything.
fn utf8_of(scope: &v8::Isolate, text: v8::Local<v8::String>) -> String {
    let mut capacity = UTF8_FIRST_CAPACITY;
    loop {
        let mut bytes = vec![0u8; capacity];
        let written =
            text.write_utf8_v2(scope, &mut bytes, v8::WriteFlags::kReplaceInvalidUtf8, None);
        if written + 4 <= capacity {
            bytes.truncate(written);
            return String::from_utf8(bytes)
                .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
        }
        capacity *= 2;
    }
}

/// A thread that stops the engine's script once a render passes its deadline (the engine cannot look at
/// the clock itself while it runs).
struct Watchdog {
    shared: Arc<(Mutex<Watch>, Condvar)>,
}

#[derive(Default)]
struct Watch {
    due: Option<Instant>,
    fired: bool,
    closed: bool,
}

impl Watchdog {
    fn start(handle: v8::IsolateHandle) -> Watchdog {
        let shared = Arc::new((Mutex::new(Watch::default()), Condvar::new()));
        let watched = shared.clone();
        std::thread::Builder::new()
            .name("render-watchdog".into())
            .stack_size(64 * 1024)
            .spawn(move || {
                let (lock, wake) = &*watched;
                let mut watch = lock.lock().unwrap_or_else(|e| e.into_inner());
                loop {
                    if watch.closed {
                        return;
                    }
                    match watch.due {
                        None => watch = wake.wait(watch).unwrap_or_else(|e| e.into_inner()),
                        Some(due) if Instant::now() >= due => {
                            handle.terminate_execution();
                            watch.fired = true;
                            watch.due = None;
                        }
                        Some(due) => {
                            let wait = due.saturating_duration_since(Instant::now());
                            watch = wake
                                .wait_timeout(watch, wait)
                                .unwrap_or_else(|e| e.into_inner())
                                .0;
                        }
                    }
                }
            })
            .expect("spawn the render watchdog");
        Watchdog { shared }
    }

    fn arm(&self, due: Instant) {
        let (lock, wake) = &*self.shared;
        let mut watch = lock.lock().unwrap_or_else(|e| e.into_inner());
        watch.due = Some(due);
        watch.fired = false;
        wake.notify_one();
    }

    /// Ends the watch; true when the deadline stopped the script.
    fn disarm(&self) -> bool {
        let (lock, _) = &*self.shared;
        let mut watch = lock.lock().unwrap_or_else(|e| e.into_inner());
        watch.due = None;
        watch.fired
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        let (lock, wake) = &*self.shared;
        lock.lock().unwrap_or_else(|e| e.into_inner()).closed = true;
        wake.notify_one();
    }
}
