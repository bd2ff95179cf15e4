//! A company's demo inventory: assets with a photo document, net measurements, and storage
//! history. Each division's assets are laid out in order: first the ones free for assignments,
//! then those stored before, those in storage now, and the hidden ones last.
use chrono::{DateTime, Duration, Utc};
use entity::{
    asset, company, document, measurement, storage_entry,
    types::{DocumentType, LengthUnit, MeasurementKind, WeightUnit},
};
use sea_orm::{ActiveModelTrait, DatabaseTransaction, Set};

use super::{
    artworks::{self, ARTISTS, TITLES},
    catalogue::Units,
    company::SeededDivision,
    SeedReport,
};
use crate::files::StagedFiles;

pub(super) struct Stock<'a> {
    pub company: &'a company::Model,
    pub prefix: &'a str,
    pub divisions: &'a [SeededDivision],
    pub first_title: usize,
    pub photos: Vec<Vec<u8>>,
    pub now: DateTime<Utc>,
}

/// A stable spread of numbers from an asset's title index (SplitMix64 finaliser): the same asset
/// gets the same value, size and dates on every machine.
pub(super) fn vary(i: usize, salt: u64) -> u64 {
    let mut z = (i as u64)
        .wrapping_add(salt.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A value in `[lo, hi]` from `vary`.
fn between(i: usize, salt: u64, lo: u64, hi: u64) -> u64 {
    lo + vary(i, salt) % (hi - lo + 1)
}

/// Inserts the assets of every division; returns, per division, the ids free for assignments.
pub(super) async fn seed_assets(
    txn: &DatabaseTransaction,
    staged: &mut StagedFiles<'_>,
    stock: Stock<'_>,
    report: &mut SeedReport,
) -> anyhow::Result<Vec<Vec<i32>>> {
    let mut photos = stock.photos.into_iter();
    let mut number = 0; // the asset's number within the company: HG-0001, HG-0002, …
    let mut pools = Vec::new();
    for division in stock.divisions {
        let spec = division.spec;
        let free = spec.assets - spec.hidden - spec.stored_now - spec.stored_before;
        let mut pool = Vec::new();
        for k in 0..spec.assets {
            let t = stock.first_title + number;
            number += 1;
            let their_ref = format!("{}-{:04}", stock.prefix, number);
            let photo = photos
                .next()
                .ok_or_else(|| anyhow::anyhow!("a photo for every asset"))?;
            let item = Item {
                title_index: t,
                their_ref,
                hidden: k >= spec.assets - spec.hidden,
                company_id: stock.company.id,
                division,
                created_at: stock.now - Duration::days(between(t, 1, 90, 330) as i64),
            };
            let id = insert_asset(txn, staged, &item, photo, report).await?;
            if k < free {
                pool.push(id);
            } else if k < free + spec.stored_before {
                let in_on = stock.now - Duration::days(between(t, 2, 150, 300) as i64);
                let out_on = in_on + Duration::days(between(t, 3, 30, 120) as i64);
                store(txn, &item, id, in_on, Some(out_on), report).await?;
            } else if !item.hidden {
                let in_on = stock.now - Duration::days(between(t, 4, 20, 200) as i64);
                store(txn, &item, id, in_on, None, report).await?;
            }
        }
        pools.push(pool);
    }
    Ok(pools)
}

struct Item<'a> {
    title_index: usize,
    their_ref: String,
    hidden: bool,
    company_id: i32,
    division: &'a SeededDivision,
    created_at: DateTime<Utc>,
}

async fn insert_asset(
    txn: &DatabaseTransaction,
    staged: &mut StagedFiles<'_>,
    item: &Item<'_>,
    photo: Vec<u8>,
    report: &mut SeedReport,
) -> anyhow::Result<i32> {
    let t = item.title_index;
    let title = TITLES[t % TITLES.len()];
    // Values from a few thousand to a few hundred thousand, in round hundreds, in minor units.
    let value_major = between(t, 5, 20, 4500) * 100;
    let created = asset::ActiveModel {
        company_id: Set(item.company_id),
        company_division_id: Set(item.division.model.id),
        title: Set(title.to_owned()),
        artist: Set(ARTISTS[(t * 7 + 3) % ARTISTS.len()].map(str::to_owned)),
        r#ref: Set(Some(format!("PL-{:05}", 20_400 + t * 17))),
        their_ref: Set(Some(item.their_ref.clone())),
        pieces: Set(artworks::pieces_of(title)),
        value_minor: Set(Some(value_major as i64 * 100)),
        value_currency: Set(item.division.spec.currency.to_owned()),
        hidden: Set(item.hidden),
        photo_document_id: Set(None),
        photo_rotation: Set(0),
        created_by: Set(item.division.user_id),
        created_at: Set(item.created_at),
        updated_at: Set(item.created_at),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    report.created.assets += 1;

    let size = photo.len() as i64;
    let file_name = staged.put(photo, "jpg").await?;
    let doc = document::ActiveModel {
        company_id: Set(Some(item.company_id)),
        asset_id: Set(Some(created.id)),
        assignment_id: Set(None),
        shipment_id: Set(None),
        name: Set(format!("{}.jpg", item.their_ref.to_lowercase())),
        file_name: Set(file_name),
        content_type: Set("image/jpeg".to_owned()),
        size_bytes: Set(size),
        document_type: Set(DocumentType::Asset.as_str().to_owned()),
        protected: Set(false),
        uploaded_by: Set(item.division.user_id),
        created_at: Set(item.created_at),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    report.created.documents += 1;
    let mut with_photo: asset::ActiveModel = created.into();
    with_photo.photo_document_id = Set(Some(doc.id));
    let created = with_photo.update(txn).await?;

    for (position, m) in measurements(t, title).into_iter().enumerate() {
        insert_measurement(txn, &created, position as i32, m, item.division.spec.units).await?;
        report.created.measurements += 1;
    }
    Ok(created.id)
}

/// A net measurement in Kg and cm, before conversion to the division's units.
#[derive(Clone, Copy)]
struct Size {
    kg: f64,
    cm: [f64; 3],
}

/// One net measurement per piece (up to two), or the work and its frame for some paintings.
fn measurements(t: usize, title: &str) -> Vec<Size> {
    let main = if artworks::is_sculpture(title) {
        let w = between(t, 6, 25, 70) as f64;
        let h = between(t, 7, 40, 190) as f64;
        Size {
            kg: (w * w * h / 1800.0).round(),
            cm: [w, h, (w * 0.8).round()],
        }
    } else {
        let w = between(t, 6, 30, 200) as f64;
        let h = between(t, 7, 25, 160) as f64;
        let depth = between(t, 8, 2, 6) as f64;
        Size {
            kg: (w * h / 900.0 * 10.0).round() / 10.0 + 0.5,
            cm: [w, h, depth],
        }
    };
    let pieces = artworks::pieces_of(title);
    if pieces > 1 {
        // The second piece: the next panel of a triptych, or a sculpture's plinth.
        let second = if artworks::is_sculpture(title) {
            Size {
                kg: 35.0,
                cm: [main.cm[0] + 10.0, 90.0, main.cm[2] + 10.0],
            }
        } else {
            main
        };
        vec![main, second]
    } else if t % 4 == 1 {
        // Measured framed as well as unframed.
        let framed = Size {
            kg: ((main.kg * 1.4) * 10.0).round() / 10.0,
            cm: [main.cm[0] + 12.0, main.cm[1] + 12.0, main.cm[2] + 3.0],
        };
        vec![main, framed]
    } else {
        vec![main]
    }
}

async fn insert_measurement(
    txn: &DatabaseTransaction,
    of: &asset::Model,
    position: i32,
    size: Size,
    units: Units,
) -> anyhow::Result<()> {
    // A New York registrar writes pounds and inches, to the nearest tenth and half inch.
    let (weight, weight_unit, dims, length_unit) = match units {
        Units::Metric => (size.kg, WeightUnit::Kg, size.cm, LengthUnit::Cm),
        Units::Imperial => (
            (size.kg / 0.453_592 * 10.0).round() / 10.0,
            WeightUnit::Lb,
            size.cm.map(|cm| (cm * 0.393_700_787 * 2.0).round() / 2.0),
            LengthUnit::Inch,
        ),
    };
    measurement::ActiveModel {
        company_id: Set(of.company_id),
        asset_id: Set(of.id),
        kind: Set(MeasurementKind::Net.as_str().to_owned()),
        position: Set(position),
        weight_value: Set(Some(weight)),
        weight_unit: Set(weight_unit.as_str().to_owned()),
        x: Set(Some(dims[0])),
        y: Set(Some(dims[1])),
        z: Set(Some(dims[2])),
        x_unit: Set(length_unit.as_str().to_owned()),
        y_unit: Set(length_unit.as_str().to_owned()),
        z_unit: Set(length_unit.as_str().to_owned()),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    Ok(())
}

/// A storage period of an asset outside any assignment.
async fn store(
    txn: &DatabaseTransaction,
    item: &Item<'_>,
    asset_id: i32,
    in_on: DateTime<Utc>,
    out_on: Option<DateTime<Utc>>,
    report: &mut SeedReport,
) -> anyhow::Result<()> {
    let locations = item.division.spec.locations;
    storage_entry::ActiveModel {
        company_id: Set(item.company_id),
        asset_id: Set(Some(asset_id)),
        assignment_id: Set(None),
        in_on: Set(in_on.date_naive()),
        out_on: Set(out_on.map(|d| d.date_naive())),
        location: Set(Some(
            locations[item.title_index % locations.len()].to_owned(),
        )),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    report.created.storage_entries += 1;
    Ok(())
}
