//! Rows the admin tests need beside companies, divisions and accounts: assets, assignments,
//! addresses; and reading back what was written (row counts, audit entries). Every column a list
//! key comes from is set (`None` when empty), as the server writes them: `before_save` computes
//! the keys only when it knows every source column.
use chrono::Utc;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set,
};

use super::TestApp;

impl TestApp {
    pub async fn asset(
        &self,
        division: &entity::company_division::Model,
        title: &str,
    ) -> entity::asset::Model {
        let now = Utc::now();
        entity::asset::ActiveModel {
            company_id: Set(division.company_id),
            company_division_id: Set(division.id),
            title: Set(title.into()),
            artist: Set(None),
            r#ref: Set(None),
            their_ref: Set(None),
            pieces: Set(1),
            value_currency: Set("$".into()),
            hidden: Set(false),
            photo_rotation: Set(0),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
        .insert(&self.state.db)
        .await
        .unwrap()
    }

    /// An assignment of the division, optionally naming an address as its destination.
    pub async fn assignment(
        &self,
        division: &entity::company_division::Model,
        reference: &str,
        destination: Option<i32>,
    ) -> entity::assignment::Model {
        let now = Utc::now();
        entity::assignment::ActiveModel {
            company_id: Set(division.company_id),
            company_division_id: Set(division.id),
            r#ref: Set(reference.into()),
            status: Set("Submitted".into()),
            progress: Set(3),
            completed: Set(false),
            po_number: Set(None),
            destination_address_id: Set(destination),
            origin_storage: Set(false),
            destination_storage: Set(false),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
        .insert(&self.state.db)
        .await
        .unwrap()
    }

    /// A customer address of a company, of one of its divisions or (division `None`) of none.
    pub async fn address(
        &self,
        company_id: i32,
        division_id: Option<i32>,
        line1: &str,
    ) -> entity::address::Model {
        entity::address::ActiveModel {
            company_id: Set(Some(company_id)),
            company_division_id: Set(division_id),
            kind: Set("customer".into()),
            name: Set(None),
            line1: Set(line1.into()),
            line2: Set(None),
            city: Set("London".into()),
            county: Set(None),
            post_code: Set(None),
            country: Set("United Kingdom".into()),
            created_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(&self.state.db)
        .await
        .unwrap()
    }

    /// A forwarder's address: no company.
    pub async fn forwarder_address(&self, line1: &str) -> entity::address::Model {
        entity::address::ActiveModel {
            kind: Set("forwarder".into()),
            name: Set(None),
            line1: Set(line1.into()),
            line2: Set(None),
            city: Set("Heathrow".into()),
            county: Set(None),
            post_code: Set(None),
            country: Set("United Kingdom".into()),
            created_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(&self.state.db)
        .await
        .unwrap()
    }

    /// Rows in each table an admin call may write: compare before and after a refused call.
    pub async fn row_counts(&self) -> [u64; 6] {
        let db = &self.state.db;
        [
            entity::account::Entity::find().count(db).await.unwrap(),
            entity::company::Entity::find().count(db).await.unwrap(),
            entity::company_division::Entity::find()
                .count(db)
                .await
                .unwrap(),
            entity::address::Entity::find().count(db).await.unwrap(),
            entity::session::Entity::find().count(db).await.unwrap(),
            entity::audit_log::Entity::find().count(db).await.unwrap(),
        ]
    }

    /// The audit entries about one kind of object, oldest first.
    pub async fn audit(&self, object_type: &str) -> Vec<entity::audit_log::Model> {
        entity::audit_log::Entity::find()
            .filter(entity::audit_log::Column::ObjectType.eq(object_type))
            .order_by_asc(entity::audit_log::Column::Id)
            .all(&self.state.db)
            .await
            .unwrap()
    }

    /// `(action, object id)` of the audit entries about one kind of object, oldest first.
    pub async fn audit_trail(&self, object_type: &str) -> Vec<(String, String)> {
        self.audit(object_type)
            .await
            .into_iter()
            .map(|e| (e.action, e.object_id.unwrap_or_default()))
            .collect()
    }

    pub async fn sessions_of(&self, account_id: i32) -> u64 {
        entity::session::Entity::find()
            .filter(entity::session::Column::AccountId.eq(account_id))
            .count(&self.state.db)
            .await
            .unwrap()
    }
}
