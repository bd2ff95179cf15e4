//! The digest of a signed report: SHA-256 over its content and its photos' bytes, so that any
//! change after signing (a field in the database, a byte of a photo in the file store) is seen.
//!
//! The content is written as one JSON document in a fixed order (struct fields in declaration
//! order, observations and photos in their positions), each photo standing for its bytes by
//! their own SHA-256; the digest is the SHA-256 of that document, in lower-case hex. Pure: the
//! caller reads the rows and the files.
use chrono::{DateTime, NaiveDate, Utc};
use entity::{condition_observation, condition_photo, condition_report};
use serde::Serialize;
use sha2::{Digest, Sha256};

pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Content<'a> {
    id: i32,
    company_id: i32,
    asset_id: i32,
    assignment_id: Option<i32>,
    amends_id: Option<i32>,
    kind: &'a str,
    examined_on: NaiveDate,
    examiner_id: Option<i32>,
    examiner_name: &'a str,
    by_provider: bool,
    overall: &'a str,
    summary: &'a str,
    signed_at: Option<String>,
    observations: Vec<Observation<'a>>,
    photos: Vec<Photo<'a>>,
}

#[derive(Serialize)]
struct Observation<'a> {
    key: &'a str,
    area: &'a str,
    term: &'a str,
    severity: &'a str,
    note: &'a str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Photo<'a> {
    name: &'a str,
    content_type: &'a str,
    size_bytes: i64,
    width: i32,
    height: i32,
    rotation: i32,
    marks: &'a str,
    sha256: &'a str,
}

/// The time of signing as the digest covers it (whole seconds, UTC), so the stored value reads
/// back the same from every database.
pub fn signing_time(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%dT%H:%M:%SZ").to_string()
}

/// The digest of `report` with its observations and photos (each in position order) and each
/// photo's bytes' SHA-256 (`photo_sha256`, in the same order as `photos`).
pub fn of_report(
    report: &condition_report::Model,
    observations: &[condition_observation::Model],
    photos: &[condition_photo::Model],
    photo_sha256: &[String],
) -> String {
    let content = Content {
        id: report.id,
        company_id: report.company_id,
        asset_id: report.asset_id,
        assignment_id: report.assignment_id,
        amends_id: report.amends_id,
        kind: &report.kind,
        examined_on: report.examined_on,
        examiner_id: report.examiner_id,
        examiner_name: &report.examiner_name,
        by_provider: report.by_provider,
        overall: &report.overall,
        summary: &report.summary,
        signed_at: report.signed_at.map(signing_time),
        observations: observations
            .iter()
            .map(|o| Observation {
                key: &o.key,
                area: &o.area,
                term: &o.term,
                severity: &o.severity,
                note: &o.note,
            })
            .collect(),
        photos: photos
            .iter()
            .zip(photo_sha256)
            .map(|(p, sha256)| Photo {
                name: &p.name,
                content_type: &p.content_type,
                size_bytes: p.size_bytes,
                width: p.width,
                height: p.height,
                rotation: p.rotation,
                marks: &p.marks,
                sha256,
            })
            .collect(),
    };
    let json = serde_json::to_vec(&content).unwrap_or_default();
    sha256_hex(&json)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report() -> condition_report::Model {
        let at = DateTime::parse_from_rfc3339("2026-11-20T10:00:00Z")
            .unwrap()
            .to_utc();
        condition_report::Model {
            id: 1,
            company_id: 2,
            asset_id: 3,
            assignment_id: None,
            amends_id: None,
            kind: "intake".into(),
            examined_on: NaiveDate::from_ymd_opt(2026, 11, 20).unwrap(),
            examiner_id: Some(4),
            examiner_name: "Ada".into(),
            by_provider: true,
            overall: "good".into(),
            summary: String::new(),
            signed_at: Some(at),
            digest: None,
            created_at: at,
            updated_at: at,
        }
    }

    #[test]
    fn the_digest_is_known_and_moves_with_any_change() {
        assert_eq!(
            sha256_hex(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        let base = of_report(&report(), &[], &[], &[]);
        assert_eq!(base, of_report(&report(), &[], &[], &[]), "stable");
        let mut changed = report();
        changed.overall = "fair".into();
        assert_ne!(base, of_report(&changed, &[], &[], &[]));
        // Bookkeeping columns outside the record do not count.
        let mut touched = report();
        touched.updated_at = Utc::now();
        assert_eq!(base, of_report(&touched, &[], &[], &[]));
    }
}
