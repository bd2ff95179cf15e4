//! Settings from flags and environment. One struct, built once, passed by value into `build_app`.
use std::{net::SocketAddr, path::PathBuf, time::Duration};

#[derive(Clone, Debug)]
pub struct Settings {
    pub addr: SocketAddr,
    pub data_dir: PathBuf,
    /// `sqlite://…` or `postgres://…`. Defaults to `plinth.db` in the data dir.
    pub database_url: String,
    /// `--object-store`: `s3://BUCKET?endpoint=URL&region=REGION`; `None`: files in the data dir.
    pub object_store: Option<String>,
    pub brand: String,
    pub session_ttl: Duration,
    /// A session unused for this long ends, whatever its `session_ttl` says.
    pub session_idle: Duration,
    /// Reverse proxies whose `X-Forwarded-For` / `Forwarded` headers are believed
    /// (`http::client`); empty: the connecting address is the client's.
    pub trusted_proxies: Vec<crate::http::client::IpRange>,
    /// Expensive calls (PDFs, reports) one account may have running at once, and start per minute.
    pub document_quota_concurrent: u32,
    pub document_quota_per_minute: u32,
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
    /// Where people reach this server (`https://plinth.example.com`, no trailing slash), for links
    /// printed on paper; `None`: the Host of the request that asks for the paper.
    pub public_url: Option<String>,
    /// The file sweep leaves an unreferenced file alone until it is this old (uploads in flight).
    pub sweep_grace: Duration,
    /// A request's head must arrive within this, and an idle kept-alive connection closes after it.
    pub header_read_timeout: Duration,
    /// A request body that sends nothing for this long ends with 408 (`http::body_guard`).
    pub body_stall_timeout: Duration,
    /// A client that reads nothing of our answer for this long loses the connection.
    pub send_timeout: Duration,
    /// `GET /metrics` answers a request bearing this token; without one, only loopback clients
    /// not behind a proxy (`ops::metrics`).
    pub metrics_token: Option<String>,
    /// Background jobs (`jobs`): how long a claimed job is its worker's without being extended
    /// (a killed worker's jobs are taken again after it), how often an idle worker looks for work,
    /// how many jobs one process runs at once, and the wait after a first failed attempt.
    pub job_lease: Duration,
    pub job_poll: Duration,
    pub job_concurrency: usize,
    pub job_backoff_base: Duration,
    /// Live event streams (`GET /api/events`) this process keeps open at once; one more is 503.
    pub max_event_streams: usize,
    /// How often the event reader looks for new events without being woken (a write by a job, or
    /// by another instance on SQLite, which has no NOTIFY).
    pub event_idle_look: Duration,
    /// `--webhooks-allow-private`: webhook endpoints may be on private, loopback or link-local
    /// addresses (a receiver on the same network; the tests). Off: only public addresses.
    pub webhooks_allow_private: bool,
    /// Attempts of a webhook delivery before it fails (and its endpoint is disabled); None: the
    /// delivery kind's own, which spans more than a day with the default backoff. Tests make it small.
    pub webhook_attempts: Option<i32>,
    /// `--smtp-url`: where mail is sent (`smtp://host:port`, `smtps://user:pass@host`); with
    /// `mail_from`, mail is on (docs/mail.md); without either, no mail is sent.
    pub smtp_url: Option<String>,
    /// `--mail-from`: the sender of every mail (`Plinth <plinth@example.com>`).
    pub mail_from: Option<String>,
    /// Forgotten-password requests per address and per client in an hour.
    pub reset_requests_per_hour: u32,
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
            object_store: None,
            brand: "Plinth".into(),
            session_ttl: Duration::from_secs(8 * 3600),
            session_idle: Duration::from_secs(1800),
            trusted_proxies: Vec::new(),
            // Tests and tools make many documents with one account, some at once: no quota to speak
            // of. `plinth serve` sets its own (2 at once, 20 a minute) from the flags' defaults.
            document_quota_concurrent: 1_000,
            document_quota_per_minute: 1_000_000,
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
            public_url: None,
            sweep_grace: Duration::from_secs(3600),
            header_read_timeout: Duration::from_secs(15),
            body_stall_timeout: Duration::from_secs(20),
            send_timeout: Duration::from_secs(60),
            metrics_token: None,
            job_lease: Duration::from_secs(60),
            job_poll: Duration::from_millis(500),
            job_concurrency: 2,
            job_backoff_base: Duration::from_secs(5),
            max_event_streams: 10_000,
            event_idle_look: Duration::from_secs(3),
            webhooks_allow_private: false,
            webhook_attempts: None,
            smtp_url: None,
            mail_from: None,
            reset_requests_per_hour: 5,
        }
    }

    pub fn timeouts(&self) -> crate::http::serve::Timeouts {
        crate::http::serve::Timeouts {
            header_read: self.header_read_timeout,
            send: self.send_timeout,
        }
    }

    /// The job worker's settings. SQLite has one writer: its worker runs one job at a time.
    pub fn job_worker(&self) -> crate::jobs::worker::WorkerConfig {
        crate::jobs::worker::WorkerConfig {
            lease: self.job_lease,
            poll: self.job_poll,
            concurrency: if self.is_sqlite() {
                1
            } else {
                self.job_concurrency.max(1)
            },
            backoff_base: self.job_backoff_base,
            grace: crate::http::serve::SHUTDOWN_GRACE,
        }
    }

    /// Whether mail is sent: both the SMTP server and the sender are set.
    pub fn mail_enabled(&self) -> bool {
        self.smtp_url.is_some() && self.mail_from.is_some()
    }

    /// The absolute address links in mails start with: `--public-url`, else this server's
    /// listening address (said at start, since a mail read elsewhere cannot reach a local one).
    pub fn link_base(&self) -> String {
        self.public_url
            .clone()
            .unwrap_or_else(|| format!("http://{}", self.addr))
    }

    pub fn is_sqlite(&self) -> bool {
        self.database_url.starts_with("sqlite:")
    }

    /// Whether this instance keeps anything in its data dir: the SQLite database or the files.
    pub fn uses_data_dir(&self) -> bool {
        self.is_sqlite() || self.object_store.is_none()
    }

    /// The file store these settings name (checked: a malformed `--object-store` is an error
    /// that shows the expected form).
    pub fn file_store(&self) -> anyhow::Result<crate::files::FileStore> {
        Ok(crate::files::FileStore::open(
            &self.data_dir,
            self.object_store.as_deref(),
        )?)
    }
}

