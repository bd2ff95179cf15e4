//! The record's PDF read back: its words (work, measurements, overall condition, observations,
//! digest, examiner, signature time) and one picture per photo (the marks are vectors).
use super::report;
use crate::common::{
    labels::{pdf_pages, pictures, Floor},
    multipart::jpeg,
    Backend,
};

async fn the_pdf_holds_the_record_and_a_picture_per_photo(b: Backend) {
    let f = Floor::new(b).await;
    let r = f.marked_draft(640, 480).await;
    let id = r["id"].as_i64().unwrap();
    assert_eq!(
        f.add_photo(&f.w.admin, id, &jpeg(300, 500)).await.status,
        201
    );

    let draft =
        f.w.app
            .get(&format!("{}/pdf", report(id)), Some(&f.w.admin))
            .await;
    assert_eq!(draft.status, 200, "{}", draft.text());
    assert_eq!(
        draft.header("x-filename").as_deref(),
        Some(format!("condition-report-{id}.pdf").as_str())
    );
    let text = pdf_pages(&draft.body).join(" ");
    assert!(
        text.contains("DRAFT") && text.contains("Not signed"),
        "{text}"
    );

    let signed = f.sign(&f.w.admin, id).await.json();
    let digest = signed["digest"].as_str().unwrap();
    let pdf =
        f.w.app
            .get(&format!("{}/pdf", report(id)), Some(&f.w.ada))
            .await;
    assert_eq!(pdf.status, 200, "{}", pdf.text());
    assert_eq!(pictures(&pdf.body), 2, "one picture per photo");
    let text = pdf_pages(&pdf.body).join(" ");
    let flat = text.replace(' ', "");
    for expected in [
        "Golden Pear",
        "P-100",
        "Ana Pintora",
        "Acme",
        "INTAKE",
        "OVERALL CONDITION",
        "Fair",
        "Frame",
        "Scratch",
        "Minor",
        "Lower left corner",
        "Support",
        "Tear",
        "Major",
        "100.0 × 80.0 × 10.0 cm",
        "Test User",
        "UTC",
        "Received in its crate.",
    ] {
        assert!(
            flat.contains(&expected.replace(' ', "")),
            "{expected:?} not in {text}"
        );
    }
    assert!(flat.contains(digest), "the digest is printed: {text}");
    assert!(!text.contains("DRAFT"), "{text}");
    assert!(!text.contains("mismatch"), "{text}");
}

on_both_databases!(the_pdf_holds_the_record_and_a_picture_per_photo);
