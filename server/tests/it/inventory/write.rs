//! Adding and changing assets through the multipart calls: what is stored and answered, theirRef
//! unique per company, every rule's 4xx with nothing written, the photo replaced or deleted with
//! its file, and the audit entries.
use crate::common;

use common::{
    inventory::{asset_form, measurement, World},
    multipart::{jpeg, png, PDF},
    Backend,
};
use serde_json::{json, Value};

fn with(mut v: Value, changes: Value) -> Value {
    for (k, c) in changes.as_object().unwrap() {
        v[k] = c.clone();
    }
    v
}

async fn an_asset_is_added_with_its_photo_and_measurements(b: Backend) {
    let w = World::new(b).await;
    let net = [
        measurement(12.5, "Kg", [100.0, 50.0, 20.0], "cm"),
        measurement(30.0, "lb", [40.0, 30.0, 10.0], "inch"),
    ];
    let body = json!({
        "companyDivisionId": w.london.id, "title": "  Blue Horse ", "artist": "Franz Marc",
        "theirRef": " BH-1 ", "value": "12500", "photoRotation": 90,
        "netMeasurements": net, "grossMeasurements": []
    });
    let made = w.added(&body, Some(("horse.jpg", &jpeg(800, 600)))).await;
    let id = made["id"].as_i64().unwrap();
    assert_eq!(made["title"], "Blue Horse");
    assert_eq!(made["artist"], "Franz Marc");
    assert_eq!(made["theirRef"], "BH-1");
    assert_eq!(made["ref"], Value::Null);
    assert_eq!(made["companyId"], w.acme.id);
    assert_eq!(made["owner"], json!({ "companyId": w.acme.id }));
    assert_eq!(made["companyDivisionId"], w.london.id);
    assert_eq!(made["companyDivision"], "London");
    assert_eq!(made["hasAssignment"], false);
    assert_eq!(made["assignmentId"], Value::Null);
    assert_eq!(made["inStorage"], false);
    assert_eq!(made["hidden"], false);
    assert_eq!(made["pieces"], 1, "pieces default to 1");
    assert_eq!(made["value"], "12500.00");
    assert_eq!(
        made["valueCurrency"], "USD",
        "the currency defaults to USD (docs/inventory.md)"
    );
    assert_eq!(
        made["netMeasurements"],
        json!(net),
        "kept in order, units as sent"
    );
    assert_eq!(made["grossMeasurements"], json!([]));
    assert_eq!(made["storage"], json!([]));
    assert_eq!(made["daysInStorageOutstanding"], 0);
    // No gross measurement: the first net one gives the volume and weight.
    let volume = made["grossVolume"].as_f64().unwrap();
    assert!((volume - 0.1).abs() < 1e-9, "{volume}");
    assert_eq!(made["grossWeight"], json!({ "value": 12.5, "unit": "Kg" }));
    assert_eq!(made["photoRotation"], 90);
    assert_eq!(made["imageName"], "horse.jpg");
    let photo = &made["photo"];
    assert_eq!(photo["name"], "horse.jpg");
    assert_eq!(photo["url"], format!("/files/asset/{id}/photo"));
    assert_eq!(photo["thumbUrl"], format!("/files/asset/{id}/thumb"));

    // Read back the same; the photo is a document row of type asset with one stored file.
    let read = w.get(&format!("/api/inventory/{id}"), &w.ada).await;
    assert_eq!(read.status, 200);
    assert_eq!(read.json(), made);
    let docs = w.app.asset_document_rows(id).await;
    assert_eq!(docs.len(), 1);
    assert_eq!(photo["id"], docs[0].id);
    assert_eq!(
        (
            docs[0].document_type.as_str(),
            docs[0].content_type.as_str()
        ),
        ("asset", "image/jpeg")
    );
    assert_ne!(
        docs[0].file_name, "horse.jpg",
        "stored under a name of the server's"
    );
    assert_eq!(w.app.stored_files().await, 1);
    assert_eq!(
        w.app.audit_trail("asset").await,
        [("create".to_owned(), id.to_string())]
    );
    let photo_audit = w.app.audit("document").await;
    assert_eq!(photo_audit.len(), 1);
    assert_eq!(photo_audit[0].company_id, Some(w.acme.id));

    // Gross measurements, when there are some, give the volume and weight.
    let gross = with(
        w.asset("Red Tower"),
        json!({ "netMeasurements": [measurement(1.0, "Kg", [1.0, 1.0, 1.0], "cm")],
                "grossMeasurements": [measurement(22.0, "lb", [10.0, 10.0, 10.0], "inch")],
                "value": "99.5", "valueCurrency": "GBP", "pieces": 3, "hidden": true }),
    );
    let tower = w.added(&gross, None).await;
    let volume = tower["grossVolume"].as_f64().unwrap();
    assert!((volume - 0.016387064).abs() < 1e-6, "{volume}");
    assert_eq!(tower["grossWeight"], json!({ "value": 22.0, "unit": "lb" }));
    assert_eq!(
        (
            &tower["value"],
            &tower["valueCurrency"],
            &tower["pieces"],
            &tower["hidden"]
        ),
        (&json!("99.50"), &json!("GBP"), &json!(3), &json!(true))
    );
    assert_eq!(tower["photo"], Value::Null);

    // Decimal text is kept exactly; `$` is USD, stored and read as the code.
    let euros = with(
        w.asset("Green Tower"),
        json!({ "value": "350.50", "valueCurrency": "EUR" }),
    );
    let green = w.added(&euros, None).await;
    assert_eq!(
        (&green["value"], &green["valueCurrency"]),
        (&json!("350.50"), &json!("EUR"))
    );
    let dollars = with(
        w.asset("Yellow Tower"),
        json!({ "value": "0.07", "valueCurrency": " $ " }),
    );
    let yellow = w.added(&dollars, None).await;
    assert_eq!(
        (&yellow["value"], &yellow["valueCurrency"]),
        (&json!("0.07"), &json!("USD"))
    );
    let read = w
        .get(&format!("/api/inventory/{}", yellow["id"]), &w.ada)
        .await;
    assert_eq!(read.json()["valueCurrency"], "USD");
}

