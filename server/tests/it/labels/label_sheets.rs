//! Labels (`POST /api/inventory/generate/labels`), read back: one a piece, the refs, names and
//! sizes on them, the page count of both layouts, the QR codes drawn to pixels and decoded to the
//! asset's scan address; the caller's scope and bad requests; and where the scan address sends
//! the admin, the owner, another customer and someone not signed in.
use crate::common;

use common::{
    labels::{pdf_pages, pictures, Floor, LABELS},
    Backend,
};
use serde_json::json;
use server::features::labels::dto::LabelLayout;

async fn labels_print_a_label_a_piece_on_both_layouts(b: Backend) {
    let f = Floor::new(b).await;
    let ids = json!([f.pear, f.horse, f.cafe]);
    let reply = f
        .post(LABELS, &f.w.admin, &json!({ "ids": ids, "layout": "a4" }))
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(
        reply.header("content-type").as_deref(),
        Some("application/pdf")
    );
    let name = format!("labels-{}.pdf", chrono::Utc::now().format("%Y-%m-%d"));
    assert_eq!(reply.header("x-filename"), Some(name.clone()));
    assert!(reply.header("content-disposition").unwrap().contains(&name));
    // Five labels (three pieces of the pear): one A4 sheet of eight.
    let pages = pdf_pages(&reply.body);
    assert_eq!(pages.len(), 1, "{pages:?}");
    let sheet = &pages[0];
    for expected in [
        "P-100",
        "GP-7",
        "Golden Pear",
        "Ana Pintora",
        "Acme",
        "London",
        "100.0 × 80.0 × 10.0 cm",
        "39.4 × 31.5 × 3.9 in",
        "3 pieces",
        "1 of 3",
        "2 of 3",
        "3 of 3",
        "P-101",
        "Blue Horse",
        "Paris",
        "40.0 × 60.0 × 3.0 cm",
        "1 piece",
        "P-102",
        "NC-1",
        "Night Cafe",
        "V. van Gogh",
        "Zenith",
        "New York",
    ] {
        assert!(sheet.contains(expected), "{expected:?} not in: {sheet}");
    }
    assert_eq!(sheet.matches("Golden Pear").count(), 3, "a label a piece");
    assert_eq!(
        pictures(&reply.body),
        0,
        "the QR codes are vectors, and labels carry no photo"
    );

    // Thermal: one label a page.
    let thermal = f
        .post(
            LABELS,
            &f.w.admin,
            &json!({ "ids": ids, "layout": "thermal" }),
        )
        .await;
    assert_eq!(thermal.status, 200, "{}", thermal.text());
    let pages = pdf_pages(&thermal.body);
    assert_eq!(pages.len(), 5);
    assert!(
        pages[1].contains("2 of 3") && pages[1].contains("Golden Pear"),
        "{}",
        pages[1]
    );
    assert!(
        pages[4].contains("Night Cafe") && !pages[4].contains("of 3"),
        "{}",
        pages[4]
    );

    // Nine labels make two A4 sheets; the layout defaults to A4.
    let more = f
        .post(
            LABELS,
            &f.w.admin,
            &json!({ "ids": [f.pear, f.pear, f.horse, f.cafe, f.pear] }),
        )
        .await;
    assert_eq!(more.status, 200, "{}", more.text());
    assert_eq!(
        pdf_pages(&more.body).len(),
        1,
        "a repeated id is printed once"
    );
    let mut many = Vec::new();
    for i in 0..4 {
        let a =
            f.w.added(
                &json!({ "companyDivisionId": f.w.london.id, "title": format!("Study {i}") }),
                None,
            )
            .await;
        many.push(a["id"].as_i64().unwrap());
    }
    many.extend([f.pear as i64, f.horse as i64, f.cafe as i64]);
    let two = f.post(LABELS, &f.w.admin, &json!({ "ids": many })).await;
    assert_eq!(pdf_pages(&two.body).len(), 2, "9 labels, 8 a sheet");
}

async fn the_qr_codes_hold_each_assets_scan_address(b: Backend) {
    let f = Floor::new(b).await;
    let ids = [f.pear, f.horse, f.cafe];
    let origin = "https://plinth.example";
    let url = |id: i32| format!("{origin}/app/asset/{id}");
    let a4 = f.decoded_labels(&ids, origin, LabelLayout::A4).await;
    let mut expected = vec![
        url(f.pear),
        url(f.pear),
        url(f.pear),
        url(f.horse),
        url(f.cafe),
    ];
    expected.sort();
    assert_eq!(a4, vec![expected]);
    let thermal = f.decoded_labels(&ids, origin, LabelLayout::Thermal).await;
    assert_eq!(thermal.len(), 5);
    assert_eq!(thermal[0], vec![url(f.pear)]);
    assert_eq!(thermal[3], vec![url(f.horse)]);
    assert_eq!(thermal[4], vec![url(f.cafe)]);

    // The origin printed: the Host the request came to (no public URL configured here).
    let reply = f
        .labels_at("labels.test:8080", &json!({ "ids": [f.horse] }))
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    // Read without spaces: a long address wraps under its code.
    let text = pdf_pages(&reply.body).concat().replace(' ', "");
    assert!(
        text.contains(&format!("labels.test:8080/app/asset/{}", f.horse)),
        "{text}"
    );
}

