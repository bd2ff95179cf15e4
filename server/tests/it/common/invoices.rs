//! The invoice tests' world: two customer companies (Hollis, invoiced by `fd`; Marlow, by `eagle`, with
//! a division that has its own addressee), an assignment each, the admin and a customer of each signed
//! in; and the calls of the finance panel.
use sea_orm::{ActiveModelTrait, Set};
use serde_json::{json, Value};

use super::{Backend, Reply, TestApp};

pub struct World {
    pub app: TestApp,
    pub admin: String,
    /// A customer of Hollis, and one of Marlow.
    pub hollis_user: String,
    pub marlow_user: String,
    pub hollis: entity::company::Model,
    pub marlow: entity::company::Model,
    pub hollis_london: entity::company_division::Model,
    pub marlow_paris: entity::company_division::Model,
    /// A-1 of Hollis London, M-1 of Marlow Paris.
    pub a1: entity::assignment::Model,
    pub m1: entity::assignment::Model,
}

impl World {
    pub async fn new(b: Backend) -> World {
        let app = TestApp::new(b).await;
        let hollis = app.company("Hollis Gallery").await;
        let mut marlow: entity::company::ActiveModel = app.company("Marlow Fine Art").await.into();
        marlow.group_brand = Set("eagle".into());
        marlow.currencies = Set(vec!["EUR".to_owned(), "GBP".to_owned()].into());
        let marlow = marlow.update(&app.state.db).await.unwrap();
        let hollis_london = app.division(hollis.id, "London").await;
        let mut paris: entity::company_division::ActiveModel =
            app.division(marlow.id, "Paris").await.into();
        paris.invoice_addressee = Set(Some("Marlow Paris\n12 rue de Seine\n75006 Paris".into()));
        let marlow_paris = paris.update(&app.state.db).await.unwrap();
        let a1 = app.assignment(&hollis_london, "A-1", None).await;
        let m1 = app.assignment(&marlow_paris, "M-1", None).await;
        let admin = app.admin_token().await;
        app.account(
            "clara@hollis.test",
            &[],
            Some(hollis.id),
            Some(hollis_london.id),
        )
        .await;
        app.account(
            "marc@marlow.test",
            &[],
            Some(marlow.id),
            Some(marlow_paris.id),
        )
        .await;
        let hollis_user = app.sign_in("clara@hollis.test").await.0;
        let marlow_user = app.sign_in("marc@marlow.test").await.0;
        for brand in ["fd", "eagle"] {
            let reply = app
                .put_json(
                    &format!("/api/admin/seller-settings/{brand}"),
                    Some(&admin),
                    &seller_settings(brand).to_string(),
                )
                .await;
            assert_eq!(reply.status, 200, "{}", reply.text());
        }
        World {
            app,
            admin,
            hollis_user,
            marlow_user,
            hollis,
            marlow,
            hollis_london,
            marlow_paris,
            a1,
            m1,
        }
    }

    /// Another assignment of Hollis London.
    pub async fn hollis_assignment(&self, reference: &str) -> entity::assignment::Model {
        self.app
            .assignment(&self.hollis_london, reference, None)
            .await
    }

    pub fn invoice_path(id: i32) -> String {
        format!("/api/admin/assignment/{id}/invoice")
    }

    /// The working invoice as the admin reads it.
    pub async fn invoice(&self, id: i32) -> Value {
        let reply = self
            .app
            .get(&Self::invoice_path(id), Some(&self.admin))
            .await;
        assert_eq!(reply.status, 200, "{}", reply.text());
        reply.json()
    }

    pub async fn put_invoice(&self, id: i32, body: &Value) -> Reply {
        self.app
            .put_json(
                &Self::invoice_path(id),
                Some(&self.admin),
                &body.to_string(),
            )
            .await
    }

    /// Saves and returns the invoice as saved (200 expected).
    pub async fn saved(&self, id: i32, body: &Value) -> Value {
        let reply = self.put_invoice(id, body).await;
        assert_eq!(reply.status, 200, "{}", reply.text());
        reply.json()
    }

    /// Saves `lines` (each `[description, currency, cost, charge, taxable, ignore]`) in place of the
    /// stored ones (deleted), in `currency` at `tax` percent with `rates`; the addressee as it is.
    pub async fn with_lines(
        &self,
        id: i32,
        currency: &str,
        tax: &str,
        rates: Value,
        lines: &[(&str, &str, &str, &str, bool, bool)],
    ) -> Value {
        let current = self.invoice(id).await;
        let stored: Vec<Value> = current["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["id"].clone())
            .collect();
        let items: Vec<Value> = lines
            .iter()
            .map(|(d, c, cost, charge, taxable, ignore)| {
                json!({"description": d, "currencyIn": c, "cost": cost, "charge": charge, "taxable": taxable, "ignore": ignore})
            })
            .collect();
        let body = json!({
            "currency": currency, "tax": tax, "poNumber": "PO-77", "addressee": current["addressee"],
            "rates": rates, "items": items, "deletedLineItems": stored,
        });
        self.saved(id, &body).await
    }

    /// Generates from the lines not ignored of the saved invoice: the reply.
    pub async fn generate(&self, id: i32) -> Reply {
        let invoice = self.invoice(id).await;
        let ids: Vec<Value> = invoice["items"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|l| !l["ignore"].as_bool().unwrap())
            .map(|l| l["id"].clone())
            .collect();
        let body = json!({"assignmentId": id, "lineIds": ids});
        self.app
            .put_json("/api/admin/invoice/", Some(&self.admin), &body.to_string())
            .await
    }

    /// Generates and returns the generated invoice (200 expected).
    pub async fn generated(&self, id: i32) -> Value {
        let reply = self.generate(id).await;
        assert_eq!(reply.status, 200, "{}", reply.text());
        reply.json()
    }

    /// The text of a PDF as a reader extracts it, spaces folded.
    pub fn pdf_text(bytes: &[u8]) -> String {
        assert!(bytes.starts_with(b"%PDF-"), "not a PDF");
        let text = pdf_extract::extract_text_from_mem(bytes).expect("readable PDF");
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }
}

/// Complete seller settings of a brand: `fd` sells from London in GB, `eagle` from Hamburg.
pub fn seller_settings(brand: &str) -> Value {
    match brand {
        "fd" => json!({
            "legalName": "FD Fine Art Logistics Ltd", "street": "Unit 4, Thameside Estate\nDock Road",
            "postcode": "E16 2QD", "city": "London", "country": "GB", "vatNumber": "GB 980 7806 84",
            "registrationNumber": "08123456", "iban": "GB82 WEST 1234 5698 7654 32", "bic": "WESTGB2L",
            "paymentTermsDays": 30, "footer": "Registered in England and Wales no. 08123456.",
        }),
        _ => json!({
            "legalName": "Eagle Art Transport GmbH", "street": "Speicherstraße 12", "postcode": "20457",
            "city": "Hamburg", "country": "de", "vatNumber": "DE136695976",
            "registrationNumber": "HRB 123456", "accountText": "Commerzbank Hamburg, account 0532013000",
            "paymentTermsDays": 14,
        }),
    }
}

/// Lines items of a saved invoice as `(description, order, ignore)`.
pub fn lines(invoice: &Value) -> Vec<(String, i64, bool)> {
    invoice["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["description"].as_str().unwrap().to_owned(),
                l["order"].as_i64().unwrap(),
                l["ignore"].as_bool().unwrap(),
            )
        })
        .collect()
}