async fn their_ref_is_unique_in_a_company(b: Backend) {
    let w = World::new(b).await;
    let first = w
        .added(
            &with(w.asset("Blue Horse"), json!({ "theirRef": "BH-1" })),
            None,
        )
        .await;
    let (rows, files) = (w.app.inventory_rows().await, w.app.stored_files().await);
    let again = w
        .add(
            &w.ada,
            &with(w.asset("Other"), json!({ "theirRef": " bh-1 " })),
            Some(("x.jpg", &jpeg(40, 40))),
        )
        .await;
    assert_eq!(again.status, 409);
    assert_eq!(
        again.messages(),
        ["Oops! Asset reference bh-1 alrady in use"]
    );
    assert_eq!(w.app.inventory_rows().await, rows, "nothing written");
    assert_eq!(w.app.stored_files().await, files, "the photo is not kept");

    // Another company may use the same reference.
    let zenith =
        json!({ "companyDivisionId": w.nyc.id, "title": "Night Cafe", "theirRef": "BH-1" });
    assert_eq!(w.add(&w.zed, &zenith, None).await.status, 201);

    // A change keeps its own reference, but may not take another asset's.
    let second = w.added(&w.asset("Grey Dawn"), None).await;
    let same = input_of(&first);
    assert_eq!(w.change(&w.ada, &same, None).await.status, 200);
    let take = with(input_of(&second), json!({ "theirRef": "BH-1" }));
    let taken = w.change(&w.ada, &take, None).await;
    assert_eq!(taken.status, 409);
    assert_eq!(
        taken.messages(),
        ["Oops! Asset reference BH-1 alrady in use"]
    );
}

