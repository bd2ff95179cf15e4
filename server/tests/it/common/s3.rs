//! A real S3 server for the tests: `s3s-fs` (crates.io, installed by `just s3-server` into
//! `target/tools`), started once per test process on a free port over a temporary folder, and
//! shared: each test gets its own bucket. It dies with the test process (PR_SET_PDEATHSIG).
use std::{
    cell::Cell,
    net::TcpListener,
    os::unix::process::CommandExt,
    path::PathBuf,
    process::{Child, Command, Stdio},
    sync::{
        atomic::{AtomicU32, Ordering},
        OnceLock,
    },
    time::{Duration, Instant},
};

pub const ACCESS_KEY: &str = "plinth-test";
pub const SECRET_KEY: &str = "plinth-test-secret";
pub const REGION: &str = "us-east-1";

pub struct S3Server {
    pub endpoint: String,
    root: PathBuf,
    _child: Child,
    _dir: tempfile::TempDir,
}

/// The `s3s-fs` binary: `PLINTH_S3S_FS`, or the one `just s3-server` installs.
pub fn binary() -> PathBuf {
    std::env::var_os("PLINTH_S3S_FS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(super::REPO_ROOT).join("target/tools/bin/s3s-fs"))
}

/// The credentials of the test server, as the `AWS_*` variables a `plinth` process reads.
pub fn aws_env() -> [(&'static str, &'static str); 4] {
    [
        ("AWS_ACCESS_KEY_ID", ACCESS_KEY),
        ("AWS_SECRET_ACCESS_KEY", SECRET_KEY),
        ("AWS_ALLOW_HTTP", "true"),
        ("AWS_REGION", REGION),
    ]
}

/// The process's S3 server, started on first use.
pub fn server() -> &'static S3Server {
    static SERVER: OnceLock<S3Server> = OnceLock::new();
    SERVER.get_or_init(|| {
        // This process's own store clients read the same variables.
        for (k, v) in aws_env() {
            std::env::set_var(k, v);
        }
        let bin = binary();
        assert!(
            bin.exists(),
            "{} is missing: run `just s3-server` (the S3 server the tests start)",
            bin.display()
        );
        let dir = tempfile::tempdir().unwrap();
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut command = Command::new(&bin);
        command
            .args(["--host", "127.0.0.1", "--port", &port.to_string()])
            .args(["--access-key", ACCESS_KEY, "--secret-key", SECRET_KEY])
            .arg(dir.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        // SAFETY: prctl is async-signal-safe; it only asks the kernel to end the child with us.
        unsafe {
            command.pre_exec(|| {
                libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
                Ok(())
            });
        }
        let child = command.spawn().expect("s3s-fs starts");
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "s3s-fs did not listen"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        S3Server {
            endpoint: format!("http://127.0.0.1:{port}"),
            root: dir.path().to_path_buf(),
            _child: child,
            _dir: dir,
        }
    })
}

/// A new, empty bucket on the server, as the `--object-store` value that names it. (s3s-fs keeps
/// a bucket as a folder of its root: made directly, the one thing not done through S3.)
pub fn new_bucket() -> String {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let server = server();
    let name = format!(
        "plinth-{}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::SeqCst)
    );
    std::fs::create_dir(server.root.join(&name)).unwrap();
    format!("s3://{name}?endpoint={}&region={REGION}", server.endpoint)
}

thread_local! {
    static ON_S3: Cell<bool> = const { Cell::new(false) };
}

/// The apps this test makes keep their files in a new bucket of the S3 server (see `also_on_s3!`).
pub fn for_this_test() {
    ON_S3.with(|c| c.set(true));
}

/// The bucket for an app made now, when the test asked for S3.
pub fn bucket_if_asked() -> Option<String> {
    ON_S3.with(Cell::get).then(new_bucket)
}

/// Runs each named `async fn(Backend)` once more on both databases with the files in S3:
/// `on_s3::<name>::sqlite` and `on_s3::<name>::postgres`. Once per test file.
#[macro_export]
macro_rules! also_on_s3 {
    ($($name:ident),* $(,)?) => {
        mod on_s3 {$(
            mod $name {
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn sqlite() {
                    $crate::common::s3::for_this_test();
                    super::super::$name($crate::common::Backend::Sqlite).await
                }
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn postgres() {
                    $crate::common::s3::for_this_test();
                    super::super::$name($crate::common::Backend::Postgres).await
                }
            }
        )*}
    };
}
