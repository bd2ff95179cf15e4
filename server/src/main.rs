//! `plinth`: serve, migrate, create-admin, seed-demo, backup, restore.
use std::{net::SocketAddr, path::PathBuf, time::Duration};

use anyhow::Context;
use clap::{builder::BoolishValueParser, Parser, Subcommand};
use server::{auth, build_state, router, spawn_housekeeping, Settings};

// See server/Cargo.toml: the whole process allocates through jemalloc.
#[cfg(all(target_os = "linux", not(target_env = "musl")))]
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

#[derive(Parser)]
#[command(
    name = "plinth",
    version,
    about = "Plinth: a self-hostable portal for fine-art logistics"
)]
struct Cli {
    /// Where the SQLite database and uploads live.
    #[arg(long, global = true, env = "PLINTH_DATA_DIR", default_value = "./data")]
    data_dir: PathBuf,
    /// `sqlite://FILE?mode=rwc` or `postgres://…`; defaults to plinth.db in the data dir.
    #[arg(long, global = true, env = "DATABASE_URL")]
    database_url: Option<String>,
    /// Keep stored files in S3-compatible object storage instead of the data dir:
    /// `s3://BUCKET?endpoint=URL&region=REGION`, credentials from AWS_ACCESS_KEY_ID,
    /// AWS_SECRET_ACCESS_KEY (and AWS_ALLOW_HTTP=true for an http:// endpoint).
    #[arg(long, global = true, env = "PLINTH_OBJECT_STORE")]
    object_store: Option<String>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the API and the UI, and run background jobs (applies pending migrations first; on
    /// PostgreSQL under a lock, so instances started together migrate once).
    Serve {
        #[arg(long, env = "PLINTH_ADDR", default_value = "127.0.0.1:8080")]
        addr: SocketAddr,
        /// The brand label shown in the header.
        #[arg(long, env = "PLINTH_BRAND", default_value = "Plinth")]
        brand: String,
        /// How long a sign-in lasts, in seconds.
        #[arg(long, env = "PLINTH_SESSION_TTL_SECS", default_value_t = 8 * 3600)]
        session_ttl_secs: u64,
        /// A session unused for this many seconds ends (sign in again).
        #[arg(long, env = "PLINTH_SESSION_IDLE_SECS", default_value_t = 1800)]
        session_idle_secs: u64,
        /// Reverse proxies (addresses or CIDR ranges, comma-separated) whose X-Forwarded-For or
        /// Forwarded header names the client; nobody else's such header is believed.
        #[arg(long, env = "PLINTH_TRUSTED_PROXIES", value_delimiter = ',')]
        trusted_proxies: Vec<String>,
        /// Documents (PDFs, reports) one account may have made at once; more wait (429).
        #[arg(long, env = "PLINTH_DOCUMENT_QUOTA_CONCURRENT", default_value_t = 2)]
        document_quota_concurrent: u32,
        /// Documents one account may ask for in a minute; more wait (429).
        #[arg(long, env = "PLINTH_DOCUMENT_QUOTA_PER_MINUTE", default_value_t = 20)]
        document_quota_per_minute: u32,
        /// Render threads (one JavaScript engine each); default: the number of cores.
        #[arg(long, env = "PLINTH_RENDER_THREADS")]
        render_threads: Option<usize>,
        /// Mark the session cookie Secure (serve behind HTTPS).
        #[arg(long, env = "PLINTH_SECURE_COOKIES", value_parser = BoolishValueParser::new())]
        secure_cookies: bool,
        /// Send pages as the client-only shell (data included) without rendering on the server.
        #[arg(long, env = "PLINTH_NO_SSR", value_parser = BoolishValueParser::new())]
        no_ssr: bool,
        /// The address people reach Plinth at (`https://plinth.example.com`), for links printed on
        /// paper (the labels' QR codes); default: the Host the request came to.
        #[arg(long, env = "PLINTH_PUBLIC_URL")]
        public_url: Option<String>,
        /// The start-up sweep removes a stored file no record refers to only once it is this many
        /// seconds old: an upload in flight on another instance has not committed its record yet.
        #[arg(long, env = "PLINTH_SWEEP_GRACE_SECS", default_value_t = 3600)]
        sweep_grace_secs: u64,
        /// `GET /metrics` answers requests bearing this token (`Authorization: Bearer …`); without
        /// it, only clients on this machine that do not come through a proxy.
        #[arg(long, env = "PLINTH_METRICS_TOKEN")]
        metrics_token: Option<String>,
        /// Seconds a claimed background job stays this process's without being renewed: a killed
        /// process's jobs are taken by another after this.
        #[arg(long, env = "PLINTH_JOB_LEASE_SECS", default_value_t = 60)]
        job_lease_secs: u64,
        /// Background jobs this process runs at once (PostgreSQL; SQLite runs one at a time).
        #[arg(long, env = "PLINTH_JOB_CONCURRENCY", default_value_t = 2)]
        job_concurrency: usize,
        /// Live event streams (`GET /api/events`) this process keeps open at once.
        #[arg(long, env = "PLINTH_EVENT_STREAMS", default_value_t = 10_000)]
        event_streams: usize,
        /// Allow webhook endpoints on private, loopback and link-local addresses (a receiver on
        /// this machine or network). Off: only public addresses are sent to.
        #[arg(long, env = "PLINTH_WEBHOOKS_ALLOW_PRIVATE", value_parser = BoolishValueParser::new())]
        webhooks_allow_private: bool,
        /// The SMTP server mail is sent through: `smtp://host:port` (plain, or `?tls=required` for
        /// STARTTLS), `smtps://user:password@host:465`; without it (or --mail-from), no mail.
        #[arg(long, env = "PLINTH_SMTP_URL")]
        smtp_url: Option<String>,
        /// The sender of every mail: `Plinth <plinth@example.com>`.
        #[arg(long, env = "PLINTH_MAIL_FROM")]
        mail_from: Option<String>,
    },
    /// Apply pending database migrations.
    Migrate,
    /// Create the provider administrator (role Plinth_Admin).
    CreateAdmin {
        #[arg(long)]
        email: String,
        #[arg(long)]
        password: String,
        #[arg(long, default_value = "Plinth")]
        first_name: String,
        #[arg(long, default_value = "Admin")]
        last_name: String,
    },
    /// Load demo companies, users, artworks with photos, assignments and a shipment; print the sign-ins.
    /// Loads only what is missing: a second run changes nothing.
    SeedDemo {
        /// Do nothing unless the database has no company and no account yet.
        #[arg(long)]
        if_empty: bool,
        /// Leave out the back office (invoices, the purchase invoice, the completed shipment), to
        /// try invoicing from the first number.
        #[arg(long)]
        no_back_office: bool,
    },
    /// Write a consistent copy of the database and of every stored file (from the data dir or the
    /// object store) into the new folder DIR, with a manifest of rows and file checksums.
    Backup {
        #[arg(long, value_name = "DIR")]
        to: PathBuf,
    },
    /// Put a backup folder back into an empty database and an empty file store (refuses others).
    Restore {
        #[arg(long, value_name = "DIR")]
        from: PathBuf,
    },
    /// Add COUNT plain assets (one measurement, no photo) to a company, for `just bench`.
    #[command(hide = true)]
    BenchAssets {
        #[arg(long)]
        company: String,
        #[arg(long)]
        count: usize,
    },
    /// Fill the database with bulk data for measuring: ASSETS assets across several companies and
    /// ASSIGNMENTS assignments in every status, with measurements and storage entries; prints the time.
    BenchData {
        #[arg(long, default_value_t = 100_000)]
        assets: usize,
        #[arg(long, default_value_t = 20_000)]
        assignments: usize,
        /// The customer's share of the assets.
        #[arg(long, default_value_t = 10_000)]
        customer_assets: usize,
        /// An existing company (e.g. `Hollis Gallery` after seed-demo) to receive the customer's share;
        /// without it a company named `Bench Customer` is made.
        #[arg(long)]
        customer: Option<String>,
        /// Companies made besides the customer, sharing the other assets.
        #[arg(long, default_value_t = 4)]
        companies: usize,
        /// Divisions of each company made.
        #[arg(long, default_value_t = 3)]
        divisions: usize,
    },
    /// Print the OpenAPI document (what `GET /api/openapi.json` serves), for `just api-types`.
    #[command(hide = true)]
    Openapi,
    /// Time server renders of a payload (JSON file) in the render engine; prints {"engine", "median_ms",
    /// "p95_ms", "n"} and the engine's start times and memory.
    #[command(hide = true)]
    RenderBench {
        #[arg(long)]
        payload: PathBuf,
        #[arg(long, default_value_t = 200)]
        iterations: usize,
        /// A server bundle to time instead of the embedded one (a build of ui/ to compare).
        #[arg(long)]
        bundle: Option<PathBuf>,
    },
    /// Time renders of a sample sales invoice PDF (typst, warm: the first render is not counted);
    /// prints {"median_ms", "p95_ms", "n", "bytes"}.
    #[command(hide = true)]
    InvoicePdfBench {
        #[arg(long, default_value_t = 50)]
        iterations: usize,
    },
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("PLINTH_LOG").unwrap_or_else(|_| {
                tracing_subscriber::EnvFilter::new("info,sqlx=warn,sea_orm=warn")
            }),
        )
        .init();
    if let Err(e) = run(Cli::parse()).await {
        eprintln!("plinth: {e:#}");
        std::process::exit(1);
    }
}