/// The `asset` part of a change, from an asset as the API gives it.
fn input_of(asset: &Value) -> Value {
    json!({
        "id": asset["id"], "companyDivisionId": asset["companyDivisionId"], "title": asset["title"],
        "artist": asset["artist"], "ref": asset["ref"], "theirRef": asset["theirRef"],
        "pieces": asset["pieces"], "value": asset["value"], "valueCurrency": asset["valueCurrency"],
        "hidden": asset["hidden"], "photoRotation": asset["photoRotation"],
        "netMeasurements": asset["netMeasurements"], "grossMeasurements": asset["grossMeasurements"]
    })
}

async fn bad_input_is_refused_and_nothing_is_written(b: Backend) {
    let w = World::new(b).await;
    let base = w.asset("Blue Horse");
    let bad_entry = |weight: Value, wu: &str, lu: &str| {
        json!([{ "weight": { "value": weight, "unit": wu },
                 "dimension": { "x": 1, "y": 2, "z": 3, "xUnit": lu, "yUnit": "cm", "zUnit": "cm" } }])
    };
    let cases: Vec<(Value, u16)> = vec![
        (json!({ "title": "  " }), 422),
        (json!({ "title": "a\u{0}b" }), 422),
        (json!({ "pieces": 0 }), 422),
        (json!({ "photoRotation": 360 }), 422),
        (json!({ "photoRotation": -360 }), 422),
        (json!({ "value": "abc" }), 422),
        (json!({ "value": "1.234" }), 422),
        (json!({ "value": "-5" }), 422),
        // A comma is refused, not guessed at (350,50 was once stored as 35050).
        (json!({ "value": "350,50" }), 422),
        (json!({ "value": "12,500.50" }), 422),
        (
            json!({ "netMeasurements": bad_entry(json!(-1), "Kg", "cm") }),
            422,
        ),
        (
            json!({ "netMeasurements": bad_entry(json!(1), "g", "cm") }),
            422,
        ),
        (
            json!({ "grossMeasurements": bad_entry(json!(1), "Kg", "mm") }),
            422,
        ),
        (json!({ "id": 1 }), 422),
        (json!({ "colour": "blue" }), 422),
        (json!({ "ref": "PL-1" }), 422),
        (json!({ "companyDivisionId": w.nyc.id }), 404),
        (json!({ "companyDivisionId": 999_999 }), 404),
    ];
    let (rows, files) = (w.app.inventory_rows().await, w.app.stored_files().await);
    for (change, status) in cases {
        let body = with(base.clone(), change.clone());
        let reply = w.add(&w.ada, &body, Some(("p.jpg", &jpeg(20, 20)))).await;
        assert_eq!(reply.status, status, "{change}: {}", reply.text());
        assert_eq!(reply.messages().len(), 1, "{change}");
    }
    let comma = with(base.clone(), json!({ "value": "350,50" }));
    assert_eq!(
        w.add(&w.ada, &comma, None).await.messages(),
        [
            "The value '350,50' has a comma: send plain decimal text with a point and no group \
          separators, like 12500 or 12500.50."
        ]
    );
    // A number too large for a float is refused as the JSON it is.
    let huge = r#"{"companyDivisionId":1,"title":"x","netMeasurements":[{"weight":{"value":1e999,"unit":"Kg"},"dimension":{"x":1,"y":1,"z":1,"xUnit":"cm","yUnit":"cm","zUnit":"cm"}}]}"#;
    let form = common::multipart::Form::new().text("asset", huge);
    let reply = w
        .app
        .post_form_data("/api/inventory", Some(&w.ada), form)
        .await;
    assert_eq!(reply.status, 422, "{}", reply.text());

    // The form itself: parts missing, unknown or wrong, and files that are not photos.
    let form = common::multipart::Form::new();
    let parts: Vec<(common::multipart::Form, u16, Option<&str>)> = vec![
        (form.clone().text("title", "x"), 422, None),
        (form.clone(), 422, None),
        (form.clone().text("asset", "not json"), 422, None),
        (asset_form(&base, None).text("colour", "blue"), 422, None),
        (
            asset_form(&base, None)
                .file("photo.content", "p.jpg", "image/jpeg", &jpeg(8, 8))
                .text("photo.documentType", "document"),
            422,
            None,
        ),
        (
            asset_form(&base, None).file("photo.content", "scan.pdf", "application/pdf", PDF),
            415,
            Some("Oops! file type not allowed (pdf)"),
        ),
        (
            asset_form(&base, None).file("photo.content", "p.jpg", "image/jpeg", &png(8, 8)),
            415,
            Some("Oops! file type not allowed (jpg)"),
        ),
    ];
    for (form, status, message) in parts {
        let reply = w
            .app
            .post_form_data("/api/inventory", Some(&w.ada), form)
            .await;
        assert_eq!(reply.status, status, "{}", reply.text());
        if let Some(m) = message {
            assert_eq!(reply.messages(), [m]);
        }
    }
    // JSON instead of a form; no sign-in.
    let json_body = w
        .app
        .post_json("/api/inventory", Some(&w.ada), &base.to_string())
        .await;
    assert_eq!(json_body.status, 400, "{}", json_body.text());
    assert_eq!(w.add("nobody", &base, None).await.status, 401);
    assert_eq!(w.app.inventory_rows().await, rows, "nothing written");
    assert_eq!(w.app.stored_files().await, files, "no file left");
}

