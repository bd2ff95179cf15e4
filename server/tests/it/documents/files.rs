//! The files themselves under `/files/`: the item photo and its thumbnail (made once, cached
//! beside it), any document, with the bearer token or the page cookie; signed out 401, anything
//! the reader may not see 404; the demo data's photos are served the same way.
use crate::common;

use common::{
    inventory::World,
    multipart::{jpeg, png, PDF},
    Backend, TestApp,
};
use server::demo;

fn size_of(picture: &[u8]) -> (u32, u32) {
    let decoded = image::load_from_memory(picture).expect("a picture");
    (decoded.width(), decoded.height())
}

async fn photos_and_thumbnails(b: Backend) {
    let w = World::new(b).await;
    let app = &w.app;
    let original = jpeg(800, 600);
    let made = w
        .added(&w.asset("Blue Horse"), Some(("horse.jpg", &original)))
        .await;
    let id = made["id"].as_i64().unwrap();
    let photo = format!("/files/asset/{id}/photo");
    let thumb = format!("/files/asset/{id}/thumb");

    for reply in [
        app.get(&photo, Some(&w.ada)).await,
        app.get_with_cookie(&photo, &w.ada_cookie).await,
        app.get(&photo, Some(&w.admin)).await,
    ] {
        assert_eq!(reply.status, 200);
        assert_eq!(reply.body, original, "the bytes as uploaded");
        assert_eq!(reply.header("content-type").unwrap(), "image/jpeg");
        assert_eq!(
            reply.header("content-disposition").unwrap(),
            "inline; filename=\"horse.jpg\"; filename*=UTF-8''horse.jpg"
        );
        // A shared computer's cache keeps no copy of a file.
        assert_eq!(reply.header("cache-control").unwrap(), "no-store");
        assert_eq!(reply.header("x-content-type-options").unwrap(), "nosniff");
    }
    assert_eq!(app.stored_files().await, 1);
    let first = app.get_with_cookie(&thumb, &w.ada_cookie).await;
    assert_eq!(first.status, 200);
    assert_eq!(first.header("content-type").unwrap(), "image/jpeg");
    assert_eq!(size_of(&first.body), (320, 240), "longest side 320");
    assert_eq!(
        app.stored_files().await,
        2,
        "the thumbnail is kept beside the photo"
    );
    let again = app.get(&thumb, Some(&w.ada)).await;
    assert_eq!(again.body, first.body, "served from the cache");
    assert_eq!(app.stored_files().await, 2);

    // A small PNG photo: its thumbnail keeps its size, as JPEG.
    let small = w
        .added(&w.asset("Small"), Some(("small.png", &png(100, 40))))
        .await;
    let reply = app
        .get(&format!("/files/asset/{}/thumb", small["id"]), Some(&w.ada))
        .await;
    assert_eq!(reply.status, 200);
    assert_eq!(size_of(&reply.body), (100, 40));
    let reply = app
        .get(&format!("/files/asset/{}/photo", small["id"]), Some(&w.ada))
        .await;
    assert_eq!(reply.header("content-type").unwrap(), "image/png");

    // Signed out, or with an unknown session: 401. Another company: 404. No photo: 404.
    for path in [&photo, &thumb] {
        assert_eq!(app.get(path, None).await.status, 401);
        assert_eq!(app.get(path, Some("not-a-token")).await.status, 401);
        assert_eq!(
            app.get_with_cookie(path, "plinth_session=nope")
                .await
                .status,
            401
        );
        assert_eq!(app.get(path, Some(&w.zed)).await.status, 404);
        assert_eq!(app.get_with_cookie(path, &w.zed_cookie).await.status, 404);
    }
    let bare = w.added(&w.asset("No Photo"), None).await;
    for end in ["photo", "thumb"] {
        let path = format!("/files/asset/{}/{end}", bare["id"]);
        assert_eq!(app.get(&path, Some(&w.ada)).await.status, 404);
    }
    assert_eq!(
        app.get("/files/asset/abc/photo", Some(&w.ada)).await.status,
        400
    );
    let post = app.post_json(&photo, Some(&w.ada), "{}").await;
    assert_eq!(post.status, 405, "GET only");
}

