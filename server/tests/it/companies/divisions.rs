//! The admin's division calls: add, change (never to another company), delete (refused while
//! anything is left); names unique within a company; bad bodies; audit rows.
use crate::common;

use axum::http::StatusCode;
use common::{Backend, TestApp};
use sea_orm::{ActiveModelTrait, Set};
use serde_json::json;

const PATH: &str = "/api/admin/company/division/";

async fn add_and_change(b: Backend) {
    let app = TestApp::new(b).await;
    let token = app.admin_token().await;
    let t = Some(token.as_str());
    let acme = app.company("Acme").await;
    let zenith = app.company("Zenith").await;
    let body =
        json!({"companyId": acme.id, "name": " London ", "invoice": {"addressee": "Acme London"}});
    let made = app.post_json(PATH, t, &body.to_string()).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
    let made = made.json();
    let id = made["id"].as_i64().unwrap() as i32;
    assert_eq!(
        made,
        json!({"id": id, "name": "London", "companyId": acme.id,
        "invoice": {"addressee": "Acme London"}})
    );
    // Without the trailing slash it is the same call.
    let paris = app
        .post_json(
            "/api/admin/company/division",
            t,
            &json!({"companyId": acme.id, "name": "Paris", "invoice": {"addressee": null}})
                .to_string(),
        )
        .await;
    assert_eq!(paris.status, StatusCode::CREATED);
    // The same name in another company is fine; in the same company, in any case, it is not.
    let elsewhere =
        json!({"companyId": zenith.id, "name": "London", "invoice": {"addressee": null}});
    assert_eq!(
        app.post_json(PATH, t, &elsewhere.to_string()).await.status,
        StatusCode::CREATED
    );
    let before = app.row_counts().await;
    let twice = json!({"companyId": acme.id, "name": "LONDON", "invoice": {"addressee": null}});
    let reply = app.post_json(PATH, t, &twice.to_string()).await;
    assert_eq!(reply.status, StatusCode::CONFLICT);
    assert_eq!(
        reply.messages(),
        ["This company already has a division named LONDON."]
    );
    let nowhere = json!({"companyId": 999999, "name": "Leeds", "invoice": {"addressee": null}});
    let reply = app.post_json(PATH, t, &nowhere.to_string()).await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(reply.messages(), ["There is no company with id 999999."]);
    assert_eq!(app.row_counts().await, before);

    let change = json!({"id": id, "companyId": acme.id, "name": "London West", "invoice": {"addressee": ""}});
    let changed = app.put_json(PATH, t, &change.to_string()).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.text());
    assert_eq!(
        changed.json(),
        json!({"id": id, "name": "London West", "companyId": acme.id,
        "invoice": {"addressee": null}})
    );
    let company = app
        .get(&format!("/api/admin/company/{}", acme.id), t)
        .await
        .json();
    assert_eq!(company["divisions"][0]["name"], "London West");
    let taken =
        json!({"id": id, "companyId": acme.id, "name": "paris", "invoice": {"addressee": null}});
    assert_eq!(
        app.put_json(PATH, t, &taken.to_string()).await.status,
        StatusCode::CONFLICT
    );
    let missing = json!({"id": 999999, "companyId": acme.id, "name": "Leeds", "invoice": {"addressee": null}});
    assert_eq!(
        app.put_json(PATH, t, &missing.to_string()).await.status,
        StatusCode::NOT_FOUND
    );

    let trail = app.audit_trail("company_division").await;
    assert_eq!(trail[0], ("create".to_owned(), id.to_string()));
    assert_eq!(
        trail.last().unwrap(),
        &("update".to_owned(), id.to_string())
    );
    let update = app.audit("company_division").await.pop().unwrap();
    assert_eq!(
        update.detail.unwrap()["changed"],
        json!(["name", "invoice"])
    );
    assert_eq!(update.company_id, Some(acme.id));
}