async fn a_change_replaces_or_removes_the_photo(b: Backend) {
    let w = World::new(b).await;
    let made = w
        .added(&w.asset("Blue Horse"), Some(("old.jpg", &jpeg(64, 48))))
        .await;
    let id = made["id"].as_i64().unwrap();
    let old_photo = made["photo"]["id"].clone();
    // The thumbnail is made and cached; it must go with its photo.
    let thumb = w.get(&format!("/files/asset/{id}/thumb"), &w.ada).await;
    assert_eq!(thumb.status, 200);
    assert_eq!(w.app.stored_files().await, 2);

    let change = with(
        input_of(&made),
        json!({ "title": "Blue Horse II", "pieces": 2, "value": "1250.5", "photoRotation": -90,
                "netMeasurements": [measurement(3.0, "lb", [1.0, 2.0, 3.0], "inch")] }),
    );
    let changed = w
        .change(&w.ada, &change, Some(("new.png", &png(30, 20))))
        .await;
    assert_eq!(changed.status, 200, "{}", changed.text());
    let changed = changed.json();
    assert_eq!(changed["title"], "Blue Horse II");
    assert_eq!(changed["pieces"], 2);
    assert_eq!(changed["value"], "1250.50");
    assert_eq!(changed["photoRotation"], -90);
    assert_eq!(changed["netMeasurements"].as_array().unwrap().len(), 1);
    assert_eq!(changed["imageName"], "new.png");
    assert_ne!(changed["photo"]["id"], old_photo);
    let docs = w.app.asset_document_rows(id).await;
    assert_eq!(docs.len(), 1, "the old photo's row is gone");
    assert_eq!(docs[0].content_type, "image/png");
    assert_eq!(
        w.app.stored_files().await,
        1,
        "the old photo and its thumb are removed"
    );
    let served = w.get(&format!("/files/asset/{id}/photo"), &w.ada).await;
    assert_eq!(served.header("content-type").unwrap(), "image/png");

    // Left-out measurements stay as they are; deletePhoto removes the photo and its file.
    let mut keep = input_of(&changed);
    keep.as_object_mut().unwrap().remove("netMeasurements");
    keep["deletePhoto"] = json!(true);
    let removed = w.change(&w.ada, &keep, None).await;
    assert_eq!(removed.status, 200, "{}", removed.text());
    let removed = removed.json();
    assert_eq!(removed["photo"], Value::Null);
    assert_eq!(removed["imageName"], Value::Null);
    assert_eq!(removed["netMeasurements"], changed["netMeasurements"]);
    assert!(w.app.asset_document_rows(id).await.is_empty());
    assert_eq!(w.app.stored_files().await, 0);
    let gone = w.get(&format!("/files/asset/{id}/photo"), &w.ada).await;
    assert_eq!(gone.status, 404);

    let trail: Vec<String> = w
        .app
        .audit_trail("asset")
        .await
        .into_iter()
        .map(|(a, _)| a)
        .collect();
    assert_eq!(trail, ["create", "update", "update"]);
    let docs: Vec<String> = w
        .app
        .audit_trail("document")
        .await
        .into_iter()
        .map(|(a, _)| a)
        .collect();
    assert_eq!(docs, ["create", "delete", "create", "delete"]);
}

