//! One row in every table through the entities, read back and compared; constraint checks.
//! The tenant and inventory rows are here; assignments, shipments, documents and money in `jobs.rs`.
use chrono::{NaiveDate, TimeZone, Utc};
use entity::db_error::{is_foreign_key_violation, is_unique_violation};
use entity::types::StringList;
use entity::*;
use migration::sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, ModelTrait, PaginatorTrait,
    QueryFilter, Set,
};

pub fn at() -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 22, 10, 30, 15).unwrap()
        + chrono::Duration::microseconds(123_456)
}

pub fn day(d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, d).unwrap()
}

/// The rows `jobs.rs` builds on.
pub struct Base {
    pub now: chrono::DateTime<Utc>,
    pub company: company::Model,
    pub division: company_division::Model,
    pub account: account::Model,
    pub origin: address::Model,
    pub forwarder: address::Model,
    pub asset: asset::Model,
}

/// Writes and reads a row of every table; checks defaults, JSON lists, exact i64 money, dates,
/// unique and foreign-key constraints, CASCADE and SET NULL.
pub async fn every_table(db: &DatabaseConnection) {
    let now = at();
    let company = insert_back!(
        db,
        company,
        company::ActiveModel {
            name: Set("Gallery One".into()),
            currencies: Set(vec!["GBP".to_owned(), "USD".to_owned()].into()),
            invoice_addressee: Set(Some("Accounts\nGallery One".into())),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
    );
    assert_eq!(company.group_brand, "fd", "group_brand default");
    assert_eq!(company.currencies.0, ["GBP", "USD"]);
    assert_eq!(company.created_at, now);

    let division = insert_back!(
        db,
        company_division,
        company_division::ActiveModel {
            company_id: Set(company.id),
            name: Set("London".into()),
            invoice_addressee: Set(None),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
    );

    // Company names, and division names within a company, are unique regardless of case.
    let same_company = company::ActiveModel {
        name: Set("GALLERY one".into()),
        currencies: Set(StringList::new()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await
    .expect_err("a company name in other case must fail");
    assert!(is_unique_violation(&same_company), "{same_company:?}");
    let same_division = company_division::ActiveModel {
        company_id: Set(company.id),
        name: Set("LONDON".into()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await
    .expect_err("a division name in other case must fail");
    assert!(is_unique_violation(&same_division), "{same_division:?}");

    let account = insert_back!(
        db,
        account,
        account::ActiveModel {
            email: Set("  Ann@Example.COM ".into()),
            password_hash: Set("$argon2id$v=19$stub".into()),
            first_name: Set("Ann".into()),
            last_name: Set("Lee".into()),
            company_id: Set(Some(company.id)),
            company_division_id: Set(Some(division.id)),
            roles: Set(vec!["Plinth_User".to_owned(), "Plinth_Admin".to_owned()].into()),
            business_roles: Set(StringList::new()),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
    );
    assert_eq!(
        account.email, "ann@example.com",
        "email stored trimmed and lower-case"
    );
    assert_eq!(account.roles.0, ["Plinth_User", "Plinth_Admin"]);
    assert!(account.business_roles.is_empty());
    assert_eq!(
        (account.theme.as_str(), account.disabled),
        ("21", false),
        "account defaults"
    );
    let by_email = account::Entity::find()
        .filter(account::Column::Email.eq("ann@example.com"))
        .one(db)
        .await
        .unwrap();
    assert_eq!(by_email.map(|a| a.id), Some(account.id));

    // account.email is unique (also across case, since it is stored lower-case).
    let dup = account::ActiveModel {
        email: Set("ANN@example.com".into()),
        password_hash: Set("x".into()),
        first_name: Set("A".into()),
        last_name: Set("B".into()),
        company_id: Set(None),
        company_division_id: Set(None),
        roles: Set(StringList::new()),
        business_roles: Set(StringList::new()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await
    .expect_err("duplicate email must fail");
    assert!(
        is_unique_violation(&dup),
        "unique violation expected, got {dup:?}"
    );

    let session = insert_back!(
        db,
        session,
        session::ActiveModel {
            id: Set("ab".repeat(32)),
            account_id: Set(account.id),
            created_at: Set(now),
            expires_at: Set(now + chrono::Duration::hours(8)),
            last_seen_at: Set(now),
            user_agent: Set(Some("test".into())),
        }
    );

    let origin = insert_back!(
        db,
        address,
        address::ActiveModel {
            company_id: Set(Some(company.id)),
            company_division_id: Set(Some(division.id)),
            kind: Set("customer".into()),
            name: Set(Some("Studio".into())),
            line1: Set("1 High St".into()),
            line2: Set(None),
            city: Set("London".into()),
            county: Set(None),
            post_code: Set(Some("N1 1AA".into())),
            country: Set("GB".into()),
            created_at: Set(now),
            ..Default::default()
        }
    );
    let forwarder = insert_back!(
        db,
        address,
        address::ActiveModel {
            company_id: Set(None),
            kind: Set("forwarder".into()),
            line1: Set("Cargo Way".into()),
            city: Set("Heathrow".into()),
            country: Set("GB".into()),
            created_at: Set(now),
            ..Default::default()
        }
    );

    let asset = insert_back!(
        db,
        asset,
        asset::ActiveModel {
            company_id: Set(company.id),
            company_division_id: Set(division.id),
            title: Set("Untitled (Blue)".into()),
            artist: Set(Some("A. Painter".into())),
            r#ref: Set(Some("FD-0001".into())),
            their_ref: Set(Some("INV-9".into())),
            value_minor: Set(Some(9_007_199_254_740_993)),
            created_by: Set(Some(account.id)),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
    );
    assert_eq!(
        asset.value_minor,
        Some(9_007_199_254_740_993),
        "i64 money is exact"
    );
    assert_eq!(
        (
            asset.pieces,
            asset.value_currency.as_str(),
            asset.hidden,
            asset.photo_rotation,
            asset.photo_document_id
        ),
        (1, "$", false, 0, None),
        "asset defaults"
    );

    let m = insert_back!(
        db,
        measurement,
        measurement::ActiveModel {
            company_id: Set(company.id),
            asset_id: Set(asset.id),
            kind: Set("gross".into()),
            weight_value: Set(Some(12.5)),
            x: Set(Some(100.25)),
            y: Set(Some(80.0)),
            z: Set(None),
            ..Default::default()
        }
    );
    assert_eq!(
        (m.position, m.weight_unit.as_str(), m.x_unit.as_str()),
        (0, "Kg", "cm")
    );
    assert_eq!((m.weight_value, m.x, m.z), (Some(12.5), Some(100.25), None));
    assert_eq!(
        asset
            .find_related(measurement::Entity)
            .count(db)
            .await
            .unwrap(),
        1
    );

    let base = Base {
        now,
        company: company.clone(),
        division: division.clone(),
        account: account.clone(),
        origin,
        forwarder,
        asset: asset.clone(),
    };
    let jobs = crate::jobs::every_table(db, &base).await;
    let (link, photo, log) = (jobs.link, jobs.photo, jobs.log);

    // Foreign keys (PostgreSQL always; SQLite because sqlx turns `foreign_keys` on per connection).
    let err = company
        .clone()
        .delete(db)
        .await
        .expect_err("RESTRICT: company has rows");
    assert!(
        is_foreign_key_violation(&err) && !is_unique_violation(&err),
        "{err:?}"
    );
    let err = asset
        .clone()
        .delete(db)
        .await
        .expect_err("RESTRICT: asset is in an assignment");
    assert!(is_foreign_key_violation(&err), "{err:?}");
    let err = company_division::ActiveModel {
        company_id: Set(company.id + 1000),
        name: Set("Orphan".into()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await
    .expect_err("no such company");
    assert!(is_foreign_key_violation(&err), "{err:?}");
    // CASCADE for pure children: measurements go with their asset, sessions with their account.
    let loose = insert_back!(
        db,
        asset,
        asset::ActiveModel {
            company_id: Set(company.id),
            company_division_id: Set(division.id),
            title: Set("Loose".into()),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
    );
    measurement::ActiveModel {
        company_id: Set(company.id),
        asset_id: Set(loose.id),
        kind: Set("net".into()),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap();
    loose.delete(db).await.unwrap();
    assert_eq!(measurement::Entity::find().count(db).await.unwrap(), 1);
    link.delete(db).await.unwrap();
    // SET NULL for "who did it" columns; the audit log keeps its plain id.
    let author = account::Entity::find_by_id(account.id)
        .one(db)
        .await
        .unwrap()
        .unwrap();
    author.delete(db).await.unwrap();
    assert!(
        session::Entity::find_by_id(session.id)
            .one(db)
            .await
            .unwrap()
            .is_none(),
        "session cascades"
    );
    let a = asset::Entity::find_by_id(asset.id)
        .one(db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((a.created_by, a.photo_document_id), (None, Some(photo.id)));
    let l = audit_log::Entity::find_by_id(log.id)
        .one(db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(l.account_id, Some(account.id));
}