async fn a_division_never_moves_company(b: Backend) {
    let app = TestApp::new(b).await;
    let token = app.admin_token().await;
    let t = Some(token.as_str());
    let acme = app.company("Acme").await;
    let zenith = app.company("Zenith").await;
    let london = app.division(acme.id, "London").await;
    let before = app.row_counts().await;
    let moved = json!({"id": london.id, "companyId": zenith.id, "name": "London", "invoice": {"addressee": null}});
    let reply = app.put_json(PATH, t, &moved.to_string()).await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        reply.messages(),
        ["A division cannot move to another company."]
    );
    let nowhere = json!({"id": london.id, "companyId": 999999, "name": "London", "invoice": {"addressee": null}});
    assert_eq!(
        app.put_json(PATH, t, &nowhere.to_string()).await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    assert_eq!(app.row_counts().await, before);
    let acme_now = app
        .get(&format!("/api/admin/company/{}", acme.id), t)
        .await
        .json();
    assert_eq!(acme_now["divisions"][0]["id"], london.id, "still Acme's");
    let zenith_now = app
        .get(&format!("/api/admin/company/{}", zenith.id), t)
        .await
        .json();
    assert_eq!(zenith_now["divisions"], json!([]));
    // Bad bodies: nothing written, a clear answer.
    let cases = [
        (json!({"companyId": acme.id, "name": "X", "invoice": {"addressee": null}, "extra": 1}).to_string(),
            StatusCode::UNPROCESSABLE_ENTITY, "unknown field `extra`"),
        (json!({"name": "X", "invoice": {"addressee": null}}).to_string(),
            StatusCode::UNPROCESSABLE_ENTITY, "missing field `companyId`"),
        (json!({"companyId": acme.id, "name": " ", "invoice": {"addressee": null}}).to_string(),
            StatusCode::UNPROCESSABLE_ENTITY, "The division name is required."),
        (json!({"id": london.id, "companyId": acme.id, "name": "X", "invoice": {"addressee": null}}).to_string(),
            StatusCode::UNPROCESSABLE_ENTITY, "Leave out the id to add a division; PUT changes one."),
        ("nope".to_owned(), StatusCode::BAD_REQUEST, "The body is not valid JSON"),
    ];
    for (body, status, message) in &cases {
        let reply = app.post_json(PATH, t, body).await;
        assert_eq!(reply.status, *status, "{body}: {}", reply.text());
        assert!(
            reply.messages()[0].contains(message),
            "{body}: {:?}",
            reply.messages()
        );
    }
    let no_id = json!({"companyId": acme.id, "name": "X", "invoice": {"addressee": null}});
    let reply = app.put_json(PATH, t, &no_id.to_string()).await;
    assert_eq!(
        reply.messages(),
        ["The id is missing: POST adds a division, PUT changes one."]
    );
    assert_eq!(app.row_counts().await, before);
}

async fn deletes_are_refused_while_anything_is_left(b: Backend) {
    let app = TestApp::new(b).await;
    let token = app.admin_token().await;
    let t = Some(token.as_str());
    let acme = app.company("Acme").await;
    let london = app.division(acme.id, "London").await;
    let paris = app.division(acme.id, "Paris").await;
    let ada = app
        .account(
            "ada@acme.test",
            &["Customer"],
            Some(acme.id),
            Some(london.id),
        )
        .await;
    app.asset(&london, "Untitled").await;
    app.assignment(&london, "A-1", None).await;
    app.assignment(&london, "A-2", None).await;
    let gallery = app.address(acme.id, Some(london.id), "Gallery").await;
    app.address(acme.id, Some(london.id), "Store").await;
    let path = format!("/api/admin/company/division/{}", london.id);
    let before = app.row_counts().await;
    let refused = app.delete(&path, t).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert_eq!(
        refused.messages(),
        [
            "London cannot be deleted: it still has 1 user, 1 asset and 2 assignments. \
Move or delete them first."
        ]
    );
    assert_eq!(app.row_counts().await, before, "nothing deleted");

    use sea_orm::EntityTrait;
    app.delete(&format!("/api/admin/account/{}", ada.id), t)
        .await;
    entity::asset::Entity::delete_many()
        .exec(&app.state.db)
        .await
        .unwrap();
    entity::assignment::Entity::delete_many()
        .exec(&app.state.db)
        .await
        .unwrap();
    // Paris's assignment delivers to London's gallery: the address is still in use.
    app.assignment(&paris, "P-1", Some(gallery.id)).await;
    let refused = app.delete(&path, t).await;
    assert_eq!(
        refused.messages(),
        [
            "London cannot be deleted: it still has 1 address used by an assignment or shipment. \
Move or delete them first."
        ]
    );
    entity::assignment::Entity::delete_many()
        .exec(&app.state.db)
        .await
        .unwrap();
    // A shipment leaving from London's gallery holds the address just the same.
    let now = chrono::Utc::now();
    let shipment = entity::shipment::ActiveModel {
        mode: Set("road".into()),
        origin_address_id: Set(Some(gallery.id)),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&app.state.db)
    .await
    .unwrap();
    let refused = app.delete(&path, t).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert!(
        refused.messages()[0].contains("1 address used by an assignment or shipment"),
        "{}",
        refused.text()
    );
    entity::shipment::Entity::delete_by_id(shipment.id)
        .exec(&app.state.db)
        .await
        .unwrap();

    let [_, _, divisions, addresses, _, _] = app.row_counts().await;
    let deleted = app.delete(&path, t).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.text());
    assert_eq!(deleted.json(), json!({"messages": ["Division deleted."]}));
    let [_, _, divisions_after, addresses_after, _, _] = app.row_counts().await;
    assert_eq!(
        (divisions_after, addresses_after),
        (divisions - 1, addresses - 2)
    );
    assert_eq!(app.delete(&path, t).await.status, StatusCode::NOT_FOUND);
    assert_eq!(
        app.delete("/api/admin/company/division/x", t).await.status,
        StatusCode::BAD_REQUEST
    );
    let entry = app.audit("company_division").await.pop().unwrap();
    assert_eq!(
        (entry.action.as_str(), entry.object_id),
        ("delete", Some(london.id.to_string()))
    );
    assert_eq!(entry.detail.unwrap()["addresses"], 2);
}

on_both_databases!(
    add_and_change,
    a_division_never_moves_company,
    deletes_are_refused_while_anything_is_left
);
