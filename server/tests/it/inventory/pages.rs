//! The page loaders of the inventory screens (`inventory`, `inventoryEdit`, `inventoryView`),
//! called through `load_data` as the page handler calls it: exactly the JSON the API gives, under
//! the UI's query keys; another company's or an unknown asset loads nothing. Then the screens
//! through real page loads, as `assets/routes.json` wires them.
use crate::common::{
    self,
    pages::{self, keys},
};

use common::{inventory::World, multipart::PDF, Backend};
use serde_json::{json, Value};
use server::page_loader::PageData;

async fn load(w: &World, email: &str, pattern: &str, screen: &str, url: &str) -> PageData {
    let account = pages::account(&w.app.state, email).await;
    pages::load(&w.app.state, Some(&account), pattern, screen, url).await
}

fn sorted<'a>(keys: &[&'a str]) -> Vec<&'a str> {
    let mut keys = keys.to_vec();
    keys.sort();
    keys
}

async fn inventory_screens_load_the_api_data(b: Backend) {
    let w = World::new(b).await;
    let horse = w.added(&w.asset("Blue Horse"), None).await;
    let mut hidden = w.asset("Grey Dawn");
    hidden["hidden"] = json!(true);
    w.added(&hidden, None).await;
    let id = horse["id"].as_i64().unwrap();
    let upload = w
        .upload(&w.ada, id, w.acme.id, &[("report.pdf", PDF)])
        .await;
    assert_eq!(upload.status, 201);
    let cafe = json!({ "companyDivisionId": w.nyc.id, "title": "Night Cafe" });
    let cafe = w.add(&w.zed, &cafe, None).await.json();
    let api = |path: String| {
        let w = &w;
        async move { w.get(&path, &w.ada).await.json() }
    };
    let ada = "ada@acme.test";

    let list = load(&w, ada, "/app/inventory", "inventory", "/app/inventory").await;
    let first = "page=1&size=10&sort=title&dir=asc&incHidden=false";
    let first_key = format!(r#"["inventory","list","{first}"]"#);
    assert_eq!(
        keys(&list),
        [r#"["company","divisions"]"#, first_key.as_str()]
    );
    let api_first: Value = api(format!("/api/inventory?{first}")).await;
    assert_eq!(list[&first_key], api_first);
    assert_eq!(api_first["total"], 1);
    assert_eq!(
        list[r#"["company","divisions"]"#],
        api("/api/company/divisions".into()).await
    );
    let with_hidden = load(
        &w,
        ada,
        "/app/inventory",
        "inventory",
        "/app/inventory?page=2&hidden=1",
    )
    .await;
    // Page 2 of 2 rows asked for: the last page (1) is served, under the key of the request.
    let hidden = "page=2&size=10&sort=title&dir=asc&incHidden=true";
    let all: Value = api(format!("/api/inventory?{hidden}")).await;
    assert_eq!(all["rows"].as_array().unwrap().len(), 2);
    assert_eq!(all["page"], 1);
    assert_eq!(
        with_hidden[&format!(r#"["inventory","list","{hidden}"]"#)],
        all
    );

    let asset_key = format!(r#"["inventory","{id}"]"#);
    let docs_key = format!(r#"["inventory","{id}","documents"]"#);
    let view_url = format!("/app/inventory/{id}");
    let view = load(
        &w,
        ada,
        "/app/inventory/:inventoryId",
        "inventoryView",
        &view_url,
    )
    .await;
    let history_key = format!(r#"["inventory","{id}","history"]"#);
    let reports_key = format!(r#"["inventory","{id}","condition-reports"]"#);
    assert_eq!(
        keys(&view),
        sorted(&[&asset_key, &docs_key, &history_key, &reports_key])
    );
    assert_eq!(
        view[&reports_key],
        api(format!("/api/inventory/{id}/condition-reports")).await
    );
    assert_eq!(
        view[&history_key],
        api(format!("/api/inventory/{id}/history")).await
    );
    assert!(!view[&history_key].as_array().unwrap().is_empty());
    assert_eq!(view[&asset_key], api(format!("/api/inventory/{id}")).await);
    assert_eq!(
        view[&docs_key],
        api(format!("/api/inventory/{id}/list")).await
    );
    assert_eq!(view[&docs_key].as_array().unwrap().len(), 1);

    let edit_url = format!("/app/inventory/edit/{id}");
    let edit = load(
        &w,
        ada,
        "/app/inventory/edit/:inventoryId",
        "inventoryEdit",
        &edit_url,
    )
    .await;
    assert_eq!(
        keys(&edit),
        sorted(&[r#"["company","divisions"]"#, &asset_key, &docs_key])
    );
    assert_eq!(edit[&asset_key], view[&asset_key]);
    let add = load(
        &w,
        ada,
        "/app/inventory/add",
        "inventoryEdit",
        "/app/inventory/add",
    )
    .await;
    assert_eq!(keys(&add), [r#"["company","divisions"]"#]);

    // Another company's asset, an unknown one, or a word: nothing at all (the page is a 404).
    for other in [cafe["id"].to_string(), "999999".into(), "abc".into()] {
        let url = format!("/app/inventory/{other}");
        let view = load(
            &w,
            ada,
            "/app/inventory/:inventoryId",
            "inventoryView",
            &url,
        )
        .await;
        assert!(view.is_empty(), "{other}: {:?}", keys(&view));
        let url = format!("/app/inventory/edit/{other}");
        let edit = load(
            &w,
            ada,
            "/app/inventory/edit/:inventoryId",
            "inventoryEdit",
            &url,
        )
        .await;
        assert!(edit.is_empty(), "{other}: {:?}", keys(&edit));
    }
}

/// The screens as a browser loads them: the route table names them, the loaders prime them, and
/// the first HTML carries the data; Zenith's page of Acme's asset carries none of it.
async fn pages_carry_their_data(b: Backend) {
    let w = World::new(b).await;
    let horse = w.added(&w.asset("Blue Horse Unique"), None).await;
    let list = w.app.page("/app/inventory", Some(&w.ada_cookie)).await;
    assert_eq!(list.status, 200);
    assert!(
        list.text().contains("Blue Horse Unique"),
        "the list data is in the page"
    );
    let view = w
        .app
        .page(
            &format!("/app/inventory/{}", horse["id"]),
            Some(&w.ada_cookie),
        )
        .await;
    assert_eq!(view.status, 200);
    assert!(view.text().contains("Blue Horse Unique"));
    let foreign = w
        .app
        .page(
            &format!("/app/inventory/{}", horse["id"]),
            Some(&w.zed_cookie),
        )
        .await;
    assert!(
        !foreign.text().contains("Blue Horse Unique"),
        "nothing of another company"
    );
    let zed_list = w.app.page("/app/inventory", Some(&w.zed_cookie)).await;
    assert!(!zed_list.text().contains("Blue Horse Unique"));
}

on_both_databases!(inventory_screens_load_the_api_data, pages_carry_their_data);
