//! One QuickJS engine with the server bundle loaded. The only place that knows about rquickjs:
//! a V8 backend would replace this file behind the same `render(payload) -> html`.
use std::{
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc, OnceLock,
    },
    time::{Duration, Instant},
};

use rquickjs::{CatchResultExt, Context, Function, Module, Runtime};

/// The server bundle: its source, and its QuickJS bytecode once the first engine has compiled it.
pub struct Bundle {
    source: String,
    /// Leaked once per process: QuickJS reads bytecode in place (ROM data), so it must outlive every engine.
    bytecode: OnceLock<&'static [u8]>,
}

impl Bundle {
    pub fn new(source: String) -> Self {
        Bundle {
            source,
            bytecode: OnceLock::new(),
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
    #[error("render queue closed or late")]
    Unavailable,
    /// Not sent to the pool: it would have waited about `wait` for a thread (see `pool`).
    #[error("every render thread is busy (about {} ms to wait); {shed} pages shed so far", wait.as_millis())]
    Busy {
        wait: std::time::Duration,
        shed: u64,
    },
}

pub struct Engine {
    _runtime: Runtime,
    context: Context,
    /// Deadline of the render in progress, as nanoseconds since `epoch`; 0 when idle.
    deadline: Arc<AtomicU64>,
    epoch: Instant,
}

pub struct Log {
    pub level: String,
    pub message: String,
}

impl Engine {
    pub fn start(bundle: &Bundle, memory_limit: usize) -> Result<Engine, RenderError> {
        let start_err = |e: rquickjs::Error| RenderError::Start(e.to_string());
        let runtime = Runtime::new().map_err(start_err)?;
        runtime.set_memory_limit(memory_limit);
        runtime.set_max_stack_size(4 * 1024 * 1024);
        let deadline = Arc::new(AtomicU64::new(0));
        let epoch = Instant::now();
        let watch = deadline.clone();
        runtime.set_interrupt_handler(Some(Box::new(move || {
            let due = watch.load(Ordering::Relaxed);
            due != 0 && epoch.elapsed().as_nanos() as u64 > due
        })));
        let context = Context::full(&runtime).map_err(start_err)?;
        context.with(|ctx| -> Result<(), RenderError> {
            let module = match bundle.bytecode.get() {
                // SAFETY: these bytes were written by `Module::write` of this same QuickJS build.
                Some(bytes) => unsafe { Module::load(ctx.clone(), bytes) },
                None => Module::declare(ctx.clone(), "server.js", bundle.source.as_str()),
            }
            .catch(&ctx)
            .map_err(|e| RenderError::Start(e.to_string()))?;
            if bundle.bytecode.get().is_none() {
                let bytes = module.write(Default::default()).map_err(start_err)?;
                let _ = bundle.bytecode.set(Box::leak(bytes.into_boxed_slice()));
            }
            let (_, done) = module
                .eval()
                .catch(&ctx)
                .map_err(|e| RenderError::Start(e.to_string()))?;
            done.finish::<()>()
                .catch(&ctx)
                .map_err(|e| RenderError::Start(e.to_string()))?;
            Ok(())
        })?;
        Ok(Engine {
            _runtime: runtime,
            context,
            deadline,
            epoch,
        })
    }

    /// Renders one payload. An error leaves the engine unusable: the pool starts a new one.
    pub fn render(&mut self, payload_json: &str, limit: Duration) -> Result<String, RenderError> {
        let due = (self.epoch.elapsed() + limit).as_nanos() as u64;
        self.deadline.store(due, Ordering::Relaxed);
        let result = self.context.with(|ctx| {
            let render: Function = ctx
                .globals()
                .get("plinthRender")
                .catch(&ctx)
                .map_err(|e| RenderError::Start(e.to_string()))?;
            render
                .call::<_, String>((payload_json,))
                .catch(&ctx)
                .map_err(|e| RenderError::Threw(e.to_string()))
        });
        let late = self.epoch.elapsed().as_nanos() as u64 > due;
        self.deadline.store(0, Ordering::Relaxed);
        match result {
            Err(_) if late => Err(RenderError::Deadline),
            other => other,
        }
    }

    /// What the bundle logged through `console` since the last call.
    pub fn drain_logs(&mut self) -> Vec<Log> {
        self.context.with(|ctx| {
            let Ok(drain) = ctx.globals().get::<_, Function>("plinthDrainLogs") else {
                return Vec::new();
            };
            let Ok(json) = drain.call::<_, String>(()) else {
                return Vec::new();
            };
            serde_json::from_str::<Vec<(String, String)>>(&json)
                .unwrap_or_default()
                .into_iter()
                .map(|(level, message)| Log { level, message })
                .collect()
        })
    }
}