async fn changes_keep_to_the_company_and_its_rules(b: Backend) {
    let w = World::new(b).await;
    let made = w.added(&w.asset("Blue Horse"), None).await;
    let input = input_of(&made);
    // No id, another company's asset, another company's division.
    let mut no_id = input.clone();
    no_id.as_object_mut().unwrap().remove("id");
    assert_eq!(w.change(&w.ada, &no_id, None).await.status, 422);
    assert_eq!(w.change(&w.zed, &input, None).await.status, 404);
    let to_nyc = with(input.clone(), json!({ "companyDivisionId": w.nyc.id }));
    assert_eq!(w.change(&w.ada, &to_nyc, None).await.status, 404);
    assert_eq!(
        w.change(&w.admin, &to_nyc, None).await.status,
        422,
        "an asset keeps its company"
    );
    // Another division of the company is fine, unless the asset is on an open assignment.
    let to_paris = with(input.clone(), json!({ "companyDivisionId": w.paris.id }));
    let moved = w.change(&w.ada, &to_paris, None).await;
    assert_eq!(moved.status, 200, "{}", moved.text());
    assert_eq!(moved.json()["companyDivision"], "Paris");
    let job = w.app.assignment(&w.paris, "A-100", None).await;
    w.app
        .link_asset(&job, made["id"].as_i64().unwrap() as i32)
        .await;
    let back = w.change(&w.ada, &input, None).await;
    assert_eq!(back.status, 409, "{}", back.text());
    assert!(
        back.messages()[0].contains("A-100"),
        "{:?}",
        back.messages()
    );

    // The provider's reference is the admin's to set; a customer may send it back unchanged.
    let other = w.added(&w.asset("Red Tower"), None).await;
    let set = with(input_of(&other), json!({ "ref": "PL-7" }));
    assert_eq!(w.change(&w.ada, &set, None).await.status, 422);
    let by_admin = w.change(&w.admin, &set, None).await;
    assert_eq!(by_admin.status, 200, "{}", by_admin.text());
    assert_eq!(by_admin.json()["ref"], "PL-7");
    assert_eq!(
        w.change(&w.ada, &set, None).await.status,
        200,
        "the same ref"
    );
    let differ = with(set.clone(), json!({ "ref": "PL-8" }));
    assert_eq!(w.change(&w.ada, &differ, None).await.status, 422);
    // Left out (or null) by a customer, it stays as the admin set it.
    let left_out = with(set.clone(), json!({ "ref": null, "title": "Red Tower II" }));
    let kept = w.change(&w.ada, &left_out, None).await;
    assert_eq!(kept.status, 200, "{}", kept.text());
    assert_eq!(kept.json()["ref"], "PL-7");

    // The admin adds to any company's division; the asset belongs to that company.
    let admin_add = json!({ "companyDivisionId": w.nyc.id, "title": "Night Cafe", "ref": "PL-9" });
    let made = w.add(&w.admin, &admin_add, None).await;
    assert_eq!(made.status, 201, "{}", made.text());
    assert_eq!(made.json()["companyId"], w.zenith.id);
    assert_eq!(made.json()["ref"], "PL-9");
}

on_both_databases!(
    an_asset_is_added_with_its_photo_and_measurements,
    their_ref_is_unique_in_a_company,
    bad_input_is_refused_and_nothing_is_written,
    a_change_replaces_or_removes_the_photo,
    changes_keep_to_the_company_and_its_rules
);

// The same through S3-compatible object storage (a bucket of the test S3 server).
crate::also_on_s3!(
    an_asset_is_added_with_its_photo_and_measurements,
    bad_input_is_refused_and_nothing_is_written,
    a_change_replaces_or_removes_the_photo,
);
