//! The page loaders of the admin's inventory screens (`adminInventory`, `adminInventoryView`,
//! `adminInventoryEdit`): the API's JSON read with the admin's scope under the UI's query keys (the
//! list with its company filter, the asset, its documents, every company's divisions and names),
//! nothing for a customer; then real page loads: the admin's page carries another company's asset,
//! a customer is sent to the not-found page.
use crate::common::{
    self,
    pages::{self, keys},
};

use axum::http::StatusCode;
use common::{inventory::World, Backend};
use serde_json::json;
use server::page_loader::PageData;

async fn load(w: &World, email: &str, pattern: &str, screen: &str, url: &str) -> PageData {
    let account = pages::account(&w.app.state, email).await;
    pages::load(&w.app.state, Some(&account), pattern, screen, url).await
}

const ADMIN: &str = "admin@plinth.test";
const DIVISIONS: &str = r#"["company","divisions"]"#;
const COMPANIES: &str = r#"["admin","company","summary"]"#;

async fn admin_inventory_screens_load_the_api_data(b: Backend) {
    let w = World::new(b).await;
    let horse = w.added(&w.asset("Blue Horse"), None).await;
    let mut hidden = w.asset("Grey Dawn");
    hidden["hidden"] = json!(true);
    w.added(&hidden, None).await;
    let cafe = json!({ "companyDivisionId": w.nyc.id, "title": "Night Cafe" });
    assert_eq!(w.add(&w.zed, &cafe, None).await.status, StatusCode::CREATED);
    let api = |path: String| {
        let w = &w;
        async move { w.get(&path, &w.admin).await.json() }
    };
    let acme = w.acme.id;

    let list = load(
        &w,
        ADMIN,
        "/app/admin/inventory",
        "adminInventory",
        &format!("/app/admin/inventory?company={acme}&hidden=1"),
    )
    .await;
    let query = format!("page=1&size=10&sort=title&dir=asc&incHidden=true&companyId={acme}");
    let list_key = format!(r#"["inventory","list","{query}"]"#);
    assert_eq!(keys(&list), [COMPANIES, DIVISIONS, list_key.as_str()]);
    let rows = api(format!("/api/inventory?{query}")).await;
    assert_eq!(list[&list_key], rows);
    assert_eq!(rows["total"], 2, "Acme's two, the hidden one too");
    assert_eq!(
        list[COMPANIES],
        api("/api/admin/company/summary".into()).await
    );
    assert_eq!(list[DIVISIONS], api("/api/company/divisions".into()).await);
    assert_eq!(
        list[DIVISIONS].as_array().unwrap().len(),
        3,
        "every company's"
    );

    let id = horse["id"].as_i64().unwrap();
    let asset_key = format!(r#"["inventory","{id}"]"#);
    let docs_key = format!(r#"["inventory","{id}","documents"]"#);
    let view = load(
        &w,
        ADMIN,
        "/app/admin/inventory/:inventoryId",
        "adminInventoryView",
        &format!("/app/admin/inventory/{id}"),
    )
    .await;
    let history_key = format!(r#"["inventory","{id}","history"]"#);
    let reports_key = format!(r#"["inventory","{id}","condition-reports"]"#);
    let mut expected = vec![asset_key.as_str(), docs_key.as_str(), COMPANIES];
    let mut expected_view = [
        expected.clone(),
        vec![history_key.as_str(), reports_key.as_str()],
    ]
    .concat();
    expected_view.sort();
    assert_eq!(keys(&view), expected_view);
    assert_eq!(view[&asset_key], api(format!("/api/inventory/{id}")).await);
    assert_eq!(
        view[&docs_key],
        api(format!("/api/inventory/{id}/list")).await
    );
    assert_eq!(
        view[&reports_key],
        api(format!("/api/inventory/{id}/condition-reports")).await
    );
    // The admin's timeline names the staff (the customer's says the provider).
    assert_eq!(
        view[&history_key],
        api(format!("/api/inventory/{id}/history")).await
    );
    let edit = load(
        &w,
        ADMIN,
        "/app/admin/inventory/edit/:inventoryId",
        "adminInventoryEdit",
        &format!("/app/admin/inventory/edit/{id}"),
    )
    .await;
    expected.push(DIVISIONS);
    expected.sort();
    assert_eq!(keys(&edit), expected);
    assert_eq!(edit[&asset_key], view[&asset_key]);

    // A customer: nothing, not even their own asset.
    for (pattern, screen, url) in [
        (
            "/app/admin/inventory",
            "adminInventory",
            "/app/admin/inventory".to_owned(),
        ),
        (
            "/app/admin/inventory/:inventoryId",
            "adminInventoryView",
            format!("/app/admin/inventory/{id}"),
        ),
    ] {
        assert!(load(&w, "ada@acme.test", pattern, screen, &url)
            .await
            .is_empty());
    }
}

async fn the_admin_page_carries_any_company_s_asset(b: Backend) {
    let w = World::new(b).await;
    let cafe = json!({ "companyDivisionId": w.nyc.id, "title": "Night Cafe Unique" });
    let cafe = w.add(&w.zed, &cafe, None).await.json();
    let (_, admin_cookie) = w.app.sign_in(ADMIN).await;
    let list = w
        .app
        .page("/app/admin/inventory", Some(&admin_cookie))
        .await;
    assert_eq!(list.status, StatusCode::OK);
    assert!(list.text().contains("Night Cafe Unique"));
    let view_path = format!("/app/admin/inventory/{}", cafe["id"]);
    let view = w.app.page(&view_path, Some(&admin_cookie)).await;
    assert_eq!(view.status, StatusCode::OK);
    assert!(view.text().contains("Night Cafe Unique"));
    // The customer who owns it: the admin's pages are not there for them.
    for path in ["/app/admin/inventory", view_path.as_str()] {
        let page = w.app.page(path, Some(&w.zed_cookie)).await;
        assert!(page.status.is_redirection(), "{path}: {}", page.status);
        assert_eq!(page.header("location").unwrap(), "/404");
        assert!(!page.text().contains("Night Cafe Unique"));
    }
}

on_both_databases!(
    admin_inventory_screens_load_the_api_data,
    the_admin_page_carries_any_company_s_asset
);
