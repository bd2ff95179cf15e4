//! The record's PDF read back: its words (work, measurements, overall condition, observations,
//! digest, examiner, signature time) and one picture per photo (the marks are vectors); the photos'
//! print copies kept in the store.
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

/// The stored print copies (`<photo>-print.jpg`), by name.
async fn print_copies(f: &Floor) -> Vec<String> {
    let mut names: Vec<String> =
        f.w.app
            .state
            .files
            .list()
            .await
            .unwrap()
            .into_iter()
            .map(|file| file.name)
            .filter(|name| name.ends_with("-print.jpg"))
            .collect();
    names.sort();
    names
}

async fn print_copies_are_made_once_kept_by_the_sweep_and_go_with_their_photo(b: Backend) {
    let f = Floor::new(b).await;
    let r = f.marked_draft(640, 480).await;
    let id = r["id"].as_i64().unwrap();
    let second = f.add_photo(&f.w.admin, id, &jpeg(300, 500)).await;
    assert_eq!(second.status, 201, "{}", second.text());
    let second = second.json()["id"].as_i64().unwrap();
    assert!(print_copies(&f).await.is_empty(), "none before a PDF");

    let path = format!("{}/pdf", report(id));
    let first = f.w.app.get(&path, Some(&f.w.admin)).await;
    assert_eq!(first.status, 200, "{}", first.text());
    let copies = print_copies(&f).await;
    assert_eq!(copies.len(), 2, "{copies:?}");
    let store = &f.w.app.state.files;
    let made = store.head(&copies[0]).await.unwrap().unwrap();
    let again = f.w.app.get(&path, Some(&f.w.admin)).await;
    assert_eq!(again.status, 200);
    assert_eq!(pictures(&again.body), 2, "the kept copies are in the PDF");
    assert_eq!(
        store.head(&copies[0]).await.unwrap().unwrap(),
        made,
        "read from the store, not made again"
    );

    // The start-up sweep keeps them; a photo taken off the draft takes its copy with it.
    server::features::documents::sweep::remove_unreferenced(
        &f.w.app.state.db,
        store,
        std::time::Duration::ZERO,
    )
    .await
    .unwrap();
    assert_eq!(print_copies(&f).await, copies);
    let removed =
        f.w.app
            .delete(&format!("{}/photos/{second}", report(id)), Some(&f.w.admin))
            .await;
    assert_eq!(removed.status, 204, "{}", removed.text());
    assert_eq!(print_copies(&f).await.len(), 1);
}

on_both_databases!(
    the_pdf_holds_the_record_and_a_picture_per_photo,
    print_copies_are_made_once_kept_by_the_sweep_and_go_with_their_photo,
);
