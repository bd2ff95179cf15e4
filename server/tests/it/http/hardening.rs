//! Attacks on uploads and pages (docs/documents.md, docs/security.md): image bombs, photo metadata,
//! display names with bidi controls, repeated form parts, too many files, and detail pages of
//! objects the reader may not see. Each test failed before the fix.
use std::time::Duration;

use crate::common;

use common::{
    inventory::{asset_form, World},
    multipart::{jpeg, png, Form},
    Backend,
};
use img_parts::{jpeg::Jpeg, png::Png, Bytes, ImageEXIF};

/// A PNG of one pixel whose header claims 20000x20000 (a valid header: right CRC).
fn png_bomb() -> Vec<u8> {
    let mut bomb = Png::from_bytes(Bytes::from(png(1, 1))).unwrap();
    let mut ihdr = bomb.chunks()[0].contents().to_vec();
    ihdr[0..4].copy_from_slice(&20_000u32.to_be_bytes());
    ihdr[4..8].copy_from_slice(&20_000u32.to_be_bytes());
    bomb.chunks_mut()[0] = img_parts::png::PngChunk::new(*b"IHDR", Bytes::from(ihdr));
    bomb.encoder().bytes().to_vec()
}

/// A JPEG with an EXIF block naming a place and a phone, as a collector's phone writes it.
fn phone_photo() -> Vec<u8> {
    let mut photo = Jpeg::from_bytes(Bytes::from(jpeg(40, 30))).unwrap();
    let mut exif = b"II*\0\x08\0\0\0\x01\0".to_vec();
    exif.extend_from_slice(&[0x25, 0x88, 4, 0, 1, 0, 0, 0, 0x1a, 0, 0, 0, 0, 0, 0, 0]);
    exif.extend_from_slice(b"GPS 51.5074N 0.1278W iPhone SERIAL-1234");
    photo.set_exif(Some(Bytes::from(exif)));
    photo.encoder().bytes().to_vec()
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

async fn image_bombs_are_refused_at_upload(b: Backend) {
    let w = World::new(b).await;
    let bomb = png_bomb();
    assert!(bomb.len() < 1024, "a tiny file");
    let before = w.app.stored_files().await;
    let reply = w
        .add(&w.ada, &w.asset("Bomb"), Some(("bomb.png", &bomb)))
        .await;
    assert_eq!(reply.status, 422, "{}", reply.text());
    let message = &reply.messages()[0];
    assert!(
        message.contains("20000x20000") && message.contains("megapixels"),
        "{message}"
    );
    assert_eq!(w.app.stored_files().await, before, "nothing stored");
    assert_eq!(w.app.inventory_rows().await[0], 0, "no asset made");
    // An ordinary photo still goes in, and its thumbnail is made.
    let made = w
        .added(&w.asset("Fine"), Some(("fine.png", &png(800, 600))))
        .await;
    let thumb = w
        .get(&format!("/files/asset/{}/thumb", made["id"]), &w.ada)
        .await;
    assert_eq!(thumb.status, 200);
}

async fn photos_are_stored_without_location_and_device_data(b: Backend) {
    let w = World::new(b).await;
    let sent = phone_photo();
    assert!(contains(&sent, b"SERIAL-1234"));
    let made = w
        .added(&w.asset("Phone"), Some(("IMG_0001.jpg", &sent)))
        .await;
    let stored = w
        .get(&format!("/files/asset/{}/photo", made["id"]), &w.ada)
        .await;
    assert_eq!(stored.status, 200);
    assert!(!contains(&stored.body, b"SERIAL-1234"));
    assert!(!contains(&stored.body, b"GPS 51.5074N"));
    assert!(Jpeg::from_bytes(Bytes::from(stored.body.clone()))
        .unwrap()
        .exif()
        .is_none());
    let picture = image::load_from_memory(&stored.body).unwrap();
    assert_eq!((picture.width(), picture.height()), (40, 30));
}

async fn display_names_lose_bidi_controls(b: Backend) {
    let w = World::new(b).await;
    let made = w.added(&w.asset("Named"), None).await;
    let id = made["id"].as_i64().unwrap();
    let png = png(4, 4);
    let reply = w
        .upload(&w.ada, id, w.acme.id, &[("invoice\u{202E}fdp.png", &png)])
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text());
    assert_eq!(reply.json()[0]["name"], "invoicefdp.png");
    let rows = w.app.asset_document_rows(id).await;
    assert!(rows
        .iter()
        .all(|d| !d.name.contains('\u{202E}') && !d.name.contains('\u{2066}')));
    // The photo's name goes through the same rule.
    let asset = w.asset("Photo named");
    let form = Form::new()
        .text("asset", &asset.to_string())
        .text("photo.name", "a\u{2067}gpj.png")
        .file("photo.content", "x.png", "image/png", &png);
    let reply = w
        .app
        .post_form_data("/api/inventory", Some(&w.ada), form)
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text());
    let docs = w
        .get(
            &format!("/api/inventory/{}/list", reply.json()["id"]),
            &w.ada,
        )
        .await;
    assert!(docs.text().contains("agpj.png"), "{}", docs.text());
    assert!(!docs.text().contains('\u{2067}'));
}

