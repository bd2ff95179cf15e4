//! The page loaders of the assignment screens (`assignments`, `assignmentAdd`, `assignmentView`),
//! called through `load_data` as the page handler calls it: the same JSON as the API under the
//! UI's query keys, and nothing for an unknown id or another company's assignment.
mod common;

use axum::http::Uri;
use common::{assignments::World, Backend};
use server::{
    auth::CurrentUser,
    ssr::{
        loaders::{load_data, PageContext, PageData},
        routes::{Access, RouteDef},
    },
};

async fn load(
    w: &World,
    user: Option<&entity::account::Model>,
    pattern: &str,
    screen: &str,
    url: &str,
) -> PageData {
    let route = RouteDef {
        path: pattern.into(),
        access: Access::User,
        screen: screen.into(),
        menu: None,
    };
    let uri: Uri = url.parse().unwrap();
    let user = user.map(|account| CurrentUser {
        account: account.clone(),
        session_id: "test".into(),
    });
    load_data(&PageContext {
        state: &w.app.state,
        route: &route,
        uri: &uri,
        user: user.as_ref(),
    })
    .await
}

fn keys(data: &PageData) -> Vec<&str> {
    let mut keys: Vec<&str> = data.keys().map(String::as_str).collect();
    keys.sort();
    keys
}

const DIVISIONS: &str = r#"["company","divisions"]"#;
const LIST: &str = r#"["assignment","list"]"#;

async fn the_screens_are_loaded_with_the_api_data(b: Backend) {
    let w = World::new(b).await;
    let made = w.made(&[&w.horse, &w.tower]).await;
    let id = made["id"].as_i64().unwrap();
    w.made(&[&w.dawn]).await;
    let ada = Some(&w.ada_account);

    let list = load(
        &w,
        ada,
        "/app/assignment",
        "assignments",
        "/app/assignment?page=2",
    )
    .await;
    assert_eq!(keys(&list), [LIST, DIVISIONS]);
    assert_eq!(list[LIST], w.get("/api/assignment", &w.ada).await.json());
    assert_eq!(list[LIST].as_array().unwrap().len(), 2);
    assert_eq!(
        list[DIVISIONS],
        w.get("/api/company/divisions", &w.ada).await.json()
    );

    let add = load(
        &w,
        ada,
        "/app/assignment/add",
        "assignmentAdd",
        "/app/assignment/add",
    )
    .await;
    assert_eq!(keys(&add), [DIVISIONS]);
    assert_eq!(add[DIVISIONS], list[DIVISIONS]);

    let url = format!("/app/assignment/{id}");
    let view = load(
        &w,
        ada,
        "/app/assignment/:assignmentId",
        "assignmentView",
        &url,
    )
    .await;
    let key = format!(r#"["assignment","{id}"]"#);
    assert_eq!(keys(&view), [key.as_str()]);
    assert_eq!(
        view[&key],
        w.get(&format!("/api/assignment/{id}"), &w.ada).await.json()
    );
    assert_eq!(view[&key]["assetCount"], 2);
}

async fn unknown_and_foreign_ids_load_nothing(b: Backend) {
    let w = World::new(b).await;
    let made = w.made(&[&w.horse]).await;
    let zed = w
        .app
        .account(
            "zoe@zenith.test",
            &["Customer"],
            Some(w.nyc.company_id),
            None,
        )
        .await;
    let pattern = "/app/assignment/:assignmentId";
    for url in [
        "/app/assignment/999999",
        "/app/assignment/abc",
        "/app/assignment/-1",
    ] {
        let data = load(&w, Some(&w.ada_account), pattern, "assignmentView", url).await;
        assert!(data.is_empty(), "{url}");
    }
    let theirs = format!("/app/assignment/{}", made["id"]);
    assert!(load(&w, Some(&zed), pattern, "assignmentView", &theirs)
        .await
        .is_empty());
    // Zenith's list has none of Acme's; a visitor who is not signed in gets nothing at all.
    let list = load(
        &w,
        Some(&zed),
        "/app/assignment",
        "assignments",
        "/app/assignment",
    )
    .await;
    assert_eq!(list[LIST], serde_json::json!([]));
    for (pattern, screen, url) in [
        ("/app/assignment", "assignments", "/app/assignment"),
        (
            "/app/assignment/add",
            "assignmentAdd",
            "/app/assignment/add",
        ),
        (pattern, "assignmentView", theirs.as_str()),
    ] {
        assert!(
            load(&w, None, pattern, screen, url).await.is_empty(),
            "{screen}"
        );
    }
}

on_both_databases!(
    the_screens_are_loaded_with_the_api_data,
    unknown_and_foreign_ids_load_nothing
);
