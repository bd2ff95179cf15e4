//! A real SMTP server for the mail tests: `scripts/smtp_sink.py` (Python's `aiosmtpd` from PyPI, in
//! the venv `just _mail-tools` makes under `target/`), one per test on a free port, writing each
//! mail it accepts to a folder that the test reads and parses (`mail-parser`). It can be stopped
//! and started again on the same port (a mail server down for a while), and dies with the test
//! process (PR_SET_PDEATHSIG).
use std::{
    net::TcpListener,
    os::unix::process::CommandExt,
    path::PathBuf,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use mail_parser::{MessageParser, MimeHeaders};

pub const FROM: &str = "Plinth <plinth@plinth.test>";
pub const PUBLIC_URL: &str = "https://plinth.test";

/// The venv's Python: `PLINTH_MAIL_PYTHON`, or the one `just _mail-tools` makes.
fn python() -> PathBuf {
    std::env::var_os("PLINTH_MAIL_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(super::REPO_ROOT).join("target/mail-venv/bin/python"))
}

pub struct SmtpSink {
    pub port: u16,
    dir: tempfile::TempDir,
    child: Option<Child>,
}

/// One received mail, as a mail program reads it.
#[derive(Debug, Clone)]
pub struct Received {
    /// The envelope's recipients.
    pub rcpt: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// `multipart/alternative` with one text/plain and one text/html part.
    pub alternative: bool,
    pub language: Option<String>,
    pub list_unsubscribe: Option<String>,
    pub list_unsubscribe_post: Option<String>,
}

impl Received {
    /// The first link in the plain text that starts with `prefix`.
    pub fn link(&self, prefix: &str) -> Option<String> {
        let at = self.text.find(prefix)?;
        let rest = &self.text[at..];
        Some(rest.split_whitespace().next().unwrap_or(rest).to_owned())
    }
}

fn parse(raw: &[u8]) -> Received {
    let msg = MessageParser::default().parse(raw).expect("a mail");
    let header = |name: &str| msg.header_raw(name).map(|v| v.trim().to_owned());
    let alternative = msg
        .content_type()
        .is_some_and(|c| c.ctype() == "multipart" && c.subtype() == Some("alternative"))
        && msg.text_body_count() == 1
        && msg.html_body_count() == 1;
    Received {
        rcpt: header("X-Sink-Rcpt").unwrap_or_default(),
        subject: msg.subject().unwrap_or_default().to_owned(),
        text: msg.body_text(0).map(|t| t.into_owned()).unwrap_or_default(),
        html: msg.body_html(0).map(|t| t.into_owned()).unwrap_or_default(),
        alternative,
        language: header("Content-Language"),
        list_unsubscribe: header("List-Unsubscribe"),
        list_unsubscribe_post: header("List-Unsubscribe-Post"),
    }
}

impl SmtpSink {
    pub fn start() -> SmtpSink {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut sink = SmtpSink {
            port,
            dir: tempfile::tempdir().unwrap(),
            child: None,
        };
        sink.restart();
        sink
    }

    /// `smtp://127.0.0.1:<port>`, for `--smtp-url`.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Settings that send mail to this sink, with links on `PUBLIC_URL`.
    pub fn configure(&self, s: &mut server::Settings) {
        s.smtp_url = Some(self.url());
        s.mail_from = Some(FROM.to_owned());
        s.public_url = Some(PUBLIC_URL.to_owned());
    }

    /// Starts the server (again), on the same port and folder.
    pub fn restart(&mut self) {
        let python = python();
        assert!(
            python.exists(),
            "{} is missing: run `just _mail-tools` (the SMTP server the mail tests start)",
            python.display()
        );
        let script = PathBuf::from(super::REPO_ROOT).join("scripts/smtp_sink.py");
        let mut command = Command::new(python);
        command
            .arg(script)
            .arg(self.port.to_string())
            .arg(self.dir.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        // SAFETY: prctl is async-signal-safe; it only asks the kernel to end the child with us.
        unsafe {
            command.pre_exec(|| {
                libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
                Ok(())
            });
        }
        self.child = Some(command.spawn().expect("the SMTP sink starts"));
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "the SMTP sink did not listen"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Stops the server: connections are refused until `restart`.
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            child.kill().ok();
            child.wait().ok();
        }
    }

    /// Every mail received so far, in order.
    pub fn mails(&self) -> Vec<Received> {
        let mut numbered: Vec<(u32, PathBuf)> = std::fs::read_dir(self.dir.path())
            .unwrap()
            .filter_map(|e| {
                let path = e.ok()?.path();
                let n = path
                    .file_name()?
                    .to_str()?
                    .strip_suffix(".eml")?
                    .parse()
                    .ok()?;
                Some((n, path))
            })
            .collect();
        numbered.sort();
        numbered
            .into_iter()
            .map(|(_, p)| parse(&std::fs::read(p).unwrap()))
            .collect()
    }

    /// Waits (up to `seconds`) until at least `n` mails have come; all of them then.
    pub async fn wait_for(&self, n: usize, seconds: u64) -> Vec<Received> {
        let until = Instant::now() + Duration::from_secs(seconds);
        loop {
            let mails = self.mails();
            if mails.len() >= n || Instant::now() > until {
                return mails;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        self.stop();
    }
}
