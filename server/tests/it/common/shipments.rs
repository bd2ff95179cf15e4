//! What the shipment tests share: the assignment tests' two companies, an open assignment of each
//! (Ada's London one of the horse, the admin's Zenith one of the cafe), two forwarder addresses
//! (the World's terminal and a Calais dock), and the body of a shipment carrying both.
use serde_json::{json, Value};

use super::{assignments::World, Backend, Reply};

pub struct Ships {
    pub w: World,
    /// Acme's assignment (Ada's) and Zenith's, as `POST /api/assignment` answered them.
    pub acme_job: Value,
    pub zenith_job: Value,
    pub dock: entity::address::Model,
}

impl Ships {
    pub async fn new(b: Backend) -> Ships {
        let w = World::new(b).await;
        let acme_job = w.made(&[&w.horse, &w.tower]).await;
        let body = json!({ "companyDivisionId": w.nyc.id, "assetIds": [w.cafe.id] });
        let zenith = w.create(&w.admin, &body).await;
        assert_eq!(zenith.status, 201, "{}", zenith.text());
        let dock = w.app.forwarder_address("Calais dock 4").await;
        Ships {
            acme_job,
            zenith_job: zenith.json(),
            dock,
            w,
        }
    }

    pub fn id(job: &Value) -> i64 {
        job["id"].as_i64().unwrap()
    }

    pub fn acme_ref(&self) -> String {
        self.acme_job["ref"].as_str().unwrap().to_owned()
    }

    pub fn zenith_ref(&self) -> String {
        self.zenith_job["ref"].as_str().unwrap().to_owned()
    }

    /// A road shipment of both assignments from the terminal to the dock: the Channel crossing,
    /// then a truck on.
    pub fn body(&self) -> Value {
        json!({
            "mode": "Road",
            "commencementOn": "2026-12-01",
            "commencementAt": "06:30",
            "conclusionOn": "2026-12-03",
            "conclusionAt": "14:00",
            "originAddressId": self.w.terminal.id,
            "destinationAddressId": self.dock.id,
            "assignmentIds": [Self::id(&self.acme_job), Self::id(&self.zenith_job)],
            "legs": [
                { "nameNumber": "Le Shuttle", "voyage": "LS 7421", "pod": "Folkestone",
                  "etdOn": "2026-12-01", "poa": "Calais", "etaOn": "2026-12-01" },
                { "nameNumber": "Truck 12", "voyage": "Run CQ-118", "pod": "Calais",
                  "etdOn": "2026-12-02", "poa": "Saint-Denis", "etaOn": "2026-12-03" }
            ]
        })
    }

    /// `body()` with the fields of `changes` set (null removes nothing: it sets null).
    pub fn with(&self, changes: Value) -> Value {
        let mut body = self.body();
        for (k, v) in changes.as_object().unwrap() {
            body[k] = v.clone();
        }
        body
    }

    pub async fn post(&self, body: &Value) -> Reply {
        self.w
            .app
            .post_json(
                "/api/admin/shipment",
                Some(&self.w.admin),
                &body.to_string(),
            )
            .await
    }

    pub async fn put(&self, body: &Value) -> Reply {
        self.w
            .app
            .put_json(
                "/api/admin/shipment",
                Some(&self.w.admin),
                &body.to_string(),
            )
            .await
    }

    /// The shipment of `body()`, made; its JSON.
    pub async fn made(&self) -> Value {
        let reply = self.post(&self.body()).await;
        assert_eq!(reply.status, 201, "{}", reply.text());
        reply.json()
    }
}