async fn run(cli: Cli) -> anyhow::Result<()> {
    let mut settings = Settings::for_data_dir(cli.data_dir, cli.database_url);
    settings.object_store = cli.object_store;
    match cli.command {
        Command::Serve {
            addr,
            brand,
            session_ttl_secs,
            session_idle_secs,
            trusted_proxies,
            document_quota_concurrent,
            document_quota_per_minute,
            render_threads,
            secure_cookies,
            no_ssr,
            public_url,
            sweep_grace_secs,
            metrics_token,
            job_lease_secs,
            job_concurrency,
            event_streams,
            webhooks_allow_private,
            smtp_url,
            mail_from,
        } => {
            settings.sweep_grace = Duration::from_secs(sweep_grace_secs);
            settings.addr = addr;
            settings.brand = brand;
            settings.session_ttl = Duration::from_secs(session_ttl_secs.max(1));
            settings.session_idle = Duration::from_secs(session_idle_secs.max(1));
            settings.trusted_proxies = server::http::client::parse_ranges(&trusted_proxies)?;
            settings.document_quota_concurrent = document_quota_concurrent;
            settings.document_quota_per_minute = document_quota_per_minute;
            settings.secure_cookies = secure_cookies;
            settings.no_ssr = no_ssr;
            settings.public_url = public_url
                .as_deref()
                .map(server::config::public_url)
                .transpose()?;
            if let Some(n) = render_threads {
                settings.render_threads = n.max(1);
            }
            settings.metrics_token = metrics_token.filter(|t| !t.is_empty());
            settings.job_lease = Duration::from_secs(job_lease_secs.max(1));
            settings.job_concurrency = job_concurrency.max(1);
            settings.max_event_streams = event_streams.max(1);
            settings.webhooks_allow_private = webhooks_allow_private;
            if webhooks_allow_private {
                tracing::warn!(
                    "webhooks may be sent to private addresses (--webhooks-allow-private)"
                );
            }
            settings.smtp_url = smtp_url.filter(|u| !u.trim().is_empty());
            settings.mail_from = mail_from.filter(|f| !f.trim().is_empty());
            server::mail::check_settings(&settings)?;
            serve(settings).await
        }
        Command::Migrate => {
            build_state(settings, true).await?;
            println!("Migrations applied.");
            Ok(())
        }
        Command::CreateAdmin {
            email,
            password,
            first_name,
            last_name,
        } => {
            let state = build_state(settings, false).await?;
            let admin =
                auth::service::create_admin(&state.db, &email, password, &first_name, &last_name)
                    .await
                    .map_err(|e| anyhow::anyhow!(e.public_message()))?;
            println!("Created administrator {} (id {}).", admin.email, admin.id);
            Ok(())
        }
        Command::SeedDemo {
            if_empty,
            no_back_office,
        } => seed_demo(settings, if_empty, !no_back_office).await,
        Command::Openapi => {
            println!("{}", server::openapi::document().to_pretty_json()?);
            Ok(())
        }
        Command::Backup { to } => {
            let manifest = server::backup::backup(&settings, &to).await?;
            println!(
                "Backup written to {}: {} rows in {} tables, {} files.",
                to.display(),
                manifest.tables.values().sum::<u64>(),
                manifest.tables.len(),
                manifest.files.len()
            );
            if !manifest.missing.is_empty() {
                println!(
                    "{} files rows refer to were not in the store (deleted meanwhile?): {}",
                    manifest.missing.len(),
                    manifest.missing.join(", ")
                );
            }
            Ok(())
        }
        Command::Restore { from } => {
            let manifest = server::backup::restore(&settings, &from).await?;
            println!(
                "Restored from {}: {} rows in {} tables, {} files (every checksum checked).",
                from.display(),
                manifest.tables.values().sum::<u64>(),
                manifest.tables.len(),
                manifest.files.len()
            );
            Ok(())
        }
        Command::BenchAssets { company, count } => {
            let db = open_database(&settings).await?;
            let total = server::demo::bulk::add_assets(&db, &company, count).await?;
            println!("{company} now has {total} assets.");
            Ok(())
        }
        Command::BenchData {
            assets,
            assignments,
            customer_assets,
            customer,
            companies,
            divisions,
        } => {
            let db = open_database(&settings).await?;
            let plan = server::demo::bulk::Plan {
                assets,
                assignments,
                customer_assets,
                other_companies: companies,
                divisions,
            };
            let report =
                server::demo::bulk::load(&db, &plan, customer.as_deref(), chrono::Utc::now())
                    .await?;
            println!("{report}");
            Ok(())
        }
        Command::RenderBench {
            payload,
            iterations,
            bundle,
        } => {
            let payload = std::fs::read_to_string(&payload)
                .with_context(|| format!("cannot read {}", payload.display()))?;
            std::fs::create_dir_all(&settings.data_dir).with_context(|| {
                format!("cannot create the data dir {}", settings.data_dir.display())
            })?;
            server::ssr::backend::use_code_cache(Some(&settings.data_dir));
            let bundle = bundle
                .map(|path| {
                    std::fs::read_to_string(&path)
                        .with_context(|| format!("cannot read {}", path.display()))
                })
                .transpose()?;
            let run = server::ssr::bench::time_renders(&payload, iterations.max(1), bundle)
                .map_err(anyhow::Error::msg)?;
            let times = &run.times;
            let pick = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
            println!(
                "{}",
                serde_json::json!({
                    "engine": server::ssr::backend::ENGINE,
                    "median_ms": pick(0.5), "p95_ms": pick(0.95), "n": times.len(),
                    "first_start_ms": run.first_start_ms, "next_start_ms": run.next_start_ms,
                    "heap_bytes": run.heap_bytes, "engine_resident_bytes": run.engine_resident_bytes,
                })
            );
            Ok(())
        }
        Command::InvoicePdfBench { iterations } => {
            let (plain, full) =
                server::features::invoices::document::time_sample_renders(iterations.max(1))
                    .map_err(|e| anyhow::anyhow!(e.to_string()))?;
            let pick =
                |times: &[f64], q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
            println!(
                "{}",
                serde_json::json!({
                    "median_ms": pick(&plain.times, 0.5), "p95_ms": pick(&plain.times, 0.95),
                    "n": plain.times.len(), "bytes": plain.pdf_bytes,
                    "facturx": {
                        "median_ms": pick(&full.times, 0.5), "p95_ms": pick(&full.times, 0.95),
                        "bytes": full.pdf_bytes, "ubl_bytes": full.ubl_bytes,
                    },
                })
            );
            Ok(())
        }
    }
}

