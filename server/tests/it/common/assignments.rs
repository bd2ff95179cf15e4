//! What the assignment tests share: the tenants (`tenants.rs`) with assets and addresses in each
//! division, and the body of a new assignment.
use serde_json::{json, Value};

use super::{tenants::Tenants, Backend, Reply, TestApp};

pub struct World {
    pub tenants: Tenants,
    /// Acme London: "Blue Horse" (theirRef BH-1, 2 pieces), "Red Tower", "Grey Dawn" (hidden).
    pub horse: entity::asset::Model,
    pub tower: entity::asset::Model,
    pub dawn: entity::asset::Model,
    /// Acme Paris: "Green Field".
    pub field: entity::asset::Model,
    /// Zenith New York: "Night Cafe".
    pub cafe: entity::asset::Model,
    /// Acme London's gallery, Acme's division-less head office, Acme Paris's store, Zenith's
    /// Chelsea address and a forwarder's terminal.
    pub gallery: entity::address::Model,
    pub head_office: entity::address::Model,
    pub paris_store: entity::address::Model,
    pub chelsea: entity::address::Model,
    pub terminal: entity::address::Model,
}

crate::builds_on_tenants!(World);

impl World {
    pub async fn new(b: Backend) -> World {
        Self::with(b, |_| {}).await
    }

    /// The world on an app whose settings `tweak` changes first (mail, say).
    pub async fn with(b: Backend, tweak: impl FnOnce(&mut server::Settings)) -> World {
        let tenants = Tenants::with(b, tweak).await;
        let (app, acme, zenith) = (&tenants.app, &tenants.acme, &tenants.zenith);
        let (london, paris, nyc) = (&tenants.london, &tenants.paris, &tenants.nyc);
        let horse = app.asset(london, "Blue Horse").await;
        let horse = app.set_asset(horse, Some("BH-1"), 2, false).await;
        let tower = app.asset(london, "Red Tower").await;
        let dawn = app.asset(london, "Grey Dawn").await;
        let dawn = app.set_asset(dawn, None, 1, true).await;
        let field = app.asset(paris, "Green Field").await;
        let cafe = app.asset(nyc, "Night Cafe").await;
        let gallery = app.address(acme.id, Some(london.id), "Gallery").await;
        let head_office = app.address(acme.id, None, "Head office").await;
        let paris_store = app.address(acme.id, Some(paris.id), "Paris store").await;
        let chelsea = app.address(zenith.id, Some(nyc.id), "Chelsea").await;
        let terminal = app.forwarder_address("Cargo terminal").await;
        World {
            tenants,
            horse,
            tower,
            dawn,
            field,
            cafe,
            gallery,
            head_office,
            paris_store,
            chelsea,
            terminal,
        }
    }

    /// A new London assignment of the given assets, from the gallery to the head office.
    pub fn body(&self, assets: &[&entity::asset::Model]) -> Value {
        json!({
            "companyDivisionId": self.london.id,
            "assetIds": assets.iter().map(|a| a.id).collect::<Vec<_>>(),
            "originAddressId": self.gallery.id,
            "destinationAddressId": self.head_office.id,
            "originStorage": false,
            "destinationStorage": true,
            "pickupOn": "2026-12-01",
            "deliverOn": "2026-12-03",
            "poNumber": " PO-77 "
        })
    }

    /// `POST /api/assignment` with `body` as `token`.
    pub async fn create(&self, token: &str, body: &Value) -> Reply {
        self.app
            .post_json("/api/assignment", Some(token), &body.to_string())
            .await
    }

    /// Ada's new London assignment of `assets`; panics unless it is made. Its JSON.
    pub async fn made(&self, assets: &[&entity::asset::Model]) -> Value {
        let reply = self.create(&self.ada, &self.body(assets)).await;
        assert_eq!(reply.status, 201, "{}", reply.text());
        reply.json()
    }

    pub async fn get(&self, path: &str, token: &str) -> Reply {
        self.app.get(path, Some(token)).await
    }
}

impl TestApp {
    /// Sets an asset's theirRef, pieces and hidden flag.
    pub async fn set_asset(
        &self,
        asset: entity::asset::Model,
        their_ref: Option<&str>,
        pieces: i32,
        hidden: bool,
    ) -> entity::asset::Model {
        use sea_orm::{ActiveModelTrait, Set};
        let mut a: entity::asset::ActiveModel = asset.into();
        a.their_ref = Set(their_ref.map(str::to_owned));
        a.pieces = Set(pieces);
        a.hidden = Set(hidden);
        a.update(&self.state.db).await.unwrap()
    }

    /// Marks an assignment completed (as the admin's Delivered or Cancelled would).
    pub async fn complete(&self, id: i64) {
        use sea_orm::{ActiveModelTrait, EntityTrait, Set};
        let row = entity::assignment::Entity::find_by_id(id as i32)
            .one(&self.state.db)
            .await
            .unwrap()
            .unwrap();
        let mut a: entity::assignment::ActiveModel = row.into();
        a.completed = Set(true);
        a.status = Set("Delivered".into());
        a.progress = Set(100);
        a.update(&self.state.db).await.unwrap();
    }

    /// Rows in the tables a new assignment writes: assignments, their asset links, audit entries.
    pub async fn assignment_rows(&self) -> [u64; 3] {
        use sea_orm::{EntityTrait, PaginatorTrait};
        let db = &self.state.db;
        [
            entity::assignment::Entity::find().count(db).await.unwrap(),
            entity::assignment_asset::Entity::find()
                .count(db)
                .await
                .unwrap(),
            entity::audit_log::Entity::find().count(db).await.unwrap(),
        ]
    }
}

/// The body of `PUT /api/admin/assignment` that saves an assignment as `GET
/// /api/admin/assignment/{id}` gave it (`view`), with the fields of `changes` set.
pub fn edit_body(view: &Value, changes: Value) -> Value {
    let storage: Vec<Value> = view["storage"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| json!({ "id": s["id"], "inOn": s["inOn"], "outOn": s["outOn"], "location": s["location"] }))
        .collect();
    let mut body = json!({
        "id": view["id"],
        "version": view["version"],
        "status": view["status"],
        "progress": view["progress"],
        "originAddressId": view["origin"]["id"],
        "destinationAddressId": view["destination"]["id"],
        "originStorage": view["originStorage"],
        "destinationStorage": view["destinationStorage"],
        "pickupOn": view["pickupOn"],
        "deliverOn": view["deliverOn"],
        "poNumber": view["poNumber"],
        "storage": storage,
    });
    for (k, v) in changes.as_object().unwrap() {
        body[k] = v.clone();
    }
    body
}

impl World {
    /// `GET /api/admin/assignment/{id}` as the admin; panics unless 200.
    pub async fn admin_view(&self, id: i64) -> Value {
        let reply = self
            .get(&format!("/api/admin/assignment/{id}"), &self.admin)
            .await;
        assert_eq!(reply.status, 200, "{}", reply.text());
        reply.json()
    }

    /// `PUT /api/admin/assignment` with `body` as `token`.
    pub async fn save_as(&self, token: &str, body: &Value) -> Reply {
        self.app
            .put_json("/api/admin/assignment", Some(token), &body.to_string())
            .await
    }

    /// Saves the admin's view of `id` with `changes`; panics unless 200. The saved view.
    pub async fn saved(&self, id: i64, changes: Value) -> Value {
        let body = edit_body(&self.admin_view(id).await, changes);
        let reply = self.save_as(&self.admin, &body).await;
        assert_eq!(reply.status, 200, "{body}: {}", reply.text());
        reply.json()
    }
}
