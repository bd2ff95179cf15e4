//! A report round trips with its observations and marked photos; signing locks it for good and
//! stores a digest that is checked on every read; a photo byte changed in the store shows.
use entity::condition_photo;
use sea_orm::{ActiveModelTrait, EntityTrait, Set};
use serde_json::json;

use super::{intake, rect_mark, report};
use crate::common::{labels::Floor, multipart::jpeg, Backend};

async fn a_report_with_marked_photos_round_trips(b: Backend) {
    let f = Floor::new(b).await;
    let r = f.marked_draft(64, 48).await;
    assert_eq!(r["kind"], "intake");
    assert_eq!(r["overall"], "fair");
    assert_eq!(r["examinedOn"], "2026-11-20");
    assert_eq!(r["canEdit"], true);
    assert_eq!(r["signedAt"], json!(null));
    assert_eq!(r["observations"], intake()["observations"]);
    let photo = &r["photos"][0];
    assert_eq!(
        (
            photo["width"].as_i64(),
            photo["height"].as_i64(),
            photo["rotation"].as_i64()
        ),
        (Some(64), Some(48), Some(90))
    );
    assert_eq!(photo["marks"].as_array().unwrap().len(), 3);
    assert_eq!(
        photo["marks"][0]["target"]["selector"]["value"],
        "xywh=pixel:10,12,20.5,8"
    );
    // The photo is served whole, as the store keeps it, at full resolution.
    let file =
        f.w.app
            .get(photo["url"].as_str().unwrap(), Some(&f.w.admin))
            .await;
    assert_eq!(file.status, 200);
    let row = condition_photo::Entity::find_by_id(photo["id"].as_i64().unwrap() as i32)
        .one(&f.w.app.state.db)
        .await
        .unwrap()
        .unwrap();
    let stored =
        f.w.app
            .state
            .files
            .read(&row.file_name)
            .await
            .unwrap()
            .unwrap();
    assert_eq!(file.body, stored);
    let picture = image::load_from_memory(&file.body).unwrap();
    assert_eq!((picture.width(), picture.height()), (64, 48));

    // A mark outside the photo, or on no observation, is refused and nothing changes.
    let source = photo["source"].as_str().unwrap();
    let path = format!(
        "{}/photos/{}",
        report(r["id"].as_i64().unwrap()),
        photo["id"]
    );
    for bad in [
        rect_mark(1, source, "obs-1", "60,40,10,10"),
        rect_mark(1, source, "obs-9", "1,1,2,2"),
        rect_mark(1, "urn:plinth:condition-photo:999", "obs-1", "1,1,2,2"),
    ] {
        let refused =
            f.w.app
                .put_json(
                    &path,
                    Some(&f.w.admin),
                    &json!({"rotation": 0, "marks": [bad]}).to_string(),
                )
                .await;
        assert_eq!(refused.status, 422, "{}", refused.text());
    }
    // An observation still marked cannot be dropped from the draft.
    let mut fewer = intake();
    fewer["observations"].as_array_mut().unwrap().truncate(1);
    let refused =
        f.w.app
            .put_json(
                &report(r["id"].as_i64().unwrap()),
                Some(&f.w.admin),
                &fewer.to_string(),
            )
            .await;
    assert_eq!(refused.status, 422, "{}", refused.text());
    let again =
        f.w.app
            .get(&report(r["id"].as_i64().unwrap()), Some(&f.w.admin))
            .await
            .json();
    assert_eq!(again, r, "nothing changed");
}