async fn serve(settings: Settings) -> anyhow::Result<()> {
    let addr = settings.addr;
    let state = build_state(settings, true).await?;
    server::mail::log_at_start(&state.settings);
    if !auth::service::admin_exists(&state.db)
        .await
        .map_err(|e| anyhow::anyhow!(e.to_string()))?
    {
        let password = auth::session::new_token()[..16].to_owned();
        match auth::service::create_admin(
            &state.db,
            "admin@plinth.local",
            password.clone(),
            "Plinth",
            "Admin",
        )
        .await
        {
            Ok(_) => println!("First start: created the administrator.\n  Sign in at http://{addr}/pages/signin\n  email:    admin@plinth.local\n  password: {password}\n  (change it from the header once signed in)"),
            // Another instance started on the same empty database at the same moment made it.
            Err(_) if auth::service::admin_exists(&state.db).await.unwrap_or(false) => {}
            Err(e) => return Err(anyhow::anyhow!(e.public_message())),
        }
    }
    // Before the first request: files left by a change the last process did not finish.
    let grace = state.settings.sweep_grace;
    match server::features::documents::sweep::remove_unreferenced(&state.db, &state.files, grace)
        .await
    {
        Ok(0) => {}
        Ok(n) => tracing::info!(
            files = n,
            "removed stored files no record refers to (left by an interrupted change)"
        ),
        Err(e) => tracing::warn!(error = %e, "could not sweep the file store"),
    }
    spawn_housekeeping(&state);
    server::ops::metrics::spawn_upkeep();
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("cannot listen on {addr}"))?;
    let worker = server::spawn_job_worker(&state);
    println!("Plinth is serving on http://{}", listener.local_addr()?);
    let timeouts = state.settings.timeouts();
    // One signal stops both at once: the listener drains open requests while the worker lets its
    // jobs finish and hands back the rest.
    let (stop, stopped) = tokio::sync::watch::channel(false);
    tokio::spawn(async move {
        shutdown_signal().await;
        let _ = stop.send(true);
    });
    let events = state.events.clone();
    let mut http_stopped = stopped.clone();
    let mut worker_stopped = stopped;
    let http = server::http::serve::serve(listener, router(state), timeouts, async move {
        let _ = http_stopped.wait_for(|s| *s).await;
        // Open live streams end now, so that the grace is for requests that finish.
        events.close();
    });
    let jobs = async move {
        let _ = worker_stopped.wait_for(|s| *s).await;
        worker.shutdown().await;
    };
    let (served, ()) = tokio::join!(http, jobs);
    served?;
    println!("Plinth stopped.");
    Ok(())
}

