//! Every asset travelling on a shipment, for the printable asset list and the packing list PDF:
//! assignment by assignment (in the order they joined), each assignment's assets in the order they
//! were put on it, with the figures of the asset's gross measurement (else its first net one) in
//! both unit systems (the conversions of `inventory::measurements`, docs/inventory.md).
use std::collections::HashMap;

use entity::{asset, assignment, assignment_asset};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

use super::dto::ShipmentAssetDto;
use crate::{
    auth::Scope,
    error::AppResult,
    features::{
        inventory::{
            dto::MeasurementDto,
            measurements::{cm, ft3, gross_entry, inch, kg, lb, volume_m3},
        },
        reports::read::{sizes, sizes_of, Names},
    },
};

/// The assets of the assignments `ids` (the admin's reading: every company).
pub async fn of_assignments(
    db: &impl ConnectionTrait,
    ids: &[i32],
) -> AppResult<Vec<ShipmentAssetDto>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let refs: HashMap<i32, String> = assignment::Entity::find()
        .filter(assignment::Column::Id.is_in(ids.iter().copied()))
        .all(db)
        .await?
        .into_iter()
        .map(|a| (a.id, a.r#ref))
        .collect();
    let mut links = assignment_asset::Entity::find()
        .filter(assignment_asset::Column::AssignmentId.is_in(ids.iter().copied()))
        .order_by_asc(assignment_asset::Column::Id)
        .all(db)
        .await?;
    let order: HashMap<i32, usize> = ids.iter().enumerate().map(|(i, id)| (*id, i)).collect();
    // Stable: within one assignment the links keep their own order.
    links.sort_by_key(|l| order.get(&l.assignment_id).copied().unwrap_or(usize::MAX));
    let asset_ids: Vec<i32> = links.iter().map(|l| l.asset_id).collect();
    let assets: HashMap<i32, asset::Model> = asset::Entity::find()
        .filter(asset::Column::Id.is_in(asset_ids.iter().copied()))
        .all(db)
        .await?
        .into_iter()
        .map(|a| (a.id, a))
        .collect();
    let names = Names::read(db, Scope::All).await?;
    let sizes = sizes(db, Scope::All, &asset_ids).await?;
    Ok(links
        .iter()
        .filter_map(|link| {
            let a = assets.get(&link.asset_id)?;
            let (net, gross) = sizes_of(&sizes, a.id);
            Some(row(
                a,
                link.assignment_id,
                refs.get(&link.assignment_id).cloned().unwrap_or_default(),
                &names,
                gross_entry(gross, net),
            ))
        })
        .collect())
}

fn row(
    a: &asset::Model,
    assignment_id: i32,
    assignment_ref: String,
    names: &Names,
    size: Option<&MeasurementDto>,
) -> ShipmentAssetDto {
    let sides = size.and_then(|m| {
        let d = &m.dimension;
        Some([(d.x?, &d.x_unit), (d.y?, &d.y_unit), (d.z?, &d.z_unit)])
    });
    let volume = size.and_then(|m| volume_m3(&m.dimension));
    ShipmentAssetDto {
        id: a.id,
        reference: a.r#ref.clone(),
        their_ref: a.their_ref.clone(),
        title: a.title.clone(),
        artist: a.artist.clone(),
        pieces: a.pieces,
        assignment_id,
        assignment_ref,
        company_name: names.company(a.company_id).to_owned(),
        company_division: names.division(a.company_division_id).to_owned(),
        thumb_url: a
            .photo_document_id
            .map(|_| format!("/files/asset/{}/thumb", a.id)),
        dimensions_cm: sides.map(|s| s.map(|(v, unit)| round(cm(v, unit), 1))),
        dimensions_inch: sides.map(|s| s.map(|(v, unit)| round(inch(v, unit), 1))),
        weight_kg: size.and_then(|m| kg(&m.weight)).map(|v| round(v, 2)),
        weight_lb: size.and_then(|m| lb(&m.weight)).map(|v| round(v, 2)),
        volume_m3: volume.map(|v| round(v, 3)),
        volume_ft3: volume.map(|v| round(ft3(v), 2)),
    }
}

/// Rounded for paper: a tenth of a centimetre, a hundredth of a kilo, a litre.
fn round(v: f64, places: i32) -> f64 {
    let f = 10f64.powi(places);
    (v * f).round() / f
}

#[cfg(test)]
mod tests {
    use super::round;

    #[test]
    fn figures_are_rounded_for_paper() {
        assert_eq!(round(39.370078, 1), 39.4);
        assert_eq!(round(2.204_622_6, 2), 2.2);
        assert_eq!(round(0.001_499, 3), 0.001);
    }
}