async fn signing_locks_every_write_and_the_digest_matches(b: Backend) {
    let f = Floor::new(b).await;
    let r = f.marked_draft(64, 48).await;
    let id = r["id"].as_i64().unwrap();
    let signed = f.sign(&f.w.admin, id).await;
    assert_eq!(signed.status, 200, "{}", signed.text());
    let signed = signed.json();
    let digest = signed["digest"].as_str().unwrap().to_owned();
    assert_eq!(digest.len(), 64);
    assert!(signed["signedAt"].is_string());
    assert_eq!(signed["canEdit"], false);
    assert_eq!(
        signed["integrity"],
        json!({"stored": digest, "computed": digest, "matches": true})
    );

    let photo = &signed["photos"][0];
    let photo_path = format!("{}/photos/{}", report(id), photo["id"]);
    let writes = [
        f.w.app
            .put_json(&report(id), Some(&f.w.admin), &intake().to_string())
            .await,
        f.w.app
            .put_json(
                &photo_path,
                Some(&f.w.admin),
                &json!({"rotation": 0, "marks": []}).to_string(),
            )
            .await,
        f.add_photo(&f.w.admin, id, &jpeg(8, 8)).await,
        f.w.app.delete(&photo_path, Some(&f.w.admin)).await,
        f.w.app.delete(&report(id), Some(&f.w.admin)).await,
        f.sign(&f.w.admin, id).await,
    ];
    for w in writes {
        assert_eq!(w.status, 409, "{}", w.text());
        let message = w.messages().join(" ");
        assert!(
            message.contains(&format!("Condition report {id} of 2026-11-20 was signed")),
            "{message}"
        );
        assert!(message.contains("amends"), "{message}");
    }
    let after = f.w.app.get(&report(id), Some(&f.w.admin)).await.json();
    assert_eq!(after, signed, "nothing changed");

    // The digest recomputed from the rows and the stored bytes is the one stored.
    let state = &f.w.app.state;
    let rec = server::features::condition_reports::read::record(
        &state.db,
        entity::condition_report::Entity::find_by_id(id as i32)
            .one(&state.db)
            .await
            .unwrap()
            .unwrap(),
    )
    .await
    .unwrap();
    let recomputed = server::features::condition_reports::read::current_digest(&state.files, &rec)
        .await
        .unwrap();
    assert_eq!(recomputed, digest);

    // A correction is a new report naming the one it amends.
    let mut correction = intake();
    correction["amendsId"] = json!(id);
    let made = f.new_report(&f.w.admin, f.pear, &correction).await;
    assert_eq!(made.status, 201, "{}", made.text());
    assert_eq!(made.json()["amendsId"], json!(id));
    let mut wrong = intake();
    wrong["amendsId"] = made.json()["id"].clone();
    assert_eq!(
        f.new_report(&f.w.admin, f.pear, &wrong).await.status,
        422,
        "only a signed report is amended"
    );
}

async fn a_tampered_photo_byte_is_detected(b: Backend) {
    let f = Floor::new(b).await;
    let r = f.marked_draft(64, 48).await;
    let id = r["id"].as_i64().unwrap();
    assert_eq!(f.sign(&f.w.admin, id).await.status, 200);
    // One byte of the photo changed in the store (written through the store's own methods).
    let state = &f.w.app.state;
    let store = &state.files;
    let row = condition_photo::Entity::find_by_id(r["photos"][0]["id"].as_i64().unwrap() as i32)
        .one(&state.db)
        .await
        .unwrap()
        .unwrap();
    let mut bytes = store.read(&row.file_name).await.unwrap().unwrap().to_vec();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x01;
    let tampered = store.put(bytes, "jpg").await.unwrap();
    let mut active: condition_photo::ActiveModel = row.into();
    active.file_name = Set(tampered);
    active.update(&state.db).await.unwrap();

    let read = f.w.app.get(&report(id), Some(&f.w.admin)).await.json();
    let integrity = &read["integrity"];
    assert_eq!(integrity["matches"], false, "{integrity}");
    assert_ne!(integrity["stored"], integrity["computed"]);
    let customer = f.w.app.get(&report(id), Some(&f.w.ada)).await.json();
    assert_eq!(
        customer["integrity"]["matches"], false,
        "shown to the customer too"
    );
}

on_both_databases!(
    a_report_with_marked_photos_round_trips,
    signing_locks_every_write_and_the_digest_matches,
    a_tampered_photo_byte_is_detected,
);
