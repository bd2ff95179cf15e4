//! What the label and condition report tests share: the inventory world (Acme with London and
//! Paris, Zenith with New York) with three assets the admin added: Acme's Golden Pear (three
//! pieces, a photo, refs and measurements) and Blue Horse, Zenith's Night Cafe; the admin's page
//! cookie; and reading a PDF back (its pages, its text, its QR codes drawn to pixels and decoded).
use axum::{
    body::Body,
    http::{header, Request},
};
use serde_json::{json, Value};
use server::{auth::Scope, features::labels, pdf};

use super::{
    inventory::{measurement, World},
    multipart::jpeg,
    Backend, Reply,
};

pub const LABELS: &str = "/api/inventory/generate/labels";
pub const REPORTS: &str = "/api/inventory/generate/conditionReports";

pub struct Floor {
    pub w: World,
    pub admin_cookie: String,
    /// Golden Pear (Acme London, 3 pieces, photo), Blue Horse (Acme Paris), Night Cafe (Zenith).
    pub pear: i32,
    pub horse: i32,
    pub cafe: i32,
}

impl Floor {
    pub async fn new(b: Backend) -> Floor {
        let w = World::new(b).await;
        let (_, admin_cookie) = w.app.sign_in("admin@plinth.test").await;
        let pear = json!({
            "companyDivisionId": w.london.id, "title": "Golden Pear", "artist": "Ana Pintora",
            "ref": "P-100", "theirRef": "GP-7", "pieces": 3, "photoRotation": 90,
            "netMeasurements": [
                measurement(12.5, "Kg", [100.0, 80.0, 10.0], "cm"),
                measurement(2.0, "lb", [10.0, 20.0, 1.0], "inch"),
            ],
            "grossMeasurements": [measurement(20.0, "Kg", [110.0, 90.0, 20.0], "cm")],
        });
        let horse = json!({
            "companyDivisionId": w.paris.id, "title": "Blue Horse", "ref": "P-101",
            "netMeasurements": [measurement(3.0, "Kg", [40.0, 60.0, 3.0], "cm")],
        });
        let cafe = json!({
            "companyDivisionId": w.nyc.id, "title": "Night Cafe", "artist": "V. van Gogh",
            "ref": "P-102", "theirRef": "NC-1",
        });
        let pear = Self::add(&w, &pear, Some(("pear.jpg", &jpeg(64, 48)))).await;
        let horse = Self::add(&w, &horse, None).await;
        let cafe = Self::add(&w, &cafe, None).await;
        Floor {
            w,
            admin_cookie,
            pear,
            horse,
            cafe,
        }
    }

    async fn add(w: &World, asset: &Value, photo: Option<(&str, &[u8])>) -> i32 {
        let made = w.add(&w.admin, asset, photo).await;
        assert_eq!(made.status, 201, "{}", made.text());
        made.json()["id"].as_i64().unwrap() as i32
    }

    /// `POST` of `body` to `path` with the token, as the screens send it.
    pub async fn post(&self, path: &str, token: &str, body: &Value) -> Reply {
        self.w
            .app
            .post_json(path, Some(token), &body.to_string())
            .await
    }

    /// The labels call sent to `host` (the Host header a browser sends).
    pub async fn labels_at(&self, host: &str, body: &Value) -> Reply {
        let req = Request::post(LABELS)
            .header(header::HOST, host)
            .header(header::CONTENT_TYPE, "application/json")
            .header(header::AUTHORIZATION, format!("Bearer {}", self.w.admin))
            .body(Body::from(body.to_string()))
            .unwrap();
        self.w.app.send(req).await
    }

    /// The labels' document as the call makes it, laid out, each page drawn to pixels and its QR
    /// codes decoded: the texts they hold, page by page.
    pub async fn decoded_labels(
        &self,
        ids: &[i32],
        origin: &str,
        layout: labels::dto::LabelLayout,
    ) -> Vec<Vec<String>> {
        let (assets, names) = labels::assets::read(&self.w.app.state.db, Scope::All, ids)
            .await
            .unwrap();
        let doc = labels::label_document::document(&assets, &names, origin, layout).unwrap();
        let pages = pdf::pages_now(&doc).unwrap();
        dump(&pages, &format!("labels-{layout:?}"));
        pages.pages.iter().map(|page| qr_codes(page, 3.0)).collect()
    }

    /// The condition reports' document as the call makes it, laid out: its page count.
    pub async fn condition_pages(&self, ids: &[i32]) -> usize {
        let state = &self.w.app.state;
        let (assets, names) = labels::assets::read(&state.db, Scope::All, ids)
            .await
            .unwrap();
        let thumbs = pdf::photos::asset_thumbnails(&state.db, &state.files, ids)
            .await
            .unwrap();
        let doc = labels::condition::document(&assets, &names, thumbs).unwrap();
        let pages = pdf::pages_now(&doc).unwrap();
        dump(&pages, "condition-reports");
        pages.pages.len()
    }
}

/// With `PLINTH_TEST_DUMP=dir`, the pages as PNG files there, to look at while changing a template.
fn dump(pages: &pdf::PagedDocument, name: &str) {
    let Ok(dir) = std::env::var("PLINTH_TEST_DUMP") else {
        return;
    };
    for (i, page) in pages.pages.iter().enumerate() {
        let path = std::path::Path::new(&dir).join(format!("{name}-{}.png", i + 1));
        typst_render::render(page, 2.0).save_png(path).unwrap();
    }
}

/// The QR codes drawn on a page, decoded (`typst-render` draws it, `rqrr` reads it).
pub fn qr_codes(page: &typst::layout::Page, pixels_per_pt: f32) -> Vec<String> {
    let pixmap = typst_render::render(page, pixels_per_pt);
    let (width, height) = (pixmap.width() as usize, pixmap.height() as usize);
    let data = pixmap.data();
    let mut img = rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| {
        let i = (y * width + x) * 4;
        // Premultiplied RGBA on a transparent page: what is not drawn is white paper.
        let (r, g, b, a) = (
            data[i] as u32,
            data[i + 1] as u32,
            data[i + 2] as u32,
            data[i + 3] as u32,
        );
        let luma = (r * 299 + g * 587 + b * 114) / 1000;
        (luma + (255 - a)).min(255) as u8
    });
    let mut found: Vec<String> = img
        .detect_grids()
        .into_iter()
        .map(|grid| grid.decode().expect("a readable QR code").1)
        .collect();
    found.sort();
    found
}

/// A PDF's pages, and each page's text with its whitespace made single spaces.
pub fn pdf_pages(bytes: &[u8]) -> Vec<String> {
    assert!(bytes.starts_with(b"%PDF-"));
    let doc = pdf_extract::Document::load_mem(bytes).unwrap();
    let count = doc.get_pages().len();
    let texts = pdf_extract::extract_text_from_mem_by_pages(bytes).unwrap();
    assert_eq!(texts.len(), count);
    texts
        .iter()
        .map(|t| t.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

/// How many raster pictures a PDF holds (a QR code drawn as vectors is none).
pub fn pictures(bytes: &[u8]) -> usize {
    let needle = b"/Subtype /Image";
    bytes.windows(needle.len()).filter(|w| w == needle).count()
}
