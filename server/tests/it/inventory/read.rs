//! Reading assets: the list (hidden ones on request, by title then id, each company its own), the
//! assignment and storage flags, the duplicate check, and another company's assets answering 404
//! on every call, exactly like missing ones.
use crate::common;

use common::{
    inventory::World,
    multipart::{jpeg, PDF},
    Backend,
};
use serde_json::{json, Value};

/// The titles of a page's rows (`{"rows": [...]}`), in order.
fn titles(list: &Value) -> Vec<&str> {
    list["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["title"].as_str().unwrap())
        .collect()
}

fn by_title<'a>(list: &'a Value, title: &str) -> &'a Value {
    list["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["title"] == title)
        .unwrap_or_else(|| panic!("{title} is listed"))
}

async fn the_list_with_its_flags(b: Backend) {
    let w = World::new(b).await;
    let app = &w.app;
    let add = |title: &str, extra: Value| {
        let mut body = w.asset(title);
        for (k, v) in extra.as_object().unwrap() {
            body[k] = v.clone();
        }
        body
    };
    let horse = w.added(&add("Blue Horse", json!({})), None).await;
    let tower = w.added(&add("Red Tower", json!({})), None).await;
    let dawn = w
        .added(&add("Grey Dawn", json!({ "hidden": true })), None)
        .await;
    let apple = w
        .added(
            &add("Apple Tree", json!({ "companyDivisionId": w.paris.id })),
            None,
        )
        .await;
    let twin = w
        .added(&add("Blue Horse", json!({ "theirRef": "BH-2" })), None)
        .await;
    let id = |v: &Value| v["id"].as_i64().unwrap() as i32;

    // Horse: on a completed and then an open assignment. Tower: two completed ones.
    let done = app.assignment(&w.london, "A-1", None).await;
    let open = app.assignment(&w.london, "A-2", None).await;
    let newer_done = app.assignment(&w.london, "A-3", None).await;
    for job in [&done, &newer_done] {
        app.deliver_assignment(job).await;
    }
    app.link_asset(&done, id(&horse)).await;
    app.link_asset(&open, id(&horse)).await;
    app.link_asset(&done, id(&tower)).await;
    app.link_asset(&newer_done, id(&tower)).await;
    // Apple: stored before, and in storage again since five days ago.
    app.store_asset(w.acme.id, id(&apple), 40, Some(30)).await;
    app.store_asset(w.acme.id, id(&apple), 5, None).await;
    // Tower: stored and out again.
    app.store_asset(w.acme.id, id(&tower), 9, Some(2)).await;
    // Zenith's own asset.
    let cafe = json!({ "companyDivisionId": w.nyc.id, "title": "Night Cafe" });
    assert_eq!(w.add(&w.zed, &cafe, None).await.status, 201);

    let list = w.get("/api/inventory", &w.ada).await;
    assert_eq!(list.status, 200);
    let list = list.json();
    assert_eq!(
        titles(&list),
        ["Apple Tree", "Blue Horse", "Blue Horse", "Red Tower"],
        "by title then id, without hidden ones or Zenith's"
    );
    assert_eq!(list["total"], 4);
    assert_eq!(list["rows"][1]["id"], horse["id"]);
    assert_eq!(list["rows"][2]["id"], twin["id"]);
    assert_eq!(
        w.get("/api/inventory?incHidden=false", &w.ada).await.json(),
        list
    );
    let all = w.get("/api/inventory?incHidden=true", &w.ada).await.json();
    assert_eq!(
        titles(&all),
        [
            "Apple Tree",
            "Blue Horse",
            "Blue Horse",
            "Grey Dawn",
            "Red Tower"
        ]
    );
    assert_eq!(by_title(&all, "Grey Dawn")["id"], dawn["id"]);

    let horse = &list["rows"][1];
    assert_eq!(horse["hasAssignment"], true);
    assert_eq!(horse["assignmentId"], open.id, "the open assignment");
    let tower = by_title(&list, "Red Tower");
    assert_eq!(tower["hasAssignment"], false);
    assert_eq!(
        tower["assignmentId"], newer_done.id,
        "the newest completed one"
    );
    assert_eq!(tower["inStorage"], false, "every entry has an out date");
    // List rows are slim: storage, measurements and documents come from the detail call.
    for detail in [
        "storage",
        "daysInStorageOutstanding",
        "netMeasurements",
        "documents",
    ] {
        assert!(tower.get(detail).is_none(), "{detail} is not on a list row");
    }
    let tower = w
        .get(&format!("/api/inventory/{}", tower["id"]), &w.ada)
        .await
        .json();
    // Out of storage, but its 7 days (in 9 days ago, out 2 days ago) are not invoiced yet.
    assert_eq!(tower["daysInStorageOutstanding"], 7);
    let apple = by_title(&list, "Apple Tree");
    assert_eq!(apple["companyDivision"], "Paris");
    assert_eq!(apple["hasAssignment"], false);
    assert_eq!(apple["assignmentId"], Value::Null);
    assert_eq!(apple["inStorage"], true);
    // One asset reads the same as its list row, and more.
    let one = w
        .get(&format!("/api/inventory/{}", apple["id"]), &w.ada)
        .await
        .json();
    for (key, value) in apple.as_object().unwrap() {
        assert_eq!(&one[key], value, "{key}");
    }
    let apple = &one;
    let days = apple["daysInStorageOutstanding"].as_i64().unwrap();
    // Both entries, none invoiced: 10 days (40 to 30 days ago) and 5 since it came back. Counted in
    // whole UTC days; a run across midnight may count one more.
    assert!(days == 15 || days == 16, "{days}");
    let storage = apple["storage"].as_array().unwrap();
    assert_eq!(storage.len(), 2, "oldest first");
    assert!(storage[0]["outOn"].is_string() && storage[1]["outOn"].is_null());
    assert_eq!(storage[1]["location"], "Bay 4");

    // Zenith sees its own only; the admin sees both companies.
    assert_eq!(
        titles(&w.get("/api/inventory", &w.zed).await.json()),
        ["Night Cafe"]
    );
    let admin = w
        .get("/api/inventory?incHidden=true", &w.admin)
        .await
        .json();
    assert_eq!(admin["total"], 6);
    assert_eq!(admin["rows"].as_array().unwrap().len(), 6);
    let bad = w.get("/api/inventory?incHidden=maybe", &w.ada).await;
    assert_eq!(bad.status, 400, "{}", bad.text());
    assert_eq!(w.app.get("/api/inventory", None).await.status, 401);
}

