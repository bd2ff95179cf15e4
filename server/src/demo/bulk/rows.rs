//! One function per table that makes a bulk row. `insert_many` skips `ActiveModelBehavior`, so
//! what `before_save` fills in (the list keys: `set_keys`) is filled in here.
use chrono::{DateTime, Duration, NaiveDate, Utc};
use entity::{
    asset, assignment, assignment_asset, measurement, storage_entry,
    types::{AssignmentStatus, LengthUnit, MeasurementKind, WeightUnit},
};
use sea_orm::{ActiveValue::NotSet, Set};

use super::super::artworks::{ARTISTS, TITLES};
use crate::features::inventory::write::DEFAULT_VALUE_CURRENCY;

/// Where a row belongs.
#[derive(Clone, Copy, Debug)]
pub struct Owner {
    pub company_id: i32,
    pub division_id: i32,
}

/// The `n`th bulk asset of a company: a numbered title from the demo catalogue, references
/// `{tag}-{n}` (the provider's) and `{tag}-T{n}` (the owner's), a value, no photo.
pub fn asset(owner: Owner, n: usize, tag: &str, now: DateTime<Utc>) -> asset::ActiveModel {
    let mut row = asset::ActiveModel {
        id: NotSet,
        company_id: Set(owner.company_id),
        company_division_id: Set(owner.division_id),
        title: Set(format!("{} {n}", TITLES[n % TITLES.len()])),
        artist: Set(ARTISTS[n % ARTISTS.len()].map(str::to_owned)),
        r#ref: Set(Some(format!("{tag}-{n:06}"))),
        their_ref: Set(Some(format!("{tag}-T{n:06}"))),
        pieces: Set(1 + n.is_multiple_of(7) as i32),
        value_minor: Set(Some(((n % 900) as i64 + 100) * 10_000)),
        value_currency: Set(DEFAULT_VALUE_CURRENCY.to_owned()),
        hidden: Set(false),
        photo_document_id: Set(None),
        photo_rotation: Set(0),
        created_by: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    };
    row.set_keys();
    row
}

/// A measurement of an asset, sizes derived from its id so they vary.
pub fn measurement(
    company_id: i32,
    asset_id: i32,
    kind: MeasurementKind,
) -> measurement::ActiveModel {
    let packed = if kind == MeasurementKind::Gross {
        8.0
    } else {
        0.0
    };
    measurement::ActiveModel {
        id: NotSet,
        company_id: Set(company_id),
        asset_id: Set(asset_id),
        kind: Set(kind.as_str().to_owned()),
        position: Set(0),
        weight_value: Set(Some(2.0 + (asset_id % 40) as f64 + packed)),
        weight_unit: Set(WeightUnit::Kg.as_str().to_owned()),
        x: Set(Some(30.0 + (asset_id % 150) as f64 + packed)),
        y: Set(Some(40.0 + (asset_id % 120) as f64 + packed)),
        z: Set(Some(4.0 + packed)),
        x_unit: Set(LengthUnit::Cm.as_str().to_owned()),
        y_unit: Set(LengthUnit::Cm.as_str().to_owned()),
        z_unit: Set(LengthUnit::Cm.as_str().to_owned()),
    }
}

/// The `n`th of a company's `of` bulk assignments, reference `{tag}-{n}`: created over the last
/// two years, the highest numbers the newest, so the dashboard's recent ones are the last made.
pub fn assignment(
    owner: Owner,
    n: usize,
    of: usize,
    status: AssignmentStatus,
    tag: &str,
    now: DateTime<Utc>,
) -> assignment::ActiveModel {
    let age_hours = ((of - n) * 730 * 24 / of.max(1)) as i64;
    let created = now - Duration::hours(age_hours) - Duration::minutes((n % 60) as i64);
    let pickup = created.date_naive() + Duration::days(5);
    let mut row = assignment::ActiveModel {
        id: NotSet,
        company_id: Set(owner.company_id),
        company_division_id: Set(owner.division_id),
        r#ref: Set(format!("{tag}-{n:06}")),
        status: Set(status.as_str().to_owned()),
        progress: Set(crate::demo::assignments::progress_of(status)),
        completed: Set(status.closes()),
        origin_address_id: Set(None),
        destination_address_id: Set(None),
        origin_storage: Set(n.is_multiple_of(4)),
        destination_storage: Set(status == AssignmentStatus::InWarehouse),
        pickup_on: Set(Some(pickup)),
        deliver_on: Set(Some(pickup + Duration::days(3 + (n % 10) as i64))),
        po_number: Set(n.is_multiple_of(3).then(|| format!("PO-{tag}-{n}"))),
        created_by: Set(None),
        created_at: Set(created),
        updated_at: Set(created + Duration::hours(6)),
        ..Default::default()
    };
    row.set_keys();
    row
}

pub fn link(company_id: i32, assignment_id: i32, asset_id: i32) -> assignment_asset::ActiveModel {
    assignment_asset::ActiveModel {
        id: NotSet,
        company_id: Set(company_id),
        assignment_id: Set(assignment_id),
        asset_id: Set(asset_id),
    }
}

/// A period in storage: `out_on` None means the asset is still there.
pub fn storage(
    company_id: i32,
    asset_id: i32,
    assignment_id: Option<i32>,
    in_on: NaiveDate,
    out_on: Option<NaiveDate>,
) -> storage_entry::ActiveModel {
    storage_entry::ActiveModel {
        id: NotSet,
        company_id: Set(company_id),
        asset_id: Set(Some(asset_id)),
        assignment_id: Set(assignment_id),
        in_on: Set(in_on),
        out_on: Set(out_on),
        location: Set(Some(format!("Bay {}", 1 + asset_id % 40))),
        location_id: Set(None),
    }
}
