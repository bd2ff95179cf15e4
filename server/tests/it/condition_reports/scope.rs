//! Who sees what: the admin every report; a customer their company's signed reports and their
//! own drafts, never the provider's drafts; another company's report, photo or work is a 404; a
//! customer writes only with the business role Registrar.
use entity::account;
use sea_orm::{ActiveModelTrait, Set};
use serde_json::json;

use super::{intake, report, reports_of};
use crate::common::{labels::Floor, multipart::jpeg, Backend};

async fn customers_see_signed_reports_of_their_own_works_only(b: Backend) {
    let f = Floor::new(b).await;
    let draft = f.marked_draft(64, 48).await;
    let id = draft["id"].as_i64().unwrap();
    let photo_url = draft["photos"][0]["url"].as_str().unwrap().to_owned();
    // The provider's draft: not shown to the owner.
    assert_eq!(f.w.app.get(&report(id), Some(&f.w.ada)).await.status, 404);
    assert_eq!(f.w.app.get(&photo_url, Some(&f.w.ada)).await.status, 404);
    let listed = f.w.app.get(&reports_of(f.pear), Some(&f.w.ada)).await;
    assert_eq!(listed.status, 200);
    assert_eq!(listed.json(), json!([]));
    assert_eq!(
        f.w.app
            .get(&format!("{}/pdf", report(id)), Some(&f.w.ada))
            .await
            .status,
        404
    );

    assert_eq!(f.sign(&f.w.admin, id).await.status, 200);
    let seen = f.w.app.get(&report(id), Some(&f.w.ada)).await;
    assert_eq!(seen.status, 200, "{}", seen.text());
    assert_eq!(seen.json()["canEdit"], false);
    assert_eq!(
        f.w.app
            .get_with_cookie(&photo_url, &f.w.ada_cookie)
            .await
            .status,
        200
    );
    let listed =
        f.w.app
            .get(&reports_of(f.pear), Some(&f.w.ada))
            .await
            .json();
    assert_eq!(listed[0]["observationCount"], 2);
    assert_eq!(listed[0]["photoCount"], 1);
    assert_eq!(listed[0]["kind"], "intake");

    // Another company: 404 for the report, its photo, its PDF, its work's list, a comparison.
    for path in [
        report(id),
        photo_url.clone(),
        format!("{}/pdf", report(id)),
        reports_of(f.pear),
        format!("/api/condition-reports/compare?a={id}&b={id}"),
    ] {
        assert_eq!(
            f.w.app.get(&path, Some(&f.w.zed)).await.status,
            404,
            "{path}"
        );
    }
    assert_eq!(f.w.app.get(&report(id), None).await.status, 401);
    assert_eq!(
        f.w.app.get(&report(987_654), Some(&f.w.admin)).await.status,
        404
    );
}

async fn a_customer_writes_reports_only_with_the_business_role(b: Backend) {
    let f = Floor::new(b).await;
    let refused = f.new_report(&f.w.ada, f.pear, &intake()).await;
    assert_eq!(refused.status, 403, "{}", refused.text());
    assert!(refused.messages().join(" ").contains("Registrar"));
    let mut registrar: account::ActiveModel = f.w.ada_account.clone().into();
    registrar.business_roles = Set(vec!["Registrar".to_owned()].into());
    registrar.update(&f.w.app.state.db).await.unwrap();

    let made = f.new_report(&f.w.ada, f.pear, &intake()).await;
    assert_eq!(made.status, 201, "{}", made.text());
    let mine = made.json();
    assert_eq!(
        (mine["byProvider"].as_bool(), mine["canEdit"].as_bool()),
        (Some(false), Some(true))
    );
    let id = mine["id"].as_i64().unwrap();
    assert_eq!(f.add_photo(&f.w.ada, id, &jpeg(16, 16)).await.status, 201);
    // Her draft: the admin sees it too; Zenith does not; another company's work is a 404 to write on.
    assert_eq!(f.w.app.get(&report(id), Some(&f.w.admin)).await.status, 200);
    assert_eq!(f.w.app.get(&report(id), Some(&f.w.zed)).await.status, 404);
    assert_eq!(f.new_report(&f.w.ada, f.cafe, &intake()).await.status, 404);
    assert_eq!(
        f.w.app
            .put_json(&report(id), Some(&f.w.zed), &intake().to_string())
            .await
            .status,
        404
    );
    // The provider's drafts stay the provider's.
    let provider = f.new_report(&f.w.admin, f.pear, &intake()).await.json();
    let pid = provider["id"].as_i64().unwrap();
    assert_eq!(
        f.w.app
            .put_json(&report(pid), Some(&f.w.ada), &intake().to_string())
            .await
            .status,
        404
    );
    let signed = f.sign(&f.w.ada, id).await;
    assert_eq!(signed.status, 200, "{}", signed.text());
    assert_eq!(signed.json()["examiner"]["id"], json!(f.w.ada_account.id));
}

on_both_databases!(
    customers_see_signed_reports_of_their_own_works_only,
    a_customer_writes_reports_only_with_the_business_role,
);
