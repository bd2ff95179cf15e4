//! `GET /api/admin/storage/`: the assets in storage now (an open entry), every company's, with
//! owner, division, location, in since, days outstanding and gross volume, through the list
//! contract; admin only. And the asset's own `daysInStorageOutstanding` (customer and admin).
use crate::common;

use common::{
    invoices::World,
    pages::{self, keys},
    storage_billing::day,
    Backend,
};
use serde_json::{json, Value};

const LIST: &str = "/api/admin/storage/";

fn titles(page: &Value) -> Vec<String> {
    page["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["title"].as_str().unwrap().to_owned())
        .collect()
}

async fn the_list_holds_what_is_in_storage_now(b: Backend) {
    let w = World::new(b).await;
    let blue = w
        .stored(&w.hollis_london, "Blue Study", Some("HG-1"), 10, None)
        .await;
    // Out two days ago: not in storage now, but 3 days are outstanding (in 5 ago, out 2 ago).
    let gone = w
        .stored(&w.hollis_london, "Gone Away", Some("HG-2"), 5, Some(2))
        .await;
    let vase = w
        .stored(&w.marlow_paris, "Vase", Some("MF-1"), 3, None)
        .await;
    w.gross(&vase, [100.0, 50.0, 20.0]).await;
    w.app.asset(&w.hollis_london, "Never Stored").await;

    let page = w.app.get(LIST, Some(&w.admin)).await;
    assert_eq!(page.status, 200, "{}", page.text());
    let page = page.json();
    assert_eq!(page["total"], 2);
    assert_eq!(
        titles(&page),
        ["Blue Study", "Vase"],
        "the longest in first"
    );
    let first = &page["rows"][0];
    assert_eq!(
        (
            first["companyName"].clone(),
            first["companyDivision"].clone(),
            first["location"].clone(),
            first["inSince"].clone(),
            first["daysOutstanding"].clone(),
            first["ref"].clone(),
            first["grossVolume"].clone(),
        ),
        (
            json!("Hollis Gallery"),
            json!("London"),
            json!("Bay 4"),
            json!(day(10)),
            json!(10),
            json!("HG-1"),
            Value::Null
        )
    );
    assert_eq!(page["rows"][1]["grossVolume"], json!(0.1));
    assert_eq!(page["rows"][1]["daysOutstanding"], 3);

    // Filters, search, sort, and the contract's refusals.
    let marlow = w
        .app
        .get(&format!("{LIST}?companyId={}", w.marlow.id), Some(&w.admin))
        .await
        .json();
    assert_eq!(titles(&marlow), ["Vase"]);
    let london = w
        .app
        .get(
            &format!("{LIST}?companyDivisionId={}", w.hollis_london.id),
            Some(&w.admin),
        )
        .await
        .json();
    assert_eq!(titles(&london), ["Blue Study"]);
    let found = w
        .app
        .get(&format!("{LIST}?q=marlow"), Some(&w.admin))
        .await
        .json();
    assert_eq!(titles(&found), ["Vase"]);
    let by_title = w
        .app
        .get(&format!("{LIST}?sort=title&dir=desc"), Some(&w.admin))
        .await
        .json();
    assert_eq!(titles(&by_title), ["Vase", "Blue Study"]);
    let bad = w
        .app
        .get(&format!("{LIST}?sort=days"), Some(&w.admin))
        .await;
    assert_eq!(bad.status, 400, "{}", bad.text());
    assert!(bad.text().contains("since"), "{}", bad.text());

    // Customers: 403 on the list; their own asset's days outstanding on its view.
    let refused = w.app.get(LIST, Some(&w.hollis_user)).await;
    assert_eq!(refused.status, 403);
    assert_eq!(w.days_of(&blue, &w.hollis_user).await, 10);
    assert_eq!(w.days_of(&gone, &w.hollis_user).await, 3);
    assert_eq!(w.days_of(&vase, &w.admin).await, 3);
    let theirs = w
        .app
        .get(&format!("/api/inventory/{}", blue.id), Some(&w.marlow_user))
        .await;
    assert_eq!(theirs.status, 404);
}

/// Two entries, the first closed: both periods count; the list shows the open one.
async fn two_entries_count_both_periods(b: Backend) {
    let w = World::new(b).await;
    let twice = w
        .stored(&w.hollis_london, "Twice", None, 20, Some(15))
        .await;
    w.stored_again(&twice, 4).await;
    assert_eq!(w.days_of(&twice, &w.admin).await, 9);
    let page = w.app.get(LIST, Some(&w.admin)).await.json();
    assert_eq!(page["rows"][0]["inSince"], json!(day(4)));
    assert_eq!(page["rows"][0]["daysOutstanding"], 9);
}

/// The page loader primes the list under the UI's key with the filters of the URL, the divisions
/// and the company summaries (currencies, brand), as the API gives them; nothing for a customer.
async fn the_storage_page_is_primed(b: Backend) {
    let w = World::new(b).await;
    w.stored(&w.marlow_paris, "Vase", Some("MF-1"), 3, None)
        .await;
    w.stored(&w.hollis_london, "Blue Study", None, 4, None)
        .await;
    let admin = pages::account(&w.app.state, "admin@plinth.test").await;
    let url = format!("/app/admin/storage?company={}", w.marlow.id);
    let data = pages::load(
        &w.app.state,
        Some(&admin),
        "/app/admin/storage",
        "adminStorage",
        &url,
    )
    .await;
    let query = format!(
        "page=1&size=10&sort=since&dir=asc&companyId={}",
        w.marlow.id
    );
    let list_key = format!(r#"["admin","storage","list","{query}"]"#);
    assert_eq!(
        keys(&data),
        [
            r#"["admin","company","summary"]"#,
            list_key.as_str(),
            r#"["company","divisions"]"#
        ]
    );
    let api = w
        .app
        .get(&format!("{LIST}?{query}"), Some(&w.admin))
        .await
        .json();
    assert_eq!(data[&list_key], api);
    assert_eq!(api["total"], 1);
    let summary = &data[r#"["admin","company","summary"]"#];
    assert!(
        summary
            .to_string()
            .contains(r#""currencies":["EUR","GBP"]"#),
        "{summary}"
    );
    let customer = pages::account(&w.app.state, "clara@hollis.test").await;
    let none = pages::load(
        &w.app.state,
        Some(&customer),
        "/app/admin/storage",
        "adminStorage",
        "/app/admin/storage",
    )
    .await;
    assert!(keys(&none).is_empty());
}

on_both_databases!(
    the_list_holds_what_is_in_storage_now,
    two_entries_count_both_periods,
    the_storage_page_is_primed
);