async fn a_part_sent_twice_is_refused_by_name(b: Backend) {
    let w = World::new(b).await;
    let asset = w.asset("Twice").to_string();
    let photo = jpeg(8, 8);
    let base = || Form::new().text("asset", &asset);
    let cases = [
        ("asset", base().text("asset", &asset)),
        (
            "photo.name",
            base()
                .text("photo.name", "a.jpg")
                .text("photo.name", "b.jpg")
                .file("photo.content", "a.jpg", "image/jpeg", &photo),
        ),
        (
            "photo.documentType",
            base()
                .text("photo.documentType", "asset")
                .text("photo.documentType", "asset")
                .file("photo.content", "a.jpg", "image/jpeg", &photo),
        ),
    ];
    let before = w.app.stored_files().await;
    for (part, form) in cases {
        let reply = w
            .app
            .post_form_data("/api/inventory", Some(&w.ada), form)
            .await;
        assert_eq!(reply.status, 422, "{part}: {}", reply.text());
        assert!(
            reply.messages()[0].contains(&format!("'{part}'")),
            "{part}: {:?}",
            reply.messages()
        );
    }
    assert_eq!(w.app.stored_files().await, before);
    assert_eq!(w.app.inventory_rows().await[0], 0);
}

async fn too_many_files_are_refused_with_nothing_stored(b: Backend) {
    let w = World::new(b).await;
    let made = w.added(&w.asset("Many"), None).await;
    let id = made["id"].as_i64().unwrap();
    let names: Vec<String> = (0..21).map(|n| format!("note-{n}.txt")).collect();
    let files: Vec<(&str, &[u8])> = names.iter().map(|n| (n.as_str(), &b"a note"[..])).collect();
    let before = w.app.stored_files().await;
    let reply = w.upload(&w.ada, id, w.acme.id, &files).await;
    assert_eq!(reply.status, 413, "{}", reply.text());
    assert_eq!(reply.messages(), ["Send at most 20 files per upload."]);
    assert_eq!(w.app.stored_files().await, before, "nothing stored");
    assert!(w.app.asset_document_rows(id).await.is_empty());
    let reply = w.upload(&w.ada, id, w.acme.id, &files[..20]).await;
    assert_eq!(reply.status, 201, "{}", reply.text());
    assert_eq!(w.app.asset_document_rows(id).await.len(), 20);
    // Two photos for one asset: the photo queue holds one.
    let photo = jpeg(8, 8);
    let form = asset_form(&w.asset("Two photos"), Some(("a.jpg", &photo))).file(
        "photo.content",
        "b.jpg",
        "image/jpeg",
        &photo,
    );
    let before = w.app.stored_files().await;
    let reply = w
        .app
        .post_form_data("/api/inventory", Some(&w.ada), form)
        .await;
    assert_eq!(reply.status, 413, "{}", reply.text());
    assert_eq!(reply.messages(), ["Send one file per upload."]);
    assert_eq!(w.app.stored_files().await, before);
}