async fn the_public_url_is_printed_when_configured(b: Backend) {
    let f = Floor::new(b).await;
    let mut state = f.w.app.state.clone();
    let mut settings = (*state.settings).clone();
    settings.public_url = Some("https://art.example/plinth".into());
    state.settings = std::sync::Arc::new(settings);
    let app = server::router(state);
    use tower::ServiceExt;
    let req = axum::http::Request::post(LABELS)
        .header("host", "internal:8080")
        .header("content-type", "application/json")
        .header("authorization", format!("Bearer {}", f.w.admin))
        .body(axum::body::Body::from(
            json!({ "ids": [f.cafe] }).to_string(),
        ))
        .unwrap();
    let res = app.oneshot(req).await.unwrap();
    assert_eq!(res.status(), 200);
    let body = http_body_util::BodyExt::collect(res.into_body())
        .await
        .unwrap()
        .to_bytes();
    let text = pdf_pages(&body).concat().replace(' ', "");
    assert!(
        text.contains(&format!("art.example/plinth/app/asset/{}", f.cafe)),
        "{text}"
    );
    assert!(!text.contains("internal:8080"), "{text}");
}

async fn a_customer_prints_only_their_own_assets(b: Backend) {
    let f = Floor::new(b).await;
    let own = f
        .post(LABELS, &f.w.ada, &json!({ "ids": [f.pear, f.horse] }))
        .await;
    assert_eq!(own.status, 200, "{}", own.text());
    assert_eq!(pdf_pages(&own.body).len(), 1);
    // Another company's id anywhere in the request: 404 for the whole request, no PDF.
    let mixed = f
        .post(LABELS, &f.w.ada, &json!({ "ids": [f.pear, f.cafe] }))
        .await;
    assert_eq!(mixed.status, 404, "{}", mixed.text());
    assert_eq!(
        mixed.messages(),
        [format!("No asset with the id {}.", f.cafe)]
    );
    let theirs = f.post(LABELS, &f.w.zed, &json!({ "ids": [f.cafe] })).await;
    assert_eq!(theirs.status, 200);
    let unknown = f
        .post(
            LABELS,
            &f.w.admin,
            &json!({ "ids": [f.pear, 999_998, 999_999] }),
        )
        .await;
    assert_eq!(unknown.status, 404);
    assert_eq!(
        unknown.messages(),
        ["No assets with the ids 999998, 999999."]
    );
    let none =
        f.w.app
            .post_json(LABELS, None, &json!({ "ids": [f.pear] }).to_string())
            .await;
    assert_eq!(none.status, 401);
}

async fn bad_label_requests_say_what_is_wrong(b: Backend) {
    let f = Floor::new(b).await;
    let empty = f.post(LABELS, &f.w.admin, &json!({ "ids": [] })).await;
    assert_eq!(empty.status, 400);
    assert_eq!(
        empty.messages(),
        ["Add at least one asset to the picking list: ids is empty."]
    );
    let ids: Vec<i32> = (1..=1_001).collect();
    let many = f.post(LABELS, &f.w.admin, &json!({ "ids": ids })).await;
    assert_eq!(many.status, 422);
    assert!(
        many.messages()[0].contains("At most 1000 assets"),
        "{:?}",
        many.messages()
    );
    for body in [
        json!({ "ids": [f.pear], "layout": "letter" }),
        json!({ "ids": [f.pear], "colour": "red" }),
        json!({ "ids": "1,2" }),
    ] {
        let reply = f.post(LABELS, &f.w.admin, &body).await;
        assert!(
            matches!(reply.status.as_u16(), 400 | 422),
            "{body}: {}",
            reply.status
        );
        assert_eq!(reply.messages().len(), 1, "{body}");
    }
}

async fn the_scan_address_opens_the_page_the_reader_may_see(b: Backend) {
    let f = Floor::new(b).await;
    let scan = format!("/app/asset/{}", f.pear);
    let location = |r: &common::Reply| r.header("location").unwrap_or_default();
    let admin = f.w.app.page(&scan, Some(&f.admin_cookie)).await;
    assert!(admin.status.is_redirection(), "{}", admin.status);
    assert_eq!(location(&admin), format!("/app/admin/inventory/{}", f.pear));
    assert_eq!(admin.header("cache-control").as_deref(), Some("no-store"));
    let owner = f.w.app.page(&scan, Some(&f.w.ada_cookie)).await;
    assert_eq!(location(&owner), format!("/app/inventory/{}", f.pear));
    let page = f.w.app.page(&location(&owner), Some(&f.w.ada_cookie)).await;
    assert_eq!(page.status, 200, "the owner's own asset page");
    let other = f.w.app.page(&scan, Some(&f.w.zed_cookie)).await;
    assert_eq!(location(&other), format!("/app/inventory/{}", f.pear));
    let refused = f.w.app.page(&location(&other), Some(&f.w.zed_cookie)).await;
    assert_eq!(location(&refused), "/404", "another company's asset");
    let stranger = f.w.app.page(&scan, None).await;
    assert_eq!(
        location(&stranger),
        format!("/pages/signin?returnTo=%2Fapp%2Fasset%2F{}", f.pear)
    );
    let nonsense = f.w.app.page("/app/asset/pear", Some(&f.w.ada_cookie)).await;
    assert_eq!(location(&nonsense), "/404");
}

on_both_databases!(
    labels_print_a_label_a_piece_on_both_layouts,
    the_qr_codes_hold_each_assets_scan_address,
    the_public_url_is_printed_when_configured,
    a_customer_prints_only_their_own_assets,
    bad_label_requests_say_what_is_wrong,
    the_scan_address_opens_the_page_the_reader_may_see,
);
