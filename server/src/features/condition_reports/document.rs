//! The record's PDF (template `condition-record.typ`): header, the work and its measurements,
//! overall condition, observations, the photos at print resolution with their marks drawn over
//! them (an SVG layer made from the parsed marks, `marks::svg_layer`), the digest, examiner and
//! signature time. A draft says so on every page; a signed report whose digest no longer matches
//! says that, never hides it.
//!
//! Print copies: a stored photo is kept whole (up to 40 MP); the PDF gets a JPEG of at most
//! [`PRINT_SIDE`] pixels a side, turned upright by its own orientation (the marks are in upright
//! pixels): 300 dpi over the ~200 mm a photo may take on A4, and a PDF that stays mailable. The
//! copy is made once and kept in the store ([`print_copy_name`]), so a report's PDF is slow the
//! first time only; it is decoded with one of the process's few decode turns, as thumbnails are.
use std::io::Cursor;

use futures_util::{stream, StreamExt};

use image::{codecs::jpeg::JpegEncoder, imageops::FilterType, ImageDecoder, ImageReader, Limits};
use sea_orm::ConnectionTrait;
use serde::Serialize;

use super::{
    access,
    dto::ReportDto,
    marks::{self, label_at},
    read,
};
use crate::{
    auth::{CurrentUser, Scope},
    error::{AppError, AppResult},
    features::labels::{assets, paper},
    files::{
        photo::MAX_PHOTO_SIDE,
        thumb::{self, ThumbError},
        FileStore,
    },
    pdf::PdfDocument,
};

pub const TEMPLATE: &str = "condition-record.typ";
/// The longest side of a photo in the PDF, in pixels.
pub const PRINT_SIDE: u32 = 2400;
const PRINT_QUALITY: u8 = 85;
/// The room a photo takes on the page, in millimetres (width, height).
const PHOTO_ROOM: (f64, f64) = (84.0, 95.0);