async fn a_photo_that_cannot_be_decoded_has_no_thumbnail(b: Backend) {
    let w = World::new(b).await;
    let app = &w.app;
    // A JPEG signature and nothing of a picture after it. The upload check refuses it now
    // (docs/documents.md), so it stands for a photo stored before that check: written over a good
    // one.
    let broken = b"\xFF\xD8\xFF\xE0\x00\x10JFIF\x00 nothing of a picture here".to_vec();
    let refused = w
        .add(&w.ada, &w.asset("Broken"), Some(("broken.jpg", &broken)))
        .await;
    assert_eq!(refused.status, 422, "{}", refused.text());
    let made = w
        .added(&w.asset("Broken"), Some(("broken.jpg", &jpeg(8, 8))))
        .await;
    let id = &made["id"];
    let row = &app.asset_document_rows(made["id"].as_i64().unwrap()).await[0];
    app.state
        .files
        .put_named(&row.file_name, broken.clone().into())
        .await
        .unwrap();
    let photo = app
        .get(&format!("/files/asset/{id}/photo"), Some(&w.ada))
        .await;
    assert_eq!(photo.status, 200);
    assert_eq!(photo.body, broken);
    let thumb = app
        .get(&format!("/files/asset/{id}/thumb"), Some(&w.ada))
        .await;
    assert_eq!(thumb.status, 404, "{}", thumb.text());
    assert_eq!(
        app.stored_files().await,
        1,
        "no thumbnail and no temporary file left"
    );
    // A photo whose file went missing from the store: 404, not a failure.
    let gone = w
        .added(&w.asset("Gone"), Some(("gone.jpg", &jpeg(8, 8))))
        .await;
    let row = &app.asset_document_rows(gone["id"].as_i64().unwrap()).await[0];
    app.state.files.remove(&row.file_name).await.unwrap();
    for end in ["photo", "thumb"] {
        let reply = app
            .get(&format!("/files/asset/{}/{end}", gone["id"]), Some(&w.ada))
            .await;
        assert_eq!(reply.status, 404, "{end}");
    }
}

async fn documents_are_served_inline_or_as_attachments(b: Backend) {
    let w = World::new(b).await;
    let app = &w.app;
    let made = w.added(&w.asset("Blue Horse"), None).await;
    let id = made["id"].as_i64().unwrap();
    let picture = png(12, 12);
    let reply = w
        .upload(
            &w.ada,
            id,
            w.acme.id,
            &[("label.png", &picture), ("report.pdf", PDF)],
        )
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text());
    let docs = reply.json();
    let png_url = docs[0]["url"].as_str().unwrap().to_owned();
    let pdf_url = docs[1]["url"].as_str().unwrap().to_owned();
    let png_reply = app.get_with_cookie(&png_url, &w.ada_cookie).await;
    assert_eq!(png_reply.status, 200);
    assert_eq!(png_reply.body, picture);
    assert!(png_reply
        .header("content-disposition")
        .unwrap()
        .starts_with("inline; "));
    let pdf_reply = app.get(&pdf_url, Some(&w.ada)).await;
    assert!(pdf_reply
        .header("content-disposition")
        .unwrap()
        .starts_with("attachment; "));
    assert_eq!(
        pdf_reply.header("x-content-type-options").unwrap(),
        "nosniff"
    );
    for url in [&png_url, &pdf_url] {
        assert_eq!(app.get(url, None).await.status, 401);
        assert_eq!(app.get(url, Some(&w.zed)).await.status, 404);
        assert_eq!(app.get_with_cookie(url, &w.zed_cookie).await.status, 404);
        assert_eq!(app.get(url, Some(&w.admin)).await.status, 200);
    }
    assert_eq!(
        app.get("/files/document/999999", Some(&w.ada)).await.status,
        404
    );
}

