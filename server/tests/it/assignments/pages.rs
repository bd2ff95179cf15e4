//! The page loaders of the assignment screens (`assignments`, `assignmentAdd`, `assignmentView`),
//! called through `load_data` as the page handler calls it: the same JSON as the API under the
//! UI's query keys, and nothing for an unknown id or another company's assignment.
use crate::common::{
    self,
    pages::{self, keys},
};

use common::{assignments::World, Backend};
use server::page_loader::PageData;

async fn load(
    w: &World,
    user: Option<&entity::account::Model>,
    pattern: &str,
    screen: &str,
    url: &str,
) -> PageData {
    pages::load(&w.app.state, user, pattern, screen, url).await
}

const DIVISIONS: &str = r#"["company","divisions"]"#;
/// The page the URL `?page=2` asks for, keyed by the API query the screen asks with (2 rows: the
/// last page, 1, is served).
const LIST: &str = r#"["assignment","list","page=2&size=10&sort=age&dir=asc"]"#;

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
    assert_eq!(
        list[LIST],
        w.get("/api/assignment?page=2&size=10&sort=age&dir=asc", &w.ada)
            .await
            .json()
    );
    assert_eq!(list[LIST]["rows"].as_array().unwrap().len(), 2);
    assert_eq!(list[LIST]["page"], 1);
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
    let history = format!(r#"["assignment","{id}","history"]"#);
    assert_eq!(keys(&view), [history.as_str(), key.as_str()]);
    assert_eq!(
        view[&key],
        w.get(&format!("/api/assignment/{id}"), &w.ada).await.json()
    );
    assert_eq!(view[&key]["assetCount"], 2);
    // The timeline is in the first render, as the API gives it to this reader.
    assert_eq!(
        view[&history],
        w.get(&format!("/api/assignment/{id}/history"), &w.ada)
            .await
            .json()
    );
    assert_eq!(view[&history][0]["kind"], "created");
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
    let first = list[r#"["assignment","list","page=1&size=10&sort=age&dir=asc"]"#].clone();
    assert_eq!(first["rows"], serde_json::json!([]));
    assert_eq!(first["total"], 0);
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

/// The pages as a browser loads them (the route table names the screens): the server render
/// draws the list row and the assignment's assets into the first HTML, for the owner only.
async fn pages_are_rendered_with_their_data(b: Backend) {
    let w = World::new(b).await;
    let made = w.made(&[&w.horse]).await;
    let reference = made["ref"].as_str().unwrap();
    let list = w.app.page("/app/assignment", Some(&w.ada_cookie)).await;
    assert_eq!(list.status, 200);
    // In the drawn markup, not only in the page's data.
    assert!(
        list.text().contains(&format!(">{reference}<")),
        "the list row is rendered"
    );
    let path = format!("/app/assignment/{}", made["id"]);
    let view = w.app.page(&path, Some(&w.ada_cookie)).await;
    assert_eq!(view.status, 200);
    let html = view.text();
    assert!(
        html.contains(&format!(">{reference}<")) && html.contains(">Blue Horse<"),
        "the assignment and its asset rows are rendered"
    );
    let zed = w.app.sign_in("zed@zenith.test").await.1;
    for page in ["/app/assignment", path.as_str()] {
        let html = w.app.page(page, Some(&zed)).await.text();
        assert!(
            !html.contains(reference) && !html.contains("Blue Horse"),
            "{page}"
        );
    }
}

on_both_databases!(
    the_screens_are_loaded_with_the_api_data,
    unknown_and_foreign_ids_load_nothing,
    pages_are_rendered_with_their_data
);