pub fn file_name(id: i32) -> String {
    format!("condition-report-{id}.pdf")
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Measure {
    kind: String,
    #[serde(flatten)]
    figures: paper::Figures,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Work {
    #[serde(rename = "ref")]
    reference: String,
    their_ref: String,
    title: String,
    artist: String,
    owner: String,
    pieces: String,
}

#[derive(Serialize)]
struct Observation {
    n: usize,
    area: String,
    term: String,
    severity: String,
    note: String,
}

#[derive(Serialize)]
struct Label {
    n: usize,
    x: f64,
    y: f64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Photo {
    name: String,
    image: Option<String>,
    marks: String,
    rotation: i32,
    /// The photo's box before turning, in millimetres.
    w_mm: f64,
    h_mm: f64,
    labels: Vec<Label>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Data {
    id: i32,
    kind: String,
    examined_on: String,
    examiner: String,
    overall: String,
    summary: String,
    amends_id: Option<i32>,
    signed_at: Option<String>,
    digest: Option<String>,
    /// `Some(false)`: the record or a photo changed after signing.
    digest_matches: Option<bool>,
    work: Work,
    measures: Vec<Measure>,
    observations: Vec<Observation>,
    photos: Vec<Photo>,
}

/// English words of the codes: "beforeShipment" gives "Before shipment".
pub fn words(code: &str) -> String {
    let mut out = String::new();
    for (i, c) in code.chars().enumerate() {
        if c.is_uppercase() {
            out.push(' ');
            out.extend(c.to_lowercase());
        } else if i == 0 {
            out.extend(c.to_uppercase());
        } else {
            out.push(c);
        }
    }
    out
}

fn code<T: Serialize>(v: &T) -> String {
    serde_json::to_value(v)
        .ok()
        .and_then(|v| v.as_str().map(words))
        .unwrap_or_default()
}

/// The box of a photo of `width` × `height` pixels turned by `rotation`, as large as fits the
/// room: (width, height) in millimetres before turning.
fn photo_box(width: i32, height: i32, rotation: i32) -> (f64, f64) {
    let (w, h) = (f64::from(width.max(1)), f64::from(height.max(1)));
    let (vw, vh) = if rotation % 180 == 0 { (w, h) } else { (h, w) };
    let scale = (PHOTO_ROOM.0 / vw).min(PHOTO_ROOM.1 / vh);
    (w * scale, h * scale)
}

/// A print copy of a stored photo: upright, at most [`PRINT_SIDE`] a side, as JPEG.
pub fn print_copy(bytes: &[u8]) -> Result<Vec<u8>, image::ImageError> {
    let mut reader = ImageReader::new(Cursor::new(bytes)).with_guessed_format()?;
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_PHOTO_SIDE);
    limits.max_image_height = Some(MAX_PHOTO_SIDE);
    limits.max_alloc = Some(512 * 1024 * 1024);
    reader.limits(limits);
    let mut decoder = reader.into_decoder()?;
    let orientation = decoder.orientation()?;
    let mut picture = image::DynamicImage::from_decoder(decoder)?;
    picture.apply_orientation(orientation);
    if picture.width().max(picture.height()) > PRINT_SIDE {
        picture = picture.resize(PRINT_SIDE, PRINT_SIDE, FilterType::Triangle);
    }
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, PRINT_QUALITY).encode_image(&picture.to_rgb8())?;
    Ok(out)
}

/// The stored name of a photo's print copy: `3f9c…e1.jpg` gives `3f9c…e1-print.jpg`.
pub fn print_copy_name(photo: &str) -> String {
    thumb::derived_name(photo, "-print.jpg")
}

/// The print copy of a stored condition photo, made on the first PDF and kept in the store beside
/// the photo, as thumbnails are (`files::thumb::derived`). `None` when the photo is gone or cannot
/// be decoded (the PDF then shows the photo's frame and marks without it, and the log says which).
async fn print_copy_of(
    store: &FileStore,
    id: i32,
    file_name: String,
) -> AppResult<Option<Vec<u8>>> {
    match thumb::derived(store, &file_name, &print_copy_name(&file_name), print_copy).await {
        Ok(copy) => Ok(copy),
        Err(ThumbError::Undecodable(e)) => {
            tracing::warn!(photo = id, error = %e, "a condition photo cannot be decoded");
            Ok(None)
        }
        Err(e) => Err(AppError::internal(e)),
    }
}

/// The PDF of report `id` as `user` may see it.
pub async fn make(
    db: &impl ConnectionTrait,
    store: &FileStore,
    user: &CurrentUser,
    id: i32,
) -> AppResult<PdfDocument> {
    let report = access::visible(db, user, id).await?;
    let record = read::record(db, report).await?;
    let dto = read::dto(db, store, user, &record).await?;
    let (works, names) = assets::read(db, Scope::All, &[dto.asset_id]).await?;
    let work = works.into_iter().next().ok_or(AppError::NotFound)?;
    // Print copies are the slow part the first time (a 12 MP photo is decoded, turned, scaled and
    // encoded): asked for a few at a time, as many as there are cores, so a report of many photos
    // does not wait on one core; the decode turns bound how many are decoded at once.
    let at_once = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    let stored: Vec<(i32, String)> = record
        .photos
        .iter()
        .map(|row| (row.id, row.file_name.clone()))
        .collect();
    let copies: Vec<AppResult<Option<Vec<u8>>>> = stream::iter(stored)
        .map(|(id, file_name)| print_copy_of(store, id, file_name))
        .buffered(at_once)
        .collect()
        .await;
    let mut files = Vec::new();
    let mut photos_out = Vec::new();
    for (n, (p, copy)) in dto.photos.iter().zip(copies).enumerate() {
        let image = copy?.map(|copy| {
            files.push((format!("cr-photo-{n}.jpg"), copy));
            format!("/files/cr-photo-{n}.jpg")
        });
        let shapes = marks::shapes_of(&p.marks);
        files.push((
            format!("cr-marks-{n}.svg"),
            marks::svg_layer(&shapes, p.width, p.height).into_bytes(),
        ));
        let labels = shapes
            .iter()
            .filter_map(|m| {
                let n = dto
                    .observations
                    .iter()
                    .position(|o| o.key == m.observation)?
                    + 1;
                let (x, y) = label_at(&m.shape, p.width, p.height);
                Some(Label { n, x, y })
            })
            .collect();
        let (w_mm, h_mm) = photo_box(p.width, p.height, p.rotation);
        photos_out.push(Photo {
            name: p.name.clone(),
            image,
            marks: format!("/files/cr-marks-{n}.svg"),
            rotation: p.rotation,
            w_mm,
            h_mm,
            labels,
        });
    }
    let mut doc = PdfDocument::new(TEMPLATE, &data(&dto, &work, &names, photos_out))?;
    doc.files = files;
    Ok(doc)
}

fn data(
    dto: &ReportDto,
    work: &crate::features::inventory::dto::AssetDto,
    names: &crate::features::reports::read::Names,
    photos: Vec<Photo>,
) -> Data {
    let measures = work
        .net_measurements
        .iter()
        .map(|m| ("Net", m))
        .chain(work.gross_measurements.iter().map(|m| ("Gross", m)))
        .map(|(kind, m)| Measure {
            kind: kind.to_owned(),
            figures: paper::figures(m),
        })
        .collect();
    Data {
        id: dto.id,
        kind: code(&dto.kind),
        examined_on: dto.examined_on.format("%d %b %Y").to_string(),
        examiner: dto.examiner.name.clone(),
        overall: code(&dto.overall),
        summary: dto.summary.clone(),
        amends_id: dto.amends_id,
        signed_at: dto
            .signed_at
            .map(|t| t.format("%d %b %Y %H:%M:%S UTC").to_string()),
        digest: dto.digest.clone(),
        digest_matches: dto.integrity.as_ref().map(|i| i.matches),
        work: Work {
            reference: paper::text(&work.row.reference),
            their_ref: paper::text(&work.row.their_ref),
            title: work.row.title.clone(),
            artist: paper::text(&work.row.artist),
            owner: names.company(work.row.company_id).to_owned(),
            pieces: paper::pieces_text(work.pieces.max(1)),
        },
        measures,
        observations: dto
            .observations
            .iter()
            .enumerate()
            .map(|(i, o)| Observation {
                n: i + 1,
                area: code(&o.area),
                term: code(&o.term),
                severity: code(&o.severity),
                note: o.note.clone(),
            })
            .collect(),
        photos,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_as_words_and_photos_fit_their_room() {
        assert_eq!(words("beforeShipment"), "Before shipment");
        assert_eq!(words("insectDamage"), "Insect damage");
        let (w, h) = photo_box(4000, 3000, 0);
        assert!((w - 84.0).abs() < 1e-9 && (h - 63.0).abs() < 1e-9);
        let (w, h) = photo_box(4000, 3000, 90);
        assert!(
            h <= 84.0 + 1e-9 && w <= 95.0 + 1e-9,
            "turned, it fits: {w} x {h}"
        );
    }

    #[test]
    fn a_print_copy_is_upright_and_no_larger_than_print_side() {
        let mut out = Cursor::new(Vec::new());
        image::DynamicImage::new_rgb8(3000, 1000)
            .write_to(&mut out, image::ImageFormat::Jpeg)
            .unwrap();
        let copy = print_copy(out.get_ref()).unwrap();
        let back = image::load_from_memory(&copy).unwrap();
        assert_eq!((back.width(), back.height()), (PRINT_SIDE, 800));
    }
}