/// Zenith's customer, an account of no company, and anyone for an id that is not there get the
/// answer of an unknown path, with nothing of the asset; Ada gets her page.
async fn inventory_detail_pages_of_others_are_not_found(b: Backend) {
    let w = World::new(b).await;
    let horse = w.added(&w.asset("Secret Horse Title"), None).await;
    let id = horse["id"].to_string();
    w.app
        .account("nobody@none.test", &["Customer"], None, None)
        .await;
    let (_, nobody) = w.app.sign_in("nobody@none.test").await;
    let unknown = w.app.page("/no/such/page", Some(&w.ada_cookie)).await;
    for path in [
        format!("/app/inventory/{id}"),
        format!("/app/inventory/edit/{id}"),
    ] {
        let mine = w.app.page(&path, Some(&w.ada_cookie)).await;
        assert_eq!(mine.status, 200, "{path}");
        assert!(mine.text().contains("Secret Horse Title"));
        for cookie in [&w.zed_cookie, &nobody] {
            let theirs = w.app.page(&path, Some(cookie)).await;
            assert_eq!(theirs.status, unknown.status, "{path}");
            assert_eq!(theirs.header("location"), unknown.header("location"));
            assert_eq!(theirs.header("location").as_deref(), Some("/404"));
            assert!(!theirs.text().contains("Secret Horse Title"));
        }
    }
    for missing in ["999999", "abc", "-1"] {
        for path in [
            format!("/app/inventory/{missing}"),
            format!("/app/inventory/edit/{missing}"),
        ] {
            let reply = w.app.page(&path, Some(&w.ada_cookie)).await;
            assert_eq!(reply.header("location").as_deref(), Some("/404"), "{path}");
        }
    }
    // The add screen has no id: still a page.
    let add = w.app.page("/app/inventory/add", Some(&w.ada_cookie)).await;
    assert_eq!(add.status, 200);
}

async fn assignment_detail_pages_of_others_are_not_found(b: Backend) {
    let w = common::assignments::World::new(b).await;
    let made = w.made(&[&w.horse]).await;
    let path = format!("/app/assignment/{}", made["id"]);
    let mine = w.app.page(&path, Some(&w.ada_cookie)).await;
    assert_eq!(mine.status, 200);
    assert!(mine.text().contains("PO-77"));
    // Zenith's customer, with a page cookie of its own.
    let (_, zed) = w.app.sign_in("zed@zenith.test").await;
    for (path, cookie) in [
        (path.as_str(), zed.as_str()),
        ("/app/assignment/999999", w.ada_cookie.as_str()),
        ("/app/assignment/x", w.ada_cookie.as_str()),
    ] {
        let reply = w.app.page(path, Some(cookie)).await;
        assert!(reply.status.is_redirection(), "{path}: {}", reply.status);
        assert_eq!(reply.header("location").as_deref(), Some("/404"), "{path}");
        assert!(!reply.text().contains("PO-77"));
    }
}

/// Files of a change whose process was killed before its rows were committed are removed by the
/// start-up sweep; files with rows, and their thumbnails, stay.
async fn files_without_rows_are_swept(b: Backend) {
    let w = World::new(b).await;
    let made = w
        .added(&w.asset("Kept"), Some(("kept.png", &png(400, 300))))
        .await;
    let id = made["id"].as_i64().unwrap();
    w.upload(&w.ada, id, w.acme.id, &[("kept.txt", &b"kept"[..])])
        .await;
    let thumb = w.get(&format!("/files/asset/{id}/thumb"), &w.ada).await;
    assert_eq!(thumb.status, 200);
    let kept = w.app.stored_files().await;
    assert_eq!(kept, 3, "photo, its thumbnail, document");
    let store = &w.app.state.files;
    store
        .put(&b"staged, never committed"[..], "pdf")
        .await
        .unwrap();
    store.put(png(2, 2), "png").await.unwrap();
    let sweep = |grace| {
        server::features::documents::sweep::remove_unreferenced(&w.app.state.db, store, grace)
    };
    // Younger than the grace period: maybe an upload in flight on another instance, kept.
    assert_eq!(sweep(Duration::from_secs(3600)).await.unwrap(), 0);
    assert_eq!(w.app.stored_files().await, kept + 2);
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let in_flight = store.put(&b"an upload in flight"[..], "pdf").await.unwrap();
    let removed = sweep(Duration::from_secs(1)).await.unwrap();
    assert_eq!(removed, 2, "the two older than a second");
    assert_eq!(w.app.stored_files().await, kept + 1);
    assert!(store.head(&in_flight).await.unwrap().is_some());
    for end in ["photo", "thumb"] {
        let reply = w.get(&format!("/files/asset/{id}/{end}"), &w.ada).await;
        assert_eq!(reply.status, 200, "{end}");
    }
    let doc = &w.app.asset_document_rows(id).await;
    assert_eq!(doc.len(), 2);
}

on_both_databases!(
    files_without_rows_are_swept,
    image_bombs_are_refused_at_upload,
    photos_are_stored_without_location_and_device_data,
    display_names_lose_bidi_controls,
    a_part_sent_twice_is_refused_by_name,
    too_many_files_are_refused_with_nothing_stored,
    inventory_detail_pages_of_others_are_not_found,
    assignment_detail_pages_of_others_are_not_found,
);

// The same through S3-compatible object storage (a bucket of the test S3 server).
crate::also_on_s3!(files_without_rows_are_swept,);