async fn the_duplicate_check(b: Backend) {
    let w = World::new(b).await;
    let mut first = w.asset("Blue Horse");
    first["theirRef"] = json!("BH-1");
    let horse = w.added(&first, None).await;
    let twin = w.added(&w.asset("blue horse"), None).await;
    w.added(&w.asset("Red Tower"), None).await;
    let cafe = json!({ "companyDivisionId": w.nyc.id, "title": "Blue Horse", "theirRef": "BH-1" });
    assert_eq!(w.add(&w.zed, &cafe, None).await.status, 201);

    let found = w
        .get(
            "/api/inventory/match?title=%20BLUE%20horse%20&reference=%20bh-1",
            &w.ada,
        )
        .await;
    assert_eq!(found.status, 200, "{}", found.text());
    let found = found.json();
    let ids = |v: &Value| -> Vec<Value> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|a| a["id"].clone())
            .collect()
    };
    assert_eq!(ids(&found["byReference"]), [horse["id"].clone()]);
    assert_eq!(
        ids(&found["byTitle"]),
        [horse["id"].clone(), twin["id"].clone()]
    );
    assert_eq!(
        found["byTitle"][0], horse,
        "whole assets, as the list gives them"
    );

    let none = w
        .get("/api/inventory/match?title=Green%20Field", &w.ada)
        .await
        .json();
    assert_eq!(none, json!({ "byReference": [], "byTitle": [] }));
    let empty = w.get("/api/inventory/match", &w.ada).await.json();
    assert_eq!(empty, json!({ "byReference": [], "byTitle": [] }));
    // Zenith's own asset only.
    let zed = w
        .get(
            "/api/inventory/match?title=Blue%20Horse&reference=BH-1",
            &w.zed,
        )
        .await
        .json();
    assert_eq!(zed["byReference"].as_array().unwrap().len(), 1);
    assert_eq!(zed["byTitle"].as_array().unwrap().len(), 1);
    assert_eq!(zed["byTitle"][0]["companyId"], w.zenith.id);
}

