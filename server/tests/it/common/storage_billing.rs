//! The storage tests' world: the invoice tests' (Hollis of `fd` in GBP with London, Marlow of
//! `eagle` in EUR and GBP with Paris), plus assets put in storage some days ago, and the storage calls.
use chrono::{Duration, Utc};
use sea_orm::{ActiveModelTrait, Set};
use serde_json::{json, Value};

use super::{invoices::World, Reply};

pub const PREVIEW: &str = "/api/admin/storage/invoice/preview";
pub const GENERATE: &str = "/api/admin/storage/invoice";

impl World {
    /// An asset of `division` with the provider's ref `reference` (or none), in storage since
    /// `days_ago` days (UTC), out `out_days_ago` days ago if given, at "Bay 4".
    pub async fn stored(
        &self,
        division: &entity::company_division::Model,
        title: &str,
        reference: Option<&str>,
        days_ago: i64,
        out_days_ago: Option<i64>,
    ) -> entity::asset::Model {
        let asset = self.app.asset(division, title).await;
        let asset = if let Some(r) = reference {
            let mut row: entity::asset::ActiveModel = asset.into();
            row.r#ref = Set(Some(r.into()));
            row.update(&self.app.state.db).await.unwrap()
        } else {
            asset
        };
        self.app
            .store_asset(asset.company_id, asset.id, days_ago, out_days_ago)
            .await;
        asset
    }

    /// Another storage entry of the asset.
    pub async fn stored_again(&self, asset: &entity::asset::Model, days_ago: i64) {
        self.app
            .store_asset(asset.company_id, asset.id, days_ago, None)
            .await;
    }

    /// A gross measurement of `x` × `y` × `z` cm.
    pub async fn gross(&self, asset: &entity::asset::Model, [x, y, z]: [f64; 3]) {
        entity::measurement::ActiveModel {
            company_id: Set(asset.company_id),
            asset_id: Set(asset.id),
            kind: Set("gross".into()),
            position: Set(0),
            weight_value: Set(Some(10.0)),
            weight_unit: Set("Kg".into()),
            x: Set(Some(x)),
            y: Set(Some(y)),
            z: Set(Some(z)),
            x_unit: Set("cm".into()),
            y_unit: Set("cm".into()),
            z_unit: Set("cm".into()),
            ..Default::default()
        }
        .insert(&self.app.state.db)
        .await
        .unwrap();
    }

    /// The terms for `assets`: per item per day unless `basis` says volume.
    pub fn terms(
        assets: &[&entity::asset::Model],
        currency: &str,
        basis: &str,
        rate: &str,
        minimum: &str,
    ) -> Value {
        json!({
            "assetIds": assets.iter().map(|a| a.id).collect::<Vec<_>>(),
            "currency": currency, "rateBasis": basis, "rate": rate,
            "minimumCharge": minimum, "cost": "5.00",
        })
    }

    pub async fn storage_call(&self, path: &str, token: &str, body: &Value) -> Reply {
        self.app
            .post_json(path, Some(token), &body.to_string())
            .await
    }

    /// The preview (200 expected).
    pub async fn previewed(&self, body: &Value) -> Value {
        let reply = self.storage_call(PREVIEW, &self.admin, body).await;
        assert_eq!(reply.status, 200, "{}", reply.text());
        reply.json()
    }

    /// Generates (200 expected): the generated invoice.
    pub async fn storage_invoiced(&self, body: &Value) -> Value {
        let reply = self.storage_call(GENERATE, &self.admin, body).await;
        assert_eq!(reply.status, 200, "{}", reply.text());
        reply.json()
    }

    /// The asset's days outstanding as its own call gives them, to `token`.
    pub async fn days_of(&self, asset: &entity::asset::Model, token: &str) -> i64 {
        let reply = self
            .app
            .get(&format!("/api/inventory/{}", asset.id), Some(token))
            .await;
        assert_eq!(reply.status, 200, "{}", reply.text());
        reply.json()["daysInStorageOutstanding"].as_i64().unwrap()
    }
}

/// `YYYY-MM-DD` of `days_ago` days before today (UTC).
pub fn day(days_ago: i64) -> String {
    (Utc::now().date_naive() - Duration::days(days_ago)).to_string()
}
