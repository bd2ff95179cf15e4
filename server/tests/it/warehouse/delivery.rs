//! Proof of delivery: the receiver, a signature, photos, notes and remarks made into a PDF stored
//! as the assignment's document, which its customer sees (text and pictures read back).
use crate::common::{
    assignments::World,
    labels::pdf_pages,
    multipart::{jpeg, png, Form},
    Backend,
};

/// The sizes (width, height) of the raster pictures a PDF holds.
fn picture_sizes(bytes: &[u8]) -> Vec<(i64, i64)> {
    let doc = pdf_extract::Document::load_mem(bytes).unwrap();
    let mut sizes: Vec<(i64, i64)> = doc
        .objects
        .values()
        .filter_map(|o| o.as_stream().ok())
        .filter(|s| {
            s.dict.get(b"Subtype").and_then(|v| v.as_name()).ok() == Some(b"Image".as_slice())
        })
        .filter_map(|s| {
            Some((
                s.dict.get(b"Width").ok()?.as_i64().ok()?,
                s.dict.get(b"Height").ok()?.as_i64().ok()?,
            ))
        })
        .collect();
    sizes.sort();
    sizes.dedup();
    sizes
}

fn proof(w: &World) -> Form {
    Form::new()
        .text("receiver", "Grace Hopper")
        .text("receivedAt", "2026-11-26T14:05:00Z")
        .text("kind", "delivery")
        .text("notes", "Left in the loading bay, door 3.")
        .text(
            "remarks",
            &format!(
                r#"[{{"assetId": {}, "remark": "Corner of the frame chipped"}}]"#,
                w.horse.id
            ),
        )
        .file("signature", "signature.png", "image/png", &png(300, 120))
        .file("photo", "crate.jpg", "image/jpeg", &jpeg(64, 48))
        .file("photo", "wall.jpg", "image/jpeg", &jpeg(80, 60))
}

async fn a_proof_of_delivery_is_a_pdf_the_customer_sees(b: Backend) {
    let w = World::new(b).await;
    let job = w.made(&[&w.horse, &w.tower]).await;
    let id = job["id"].as_i64().unwrap();
    let path = format!("/api/admin/warehouse/assignment/{id}/delivery-proof");
    let reply = w.app.post_form_data(&path, Some(&w.admin), proof(&w)).await;
    assert_eq!(reply.status, 201, "{}", reply.text());
    let doc = reply.json();
    let name = doc["name"].as_str().unwrap().to_owned();
    assert!(
        name.starts_with("Proof of delivery ") && name.ends_with(".pdf"),
        "{name}"
    );

    // The customer sees it among the assignment's documents and can open it.
    let listed = w
        .get(&format!("/api/assignment/{id}/list"), &w.ada)
        .await
        .json();
    let mine = listed
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["name"] == name)
        .expect("listed for the customer");
    let file = w
        .app
        .get(&format!("/files/document/{}", mine["id"]), Some(&w.ada))
        .await;
    assert_eq!(file.status, 200);
    let text = pdf_pages(&file.body).join(" ");
    for expected in [
        "Proof of delivery",
        job["ref"].as_str().unwrap(),
        "Grace Hopper",
        "2026-11-26 14:05 UTC",
        "Left in the loading bay, door 3.",
        "Blue Horse",
        "BH-1",
        "Red Tower",
        "Corner of the frame chipped",
        "Signature of the receiver",
    ] {
        assert!(text.contains(expected), "{expected:?} not in {text}");
    }
    // The signature and both photos are in it, at their own sizes.
    assert_eq!(picture_sizes(&file.body), [(64, 48), (80, 60), (300, 120)]);
    // Another company's customer cannot see it; the history names the document.
    assert_eq!(
        w.app
            .get(&format!("/files/document/{}", mine["id"]), Some(&w.zed))
            .await
            .status,
        404
    );
}

async fn a_proof_needs_a_receiver_and_a_signature_and_keeps_to_its_works(b: Backend) {
    let w = World::new(b).await;
    let job = w.made(&[&w.horse]).await;
    let id = job["id"].as_i64().unwrap();
    let path = format!("/api/admin/warehouse/assignment/{id}/delivery-proof");
    let no_signature = Form::new().text("receiver", "Grace");
    let reply = w
        .app
        .post_form_data(&path, Some(&w.admin), no_signature)
        .await;
    assert_eq!(reply.status, 422, "{}", reply.text());
    assert!(reply.messages()[0].contains("signature"));
    let no_receiver = Form::new().file("signature", "s.png", "image/png", &png(10, 10));
    assert_eq!(
        w.app
            .post_form_data(&path, Some(&w.admin), no_receiver)
            .await
            .status,
        422
    );
    let stray = Form::new()
        .text("receiver", "Grace")
        .text(
            "remarks",
            &format!(r#"[{{"assetId": {}, "remark": "x"}}]"#, w.cafe.id),
        )
        .file("signature", "s.png", "image/png", &png(10, 10));
    let reply = w.app.post_form_data(&path, Some(&w.admin), stray).await;
    assert_eq!(reply.status, 422);
    assert!(
        reply.messages()[0].contains("is not on assignment"),
        "{:?}",
        reply.messages()
    );
    let not_a_picture = Form::new().text("receiver", "Grace").file(
        "signature",
        "s.png",
        "image/png",
        b"not a picture at all",
    );
    assert_eq!(
        w.app
            .post_form_data(&path, Some(&w.admin), not_a_picture)
            .await
            .status
            .as_u16()
            / 100,
        4
    );
    let customer = w.app.post_form_data(&path, Some(&w.ada), proof(&w)).await;
    assert_eq!(customer.status, 403);
    let missing = w
        .app
        .post_form_data(
            "/api/admin/warehouse/assignment/99999/delivery-proof",
            Some(&w.admin),
            proof(&w),
        )
        .await;
    assert_eq!(missing.status, 404);
    // Nothing was stored by the refusals.
    let listed = w
        .get(&format!("/api/assignment/{id}/list"), &w.admin)
        .await
        .json();
    assert_eq!(listed.as_array().unwrap().len(), 0);
}

on_both_databases!(
    a_proof_of_delivery_is_a_pdf_the_customer_sees,
    a_proof_needs_a_receiver_and_a_signature_and_keeps_to_its_works,
);