/// Company B tries every call on company A's asset, its photo and its documents: 404, the same
/// answer as for an id that does not exist, and nothing changes.
async fn another_company_gets_404_for_everything(b: Backend) {
    let w = World::new(b).await;
    let app = &w.app;
    let horse = w
        .added(&w.asset("Blue Horse"), Some(("horse.jpg", &jpeg(40, 30))))
        .await;
    let id = horse["id"].as_i64().unwrap();
    let upload = w
        .upload(&w.ada, id, w.acme.id, &[("report.pdf", PDF)])
        .await;
    assert_eq!(upload.status, 201, "{}", upload.text());
    let doc = upload.json()[0]["id"].as_i64().unwrap();
    let photo_doc = horse["photo"]["id"].as_i64().unwrap();
    let (rows, files) = (app.inventory_rows().await, app.stored_files().await);
    let missing = 999_999;

    for asset in [id, missing] {
        let paths = [
            format!("/api/inventory/{asset}"),
            format!("/api/inventory/{asset}/list"),
            format!("/api/inventory/{asset}/list/{}", w.acme.id),
            format!("/api/inventory/{asset}/list/{}", w.zenith.id),
            format!("/files/asset/{asset}/photo"),
            format!("/files/asset/{asset}/thumb"),
        ];
        for path in &paths {
            let reply = app.get(path, Some(&w.zed)).await;
            assert_eq!(reply.status, 404, "{path}");
            assert_eq!(reply.messages(), ["Not found."], "{path}");
            if path.starts_with("/files/") {
                let by_cookie = app.get_with_cookie(path, &w.zed_cookie).await;
                assert_eq!(by_cookie.status, 404, "{path} with the page cookie");
            }
        }
        let upload = w.upload(&w.zed, asset, w.acme.id, &[("x.pdf", PDF)]).await;
        assert_eq!(upload.status, 404);
        let upload = w
            .upload(&w.zed, asset, w.zenith.id, &[("x.pdf", PDF)])
            .await;
        assert_eq!(upload.status, 404);
        assert_eq!(
            app.delete(&format!("/api/inventory/{asset}"), Some(&w.zed))
                .await
                .status,
            404
        );
    }
    for document in [doc, photo_doc, missing] {
        let file = app
            .get(&format!("/files/document/{document}"), Some(&w.zed))
            .await;
        assert_eq!(file.status, 404);
        for query in [
            String::new(),
            format!("?companyId={}", w.zenith.id),
            format!("?companyId={}", w.acme.id),
        ] {
            let path = format!("/api/inventory/document/{document}{query}");
            assert_eq!(app.delete(&path, Some(&w.zed)).await.status, 404, "{path}");
        }
    }
    let change = json!({ "id": id, "companyDivisionId": w.nyc.id, "title": "Mine now" });
    assert_eq!(w.change(&w.zed, &change, None).await.status, 404);
    assert_eq!(app.inventory_rows().await, rows, "nothing changed");
    assert_eq!(app.stored_files().await, files, "no file added or removed");
    // Ada still has it all.
    assert_eq!(
        w.get(&format!("/api/inventory/{id}"), &w.ada).await.json(),
        horse
    );
    assert_eq!(
        app.get(&format!("/files/document/{doc}"), Some(&w.ada))
            .await
            .status,
        200
    );
    // A path parameter that is not a number is a 400 that says so.
    let bad = w.get("/api/inventory/abc", &w.ada).await;
    assert_eq!(bad.status, 400);
    assert!(
        bad.messages()[0].contains("path parameter"),
        "{:?}",
        bad.messages()
    );
}

on_both_databases!(
    the_list_with_its_flags,
    the_duplicate_check,
    another_company_gets_404_for_everything
);
