//! Server-side rendering: the engine behind `render(payload) -> html`, its thread pool, the HTML
//! shell, the embedded UI build, and the page handler.
pub mod assets;
pub mod backend;
pub mod bench;
pub mod engine;
pub mod installable;
pub mod pages;
pub mod pool;
pub mod routes;
pub mod shell;

pub use assets::Manifest;
pub use pool::Renderer;