/// Opens the database as `serve` does (SQLite migrates itself; PostgreSQL must be migrated
/// already), without starting the render pool a command-line job does not need.
async fn open_database(settings: &Settings) -> anyhow::Result<sea_orm::DatabaseConnection> {
    if settings.uses_data_dir() {
        std::fs::create_dir_all(&settings.data_dir).with_context(|| {
            format!("cannot create the data dir {}", settings.data_dir.display())
        })?;
    }
    server::db::open(&settings.database_url, false).await
}

async fn seed_demo(settings: Settings, if_empty: bool, back_office: bool) -> anyhow::Result<()> {
    let db = open_database(&settings).await?;
    if if_empty && !server::demo::is_empty(&db).await? {
        println!(
            "The database already has companies or accounts: demo data not loaded (--if-empty)."
        );
        return Ok(());
    }
    let files = settings.file_store()?;
    let started = std::time::Instant::now();
    let report = server::demo::seed_as(
        &db,
        &files,
        &settings.brand,
        chrono::Utc::now(),
        back_office,
    )
    .await?;
    print!("{report}");
    if report.created_anything() {
        println!("Took {:.1} s.", started.elapsed().as_secs_f64());
    }
    Ok(())
}

async fn shutdown_signal() {
    let ctrl_c = async { tokio::signal::ctrl_c().await.ok() };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
}