/// `--public-url` checked: an `http` or `https` origin with an optional path, without a query, a
/// fragment or a trailing slash (`https://example.com/plinth/` gives `https://example.com/plinth`).
pub fn public_url(raw: &str) -> anyhow::Result<String> {
    let url = raw.trim().trim_end_matches('/');
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"));
    let ok = rest.is_some_and(|r| {
        let host = r.split('/').next().unwrap_or("");
        !host.is_empty() && !r.contains(['?', '#', ' ', '\\']) && !r.chars().any(char::is_control)
    });
    if !ok {
        anyhow::bail!(
            "--public-url must be an http or https address such as https://plinth.example.com, not '{raw}'"
        );
    }
    Ok(url.to_owned())
}

#[cfg(test)]
mod tests {
    use super::public_url;

    #[test]
    fn the_public_url_is_an_origin_without_a_trailing_slash() {
        assert_eq!(
            public_url("https://plinth.example.com/").unwrap(),
            "https://plinth.example.com"
        );
        assert_eq!(
            public_url(" http://10.0.0.5:8080/plinth ").unwrap(),
            "http://10.0.0.5:8080/plinth"
        );
        for bad in [
            "plinth.example.com",
            "ftp://x",
            "https://",
            "https://a.b/?x=1",
            "https://a b",
        ] {
            assert!(public_url(bad).is_err(), "{bad}");
        }
    }
}
