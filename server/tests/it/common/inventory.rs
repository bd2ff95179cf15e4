//! What the inventory and document tests share: the tenants (`tenants.rs`); adding and changing
//! assets through the multipart calls; rows the calls do not write themselves (assignment links,
//! storage).
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set,
};
use serde_json::{json, Value};

use super::{multipart::Form, tenants::Tenants, Reply, TestApp};

/// The inventory tests' world is the tenants themselves.
pub type World = Tenants;

impl Tenants {
    /// The `asset` part of a new London asset called `title`.
    pub fn asset(&self, title: &str) -> Value {
        json!({ "companyDivisionId": self.london.id, "title": title })
    }

    /// `POST /api/inventory` with the asset and, optionally, a photo `(file name, bytes)`.
    pub async fn add(&self, token: &str, asset: &Value, photo: Option<(&str, &[u8])>) -> Reply {
        self.app
            .post_form_data("/api/inventory", Some(token), asset_form(asset, photo))
            .await
    }

    /// `PUT /api/inventory` with the asset and, optionally, a photo.
    pub async fn change(&self, token: &str, asset: &Value, photo: Option<(&str, &[u8])>) -> Reply {
        self.app
            .put_form_data("/api/inventory", Some(token), asset_form(asset, photo))
            .await
    }

    /// Ada's new asset; panics unless it is made. Its JSON.
    pub async fn added(&self, asset: &Value, photo: Option<(&str, &[u8])>) -> Value {
        let reply = self.add(&self.ada, asset, photo).await;
        assert_eq!(reply.status, 201, "{}", reply.text());
        reply.json()
    }

    /// `POST /api/inventory/{assetId}/upload/{companyId}` with `file` parts `(name, bytes)`.
    pub async fn upload(
        &self,
        token: &str,
        asset_id: i64,
        company_id: i32,
        files: &[(&str, &[u8])],
    ) -> Reply {
        let mut form = Form::new();
        for (name, bytes) in files {
            form = form.file("file", name, "application/octet-stream", bytes);
        }
        self.app
            .post_form_data(
                &format!("/api/inventory/{asset_id}/upload/{company_id}"),
                Some(token),
                form,
            )
            .await
    }

    pub async fn get(&self, path: &str, token: &str) -> Reply {
        self.app.get(path, Some(token)).await
    }
}

/// The form of an add or change: the `asset` JSON part and the photo parts as the UI sends them.
pub fn asset_form(asset: &Value, photo: Option<(&str, &[u8])>) -> Form {
    let form = Form::new().text("asset", &asset.to_string());
    match photo {
        Some((name, bytes)) => form
            .file("photo.content", name, "image/jpeg", bytes)
            .text("photo.documentType", "asset"),
        None => form,
    }
}

/// A measurement entry as the form sends it.
pub fn measurement(weight: f64, weight_unit: &str, sides: [f64; 3], unit: &str) -> Value {
    json!({
        "weight": { "value": weight, "unit": weight_unit },
        "dimension": { "x": sides[0], "y": sides[1], "z": sides[2],
                       "xUnit": unit, "yUnit": unit, "zUnit": unit }
    })
}

impl TestApp {
    /// Puts an asset on an assignment (as an assignment's save would).
    pub async fn link_asset(&self, assignment: &entity::assignment::Model, asset_id: i32) {
        entity::assignment_asset::ActiveModel {
            company_id: Set(assignment.company_id),
            assignment_id: Set(assignment.id),
            asset_id: Set(asset_id),
            ..Default::default()
        }
        .insert(&self.state.db)
        .await
        .unwrap();
    }

    /// A storage period of an asset, `days_ago` days before today (UTC) until `out_days_ago`.
    pub async fn store_asset(
        &self,
        company_id: i32,
        asset_id: i32,
        days_ago: i64,
        out_days_ago: Option<i64>,
    ) {
        let today = chrono::Utc::now().date_naive();
        entity::storage_entry::ActiveModel {
            company_id: Set(company_id),
            asset_id: Set(Some(asset_id)),
            in_on: Set(today - chrono::Duration::days(days_ago)),
            out_on: Set(out_days_ago.map(|d| today - chrono::Duration::days(d))),
            location: Set(Some("Bay 4".into())),
            ..Default::default()
        }
        .insert(&self.state.db)
        .await
        .unwrap();
    }

    /// Closes an assignment as Delivered (completed), as the admin's save would.
    pub async fn deliver_assignment(&self, assignment: &entity::assignment::Model) {
        let mut row: entity::assignment::ActiveModel = assignment.clone().into();
        row.completed = Set(true);
        row.status = Set("Delivered".into());
        row.progress = Set(100);
        row.update(&self.state.db).await.unwrap();
    }

    /// The document rows of an asset, oldest first.
    pub async fn asset_document_rows(&self, asset_id: i64) -> Vec<entity::document::Model> {
        entity::document::Entity::find()
            .filter(entity::document::Column::AssetId.eq(asset_id as i32))
            .order_by_asc(entity::document::Column::Id)
            .all(&self.state.db)
            .await
            .unwrap()
    }

    /// Rows in the tables an inventory call may write: assets, measurements, documents, audit.
    pub async fn inventory_rows(&self) -> [u64; 4] {
        let db = &self.state.db;
        [
            entity::asset::Entity::find().count(db).await.unwrap(),
            entity::measurement::Entity::find().count(db).await.unwrap(),
            entity::document::Entity::find().count(db).await.unwrap(),
            entity::audit_log::Entity::find().count(db).await.unwrap(),
        ]
    }

    /// Marks a document protected (the provider's flag; no asset call sets it).
    pub async fn protect_document(&self, id: i64) {
        let row = entity::document::Entity::find_by_id(id as i32)
            .one(&self.state.db)
            .await
            .unwrap()
            .unwrap();
        let mut row: entity::document::ActiveModel = row.into();
        row.protected = Set(true);
        row.update(&self.state.db).await.unwrap();
    }
}
