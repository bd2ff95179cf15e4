//! Tests of the warehouse floor (`server/src/features/warehouse`): locations and their labels,
//! scans, check in and out, stocktakes, proof of delivery. The world is the assignments' (Acme's
//! Blue Horse, Red Tower and Green Field, Zenith's Night Cafe), with helpers for the calls.
mod delivery;
mod locations;
mod moves;
mod stocktake;

use serde_json::{json, Value};

use crate::common::{assignments::World, Reply};

pub const LOCATIONS: &str = "/api/admin/warehouse/locations";

impl World {
    /// A location added by the admin; its id.
    pub async fn location(&self, path: &str) -> i32 {
        let reply = self
            .app
            .post_json(
                LOCATIONS,
                Some(&self.admin),
                &json!({ "path": path }).to_string(),
            )
            .await;
        assert_eq!(reply.status, 201, "{}", reply.text());
        reply.json()["id"].as_i64().unwrap() as i32
    }

    pub async fn post_as(&self, token: &str, path: &str, body: &Value) -> Reply {
        self.app
            .post_json(path, Some(token), &body.to_string())
            .await
    }

    pub async fn check_in(&self, location_id: i32, ids: &[i32]) -> Reply {
        self.post_as(
            &self.admin,
            "/api/admin/warehouse/check-in",
            &json!({ "locationId": location_id, "assetIds": ids }),
        )
        .await
    }

    pub async fn check_out(&self, ids: &[i32]) -> Reply {
        self.post_as(
            &self.admin,
            "/api/admin/warehouse/check-out",
            &json!({ "assetIds": ids }),
        )
        .await
    }

    /// The asset's storage entries: (in, out, location, location id), oldest first.
    pub async fn entries_of(
        &self,
        asset_id: i32,
    ) -> Vec<(String, Option<String>, Option<String>, Option<i32>)> {
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
        entity::storage_entry::Entity::find()
            .filter(entity::storage_entry::Column::AssetId.eq(asset_id))
            .order_by_asc(entity::storage_entry::Column::Id)
            .all(&self.app.state.db)
            .await
            .unwrap()
            .into_iter()
            .map(|e| {
                (
                    e.in_on.to_string(),
                    e.out_on.map(|d| d.to_string()),
                    e.location,
                    e.location_id,
                )
            })
            .collect()
    }
}
