//! The page loaders of the admin's assignment screens (`adminAssignments`, `adminAssignmentView`,
//! `adminAssignmentEdit`), called through `load_data` as the page handler calls it: the same JSON
//! as the admin calls under the UI's query keys, nothing for a customer or an unknown id; then the
//! pages as a browser loads them.
use crate::common::{
    self,
    pages::{self, keys},
};

use common::{assignments::World, Backend};
use server::page_loader::PageData;

async fn load(
    w: &World,
    user: &entity::account::Model,
    pattern: &str,
    screen: &str,
    url: &str,
) -> PageData {
    pages::load(&w.app.state, Some(user), pattern, screen, url).await
}

async fn admin_account(w: &World) -> entity::account::Model {
    pages::account(&w.app.state, "admin@plinth.test").await
}

const DIVISIONS: &str = r#"["company","divisions"]"#;
const COMPANIES: &str = r#"["admin","company","summary"]"#;
const LIST: &str = "/app/admin/assignment";
const VIEW: &str = "/app/admin/assignment/:assignmentId";
const EDIT: &str = "/app/admin/assignment/edit/:assignmentId";

async fn the_admin_screens_are_loaded_with_the_admin_calls_data(b: Backend) {
    let w = World::new(b).await;
    let admin = admin_account(&w).await;
    let open = w.made(&[&w.horse]).await;
    let closed = w.made(&[&w.tower]).await;
    let closed_id = closed["id"].as_i64().unwrap();
    let version = w.admin_view(closed_id).await["version"].as_i64().unwrap();
    let put = w
        .app
        .put_json(
            "/api/admin/assignment",
            Some(&w.admin),
            &serde_json::json!({"id": closed_id, "version": version, "status": "Delivered", "confirmClose": true})
                .to_string(),
        )
        .await;
    assert_eq!(put.status, 200, "{}", put.text());

    // The open ones by default: the key is the API query the screen asks with.
    let list = load(
        &w,
        &admin,
        LIST,
        "adminAssignments",
        "/app/admin/assignment",
    )
    .await;
    let key =
        r#"["admin","assignment","list","page=1&size=10&sort=age&dir=asc&incCompleted=false"]"#;
    assert_eq!(keys(&list), [key, COMPANIES, DIVISIONS]);
    assert_eq!(
        list[key],
        w.get(
            "/api/admin/assignment/?page=1&size=10&sort=age&dir=asc&incCompleted=false",
            &w.admin
        )
        .await
        .json()
    );
    let refs: Vec<&str> = list[key]["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["ref"].as_str().unwrap())
        .collect();
    assert_eq!(refs, [open["ref"].as_str().unwrap()]);
    assert_eq!(
        list[COMPANIES],
        w.get("/api/admin/company/summary", &w.admin).await.json()
    );
    assert_eq!(
        list[DIVISIONS],
        w.get("/api/company/divisions", &w.admin).await.json()
    );

    // The URL's company, division and completed toggle.
    let url = format!(
        "/app/admin/assignment?company={}&division={}&completed=1&size=5",
        w.acme.id, w.london.id
    );
    let filtered = load(&w, &admin, LIST, "adminAssignments", &url).await;
    let query = format!(
        "page=1&size=5&sort=age&dir=asc&companyId={}&companyDivisionId={}&incCompleted=true",
        w.acme.id, w.london.id
    );
    let key = serde_json::to_string(&["admin", "assignment", "list", query.as_str()]).unwrap();
    assert_eq!(
        filtered[&key],
        w.get(&format!("/api/admin/assignment/?{query}"), &w.admin)
            .await
            .json()
    );
    assert_eq!(filtered[&key]["total"], 2);

    for (pattern, screen, url) in [
        (
            VIEW,
            "adminAssignmentView",
            format!("/app/admin/assignment/{closed_id}"),
        ),
        (
            EDIT,
            "adminAssignmentEdit",
            format!("/app/admin/assignment/edit/{closed_id}"),
        ),
    ] {
        let data = load(&w, &admin, pattern, screen, &url).await;
        let key = format!(r#"["admin","assignment","{closed_id}"]"#);
        let history = format!(r#"["assignment","{closed_id}","history"]"#);
        if screen == "adminAssignmentView" {
            let costing = format!(r#"["admin","assignment","{closed_id}","costing"]"#);
            assert_eq!(
                keys(&data),
                [costing.as_str(), key.as_str(), history.as_str()],
                "{screen}"
            );
            assert_eq!(
                data[&costing],
                w.get(
                    &format!("/api/admin/assignment/{closed_id}/costing"),
                    &w.admin
                )
                .await
                .json(),
                "the job costing"
            );
            assert_eq!(
                data[&history],
                w.get(&format!("/api/assignment/{closed_id}/history"), &w.admin)
                    .await
                    .json()
            );
        } else {
            let addresses = format!(r#"["admin","assignment","{closed_id}","addresses"]"#);
            let invoice = format!(r#"["admin","assignment","{closed_id}","invoice"]"#);
            assert_eq!(
                keys(&data),
                [addresses.as_str(), invoice.as_str(), key.as_str()],
                "{screen}"
            );
            assert_eq!(
                data[&invoice],
                w.get(
                    &format!("/api/admin/assignment/{closed_id}/invoice"),
                    &w.admin
                )
                .await
                .json(),
                "the finance panel's working invoice"
            );
            assert_eq!(
                data[&addresses],
                w.get(
                    &format!("/api/admin/assignment/{closed_id}/addresses"),
                    &w.admin
                )
                .await
                .json(),
                "the address choices"
            );
        }
        assert_eq!(data[&key], w.admin_view(closed_id).await, "{screen}");
        assert_eq!(data[&key]["version"], version + 1, "{screen}");
    }
}

async fn customers_and_unknown_ids_get_nothing(b: Backend) {
    let w = World::new(b).await;
    let admin = admin_account(&w).await;
    let made = w.made(&[&w.horse]).await;
    let id = made["id"].as_i64().unwrap();
    for url in ["/app/admin/assignment/999999", "/app/admin/assignment/abc"] {
        assert!(
            load(&w, &admin, VIEW, "adminAssignmentView", url)
                .await
                .is_empty(),
            "{url}"
        );
    }
    for (pattern, screen, url) in [
        (LIST, "adminAssignments", LIST.to_owned()),
        (
            VIEW,
            "adminAssignmentView",
            format!("/app/admin/assignment/{id}"),
        ),
        (
            EDIT,
            "adminAssignmentEdit",
            format!("/app/admin/assignment/edit/{id}"),
        ),
    ] {
        assert!(
            load(&w, &w.ada_account, pattern, screen, &url)
                .await
                .is_empty(),
            "{screen}"
        );
    }
}

/// As the route table wires them: the admin's pages draw the assignment in the first HTML; a
/// customer is sent to /404, as for an unknown path.
async fn the_pages_render_for_the_admin_only(b: Backend) {
    let w = World::new(b).await;
    let made = w.made(&[&w.horse]).await;
    let reference = made["ref"].as_str().unwrap();
    let (_, admin_cookie) = w.app.sign_in("admin@plinth.test").await;
    for (path, drawn) in [
        ("/app/admin/assignment".to_owned(), format!(">{reference}<")),
        (
            format!("/app/admin/assignment/{}", made["id"]),
            format!(">{reference}<"),
        ),
        (
            format!("/app/admin/assignment/edit/{}", made["id"]),
            format!(">Edit {reference}<"),
        ),
    ] {
        let page = w.app.page(&path, Some(&admin_cookie)).await;
        assert_eq!(page.status, 200, "{path}");
        assert!(page.text().contains(&drawn), "{path} draws the assignment");
        let theirs = w.app.page(&path, Some(&w.ada_cookie)).await;
        assert_eq!(theirs.status, 303, "{path}");
        assert_eq!(theirs.header("location").unwrap(), "/404", "{path}");
        assert!(!theirs.text().contains(reference), "{path}");
    }
}

on_both_databases!(
    the_admin_screens_are_loaded_with_the_admin_calls_data,
    customers_and_unknown_ids_get_nothing,
    the_pages_render_for_the_admin_only
);
