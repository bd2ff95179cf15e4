//! Settings from flags and environment. One struct, built once, passed by value into `build_app`.
use std::{net::SocketAddr, path::PathBuf, time::Duration};

#[derive(Clone, Debug)]
pub struct Settings {
    pub addr: SocketAddr,
    pub data_dir: PathBuf,
    /// `sqlite://…` or `postgres://…`. Defaults to `plinth.db` in the data dir.
    pub database_url: String,
    pub brand: String,
    pub session_ttl: Duration,
    /// Render threads (one QuickJS engine each).
    pub render_threads: usize,
    pub render_deadline: Duration,
    pub render_memory_limit: usize,
    /// Failed sign-ins allowed per account and per client address in one window before 429.
    pub signin_attempts: u32,
    pub signin_window: Duration,
    /// Set the `Secure` flag on the session cookie (behind HTTPS).
    pub secure_cookies: bool,
    /// Send pages as the client-only shell (same payload with `ssr: false` and the loaded data) and
    /// never render on the server: the browser renders from scratch. For `just bench`'s comparison.
    pub no_ssr: bool,
    /// A request's head must arrive within this, and an idle kept-alive connection closes after it.
    pub header_read_timeout: Duration,
    /// A request body that sends nothing for this long ends with 408 (`http::body_guard`).
    pub body_stall_timeout: Duration,
    /// A client that reads nothing of our answer for this long loses the connection.
    pub send_timeout: Duration,
}

impl Settings {
    pub fn default_database_url(data_dir: &std::path::Path) -> String {
        format!("sqlite://{}?mode=rwc", data_dir.join("plinth.db").display())
    }

    /// Settings for tests and tools: everything default except the data dir and database.
    pub fn for_data_dir(data_dir: PathBuf, database_url: Option<String>) -> Self {
        let database_url = database_url.unwrap_or_else(|| Self::default_database_url(&data_dir));
        Settings {
            addr: "127.0.0.1:8080".parse().expect("static address"),
            data_dir,
            database_url,
            brand: "Plinth".into(),
            session_ttl: Duration::from_secs(8 * 3600),
            render_threads: std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(2)
                .min(8),
            render_deadline: Duration::from_millis(2000),
            render_memory_limit: 256 * 1024 * 1024,
            signin_attempts: 5,
            signin_window: Duration::from_secs(300),
            secure_cookies: false,
            no_ssr: false,
            header_read_timeout: Duration::from_secs(15),
            body_stall_timeout: Duration::from_secs(20),
            send_timeout: Duration::from_secs(60),
        }
    }

    pub fn timeouts(&self) -> crate::http::serve::Timeouts {
        crate::http::serve::Timeouts {
            header_read: self.header_read_timeout,
            send: self.send_timeout,
        }
    }

    pub fn is_sqlite(&self) -> bool {
        self.database_url.starts_with("sqlite:")
    }
}