/// The demo data's assets carry photo documents written by `seed-demo`: served like uploads,
/// to their own company and the admin only.
async fn the_demo_photos_are_served(b: Backend) {
    let app = TestApp::new(b).await;
    let store = app.state.files.clone();
    demo::seed(&app.state.db, &store, chrono::Utc::now())
        .await
        .unwrap();
    let reply = app
        .try_sign_in("clara@hollis.demo", demo::DEMO_PASSWORD)
        .await;
    let clara = reply.json()["access_token"].as_str().unwrap().to_owned();
    let reply = app
        .try_sign_in("admin@plinth.demo", demo::DEMO_PASSWORD)
        .await;
    let admin = reply.json()["access_token"].as_str().unwrap().to_owned();

    let mine = app.get("/api/inventory", Some(&clara)).await.json();
    let asset = &mine["rows"][0];
    let photo = asset["photo"]["url"]
        .as_str()
        .expect("demo assets have a photo");
    let reply = app.get(photo, Some(&clara)).await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.header("content-type").unwrap(), "image/jpeg");
    assert_eq!(size_of(&reply.body), (640, 480));
    let thumb = app
        .get(asset["photo"]["thumbUrl"].as_str().unwrap(), Some(&clara))
        .await;
    assert_eq!(thumb.status, 200);
    assert_eq!(size_of(&thumb.body), (320, 240));
    let docs = app
        .get(
            &format!("/api/inventory/{}/list", asset["id"]),
            Some(&clara),
        )
        .await;
    assert_eq!(docs.json()[0]["documentType"], "asset");

    // Another company's demo asset: 404 to Clara, served to the admin.
    let all = app.all_rows("/api/inventory?incHidden=true", &admin).await;
    let other = all
        .iter()
        .find(|a| a["companyId"] != asset["companyId"])
        .expect("a second demo company");
    let path = other["photo"]["url"].as_str().unwrap();
    assert_eq!(app.get(path, Some(&clara)).await.status, 404);
    assert_eq!(app.get(path, Some(&admin)).await.status, 200);
}

on_both_databases!(
    photos_and_thumbnails,
    a_photo_that_cannot_be_decoded_has_no_thumbnail,
    documents_are_served_inline_or_as_attachments,
    the_demo_photos_are_served
);

// The same through S3-compatible object storage (a bucket of the test S3 server).
crate::also_on_s3!(
    photos_and_thumbnails,
    a_photo_that_cannot_be_decoded_has_no_thumbnail,
    documents_are_served_inline_or_as_attachments,
);

/// With PostgreSQL and an object store an instance keeps nothing on its own disk: the demo's
/// photos, a thumbnail and a served document leave the data directory unmade.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_postgres_and_s3_nothing_is_written_to_the_data_dir() {
    let bucket = common::s3::new_bucket();
    let app = TestApp::with(Backend::Postgres, |s| {
        s.data_dir = s.data_dir.join("never-made");
        s.object_store = Some(bucket);
    })
    .await;
    let data_dir = app.state.settings.data_dir.clone();
    demo::seed(&app.state.db, &app.state.files, chrono::Utc::now())
        .await
        .unwrap();
    let reply = app
        .try_sign_in("clara@hollis.demo", demo::DEMO_PASSWORD)
        .await;
    let clara = reply.json()["access_token"].as_str().unwrap().to_owned();
    let asset = &app.get("/api/inventory", Some(&clara)).await.json()["rows"][0];
    for url in [&asset["photo"]["url"], &asset["photo"]["thumbUrl"]] {
        let reply = app.get(url.as_str().unwrap(), Some(&clara)).await;
        assert_eq!(reply.status, 200);
    }
    assert!(
        app.stored_files().await > 1,
        "the photos and a thumbnail are in the bucket"
    );
    assert!(!data_dir.exists(), "{} was made", data_dir.display());
}
