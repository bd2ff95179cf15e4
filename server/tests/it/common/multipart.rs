//! Multipart bodies for the upload calls, built by hand as a browser's FormData sends them, and
//! small real pictures to upload.
use axum::{
    body::Body,
    http::{header, Request},
};
use image::{codecs::jpeg::JpegEncoder, ImageEncoder, Rgb, RgbImage};

use super::{Reply, TestApp};

const BOUNDARY: &str = "----plinth-test-boundary-7MA4YWxkTrZu0gW";

/// A `multipart/form-data` body: text parts and file parts, in the order added.
#[derive(Clone, Default)]
pub struct Form {
    body: Vec<u8>,
}

impl Form {
    pub fn new() -> Self {
        Self::default()
    }

    /// A text part (`name=value`).
    pub fn text(mut self, name: &str, value: &str) -> Self {
        self.body.extend_from_slice(
            format!(
                "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n"
            )
            .as_bytes(),
        );
        self
    }

    /// A file part with its file name and the type the client claims.
    pub fn file(mut self, name: &str, file_name: &str, content_type: &str, bytes: &[u8]) -> Self {
        self.body.extend_from_slice(
            format!(
                "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{name}\"; \
filename=\"{file_name}\"\r\nContent-Type: {content_type}\r\n\r\n"
            )
            .as_bytes(),
        );
        self.body.extend_from_slice(bytes);
        self.body.extend_from_slice(b"\r\n");
        self
    }

    pub fn content_type() -> String {
        format!("multipart/form-data; boundary={BOUNDARY}")
    }

    pub fn into_bytes(mut self) -> Vec<u8> {
        self.body
            .extend_from_slice(format!("--{BOUNDARY}--\r\n").as_bytes());
        self.body
    }
}

impl TestApp {
    /// Sends a multipart form with `method` (`POST`, `PUT`), with or without a bearer token.
    pub async fn send_form(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        form: Form,
    ) -> Reply {
        let mut req = Request::builder()
            .method(method)
            .uri(path)
            .header(header::CONTENT_TYPE, Form::content_type());
        if let Some(t) = token {
            req = req.header(header::AUTHORIZATION, format!("Bearer {t}"));
        }
        self.send(req.body(Body::from(form.into_bytes())).unwrap())
            .await
    }

    pub async fn post_form_data(&self, path: &str, token: Option<&str>, form: Form) -> Reply {
        self.send_form("POST", path, token, form).await
    }

    pub async fn put_form_data(&self, path: &str, token: Option<&str>, form: Form) -> Reply {
        self.send_form("PUT", path, token, form).await
    }

    /// A GET with the session cookie only (as `<img src>` sends it).
    pub async fn get_with_cookie(&self, path: &str, cookie: &str) -> Reply {
        let req = Request::get(path).header(header::COOKIE, cookie);
        self.send(req.body(Body::empty()).unwrap()).await
    }

    /// How many files the app's file store holds (the data dir's, or the bucket's).
    pub async fn stored_files(&self) -> usize {
        self.state
            .files
            .list()
            .await
            .expect("the store lists")
            .len()
    }
}

/// A real JPEG picture of `width` x `height` pixels.
pub fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let picture = RgbImage::from_fn(width, height, |x, y| {
        Rgb([(x % 256) as u8, (y % 256) as u8, 90])
    });
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, 85)
        .write_image(
            picture.as_raw(),
            width,
            height,
            image::ExtendedColorType::Rgb8,
        )
        .unwrap();
    out
}

/// A real PNG picture of `width` x `height` pixels.
pub fn png(width: u32, height: u32) -> Vec<u8> {
    let picture = RgbImage::from_pixel(width, height, Rgb([30, 120, 200]));
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new(&mut out)
        .write_image(
            picture.as_raw(),
            width,
            height,
            image::ExtendedColorType::Rgb8,
        )
        .unwrap();
    out
}

/// A small but well-formed PDF (its signature is what the server checks).
pub const PDF: &[u8] =
    b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

/// Sends a form to a real listener on 127.0.0.1 over HTTP/1.1, in 64 KiB writes as a browser's
/// upload arrives (not in one piece, as `TestApp::send` hands it over). Returns the status and
/// the body. The server may answer and close before the whole body is written: write errors then
/// are expected and ignored.
pub async fn post_over_tcp(app: &TestApp, path: &str, token: &str, form: Form) -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let router = app.router.clone();
    let server = tokio::spawn(async move { axum::serve(listener, router).await });
    let body = form.into_bytes();
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\n\
Content-Type: {}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        Form::content_type(),
        body.len()
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    for chunk in body.chunks(64 * 1024) {
        if stream.write_all(chunk).await.is_err() {
            break;
        }
    }
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer).await;
    server.abort();
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let status = answer
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("an HTTP answer: {answer:?}"));
    let body = answer
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_owned())
        .unwrap_or_default();
    (status, body)
}
