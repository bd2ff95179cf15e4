//! A company's demo assignments (each with assets of one division, no asset in two of them) and,
//! when some are marked `shipped`, the road shipment that carries them, with its two legs.
use chrono::{DateTime, Duration, NaiveDate, Utc};
use entity::{
    address, assignment, assignment_asset, company, shipment, shipment_assignment, shipment_leg,
    storage_entry,
    types::{AssignmentStatus, AuditAction},
};
use sea_orm::{ActiveModelTrait, DatabaseTransaction, Set};

use super::{
    catalogue::{self, Place},
    company::SeededDivision,
    SeedReport,
};
use crate::{
    audit,
    features::{assignments::reference, history::record::shipment_link},
};

pub(super) struct Work<'a> {
    pub company: &'a company::Model,
    pub spec: &'static catalogue::Company,
    pub divisions: &'a [SeededDivision],
    /// Per division, the asset ids free for assignments, taken in order.
    pub pools: Vec<Vec<i32>>,
    pub forwarders: &'a [address::Model],
    pub now: DateTime<Utc>,
}

/// The progress of a status: its fixed value, or for the statuses that add 2 to the current
/// progress, In Transit's 20 plus 2 for each step along (customs 22, bond 24, warehouse 26).
pub(super) fn progress_of(status: AssignmentStatus) -> i32 {
    status.fixed_progress().unwrap_or(match status {
        AssignmentStatus::InCustoms => 22,
        AssignmentStatus::InBond => 24,
        _ => 26,
    })
}

/// Planned dates as a coordinator would have them on the day the seed runs: collections still
/// ahead for the early statuses, behind for the ones under way or done.
fn planned_dates(
    job: &catalogue::Assignment,
    created: DateTime<Utc>,
    now: DateTime<Utc>,
) -> (NaiveDate, NaiveDate) {
    use AssignmentStatus::*;
    let day = |d: DateTime<Utc>, n: i64| (d + Duration::days(n)).date_naive();
    let transit_days = match job.destination {
        Place::OtherDivision(_) => 6,
        _ => 2,
    };
    let pickup = match job.status {
        Submitted => day(now, 12),
        Quoted => day(now, 8),
        CollectionScheduled => day(now, 3),
        WaitingToCollect => day(now, 1),
        Cancelled => day(created, 14),
        _ => day(created, 5),
    };
    let deliver = match job.status {
        // Still on the road, at customs or in bond: due in the next few days.
        InTransit => day(now, 2),
        InCustoms => day(now, 3),
        InBond => day(now, 5),
        DeliveryScheduled => day(now, 4),
        _ => pickup + Duration::days(transit_days),
    };
    (pickup, deliver)
}

pub(super) async fn seed_assignments(
    txn: &DatabaseTransaction,
    work: Work<'_>,
    report: &mut SeedReport,
) -> anyhow::Result<()> {
    let mut pools: Vec<std::vec::IntoIter<i32>> =
        work.pools.into_iter().map(Vec::into_iter).collect();
    let mut shipped = Vec::new();
    for (n, job) in work.spec.assignments.iter().enumerate() {
        let division = &work.divisions[job.division];
        let assets: Vec<i32> = pools[job.division].by_ref().take(job.assets).collect();
        anyhow::ensure!(
            assets.len() == job.assets,
            "the catalogue gives {} too few free assets",
            division.spec.name
        );
        // A few hours apart on the day, so lists sorted by creation read naturally.
        let created = work.now - Duration::days(job.days_ago) - Duration::hours(2 + n as i64 * 3);
        let updated = created + Duration::days(job.days_ago * 3 / 4);
        let address_of = |place: Place| match place {
            Place::Home => Some(division.addresses[0].id),
            Place::Client => Some(division.addresses[1].id),
            Place::OtherDivision(i) => Some(work.divisions[i].addresses[0].id),
            Place::Storage => None,
        };
        let (pickup_on, deliver_on) = planned_dates(job, created, work.now);
        // Numbered as every new assignment is: the company's prefix and its next number.
        let reference = reference::next_for(txn, &work.company.name).await?;
        let row = assignment::ActiveModel {
            company_id: Set(work.company.id),
            company_division_id: Set(division.model.id),
            r#ref: Set(reference),
            status: Set(job.status.as_str().to_owned()),
            progress: Set(progress_of(job.status)),
            completed: Set(job.status.closes()),
            origin_address_id: Set(address_of(job.origin)),
            destination_address_id: Set(address_of(job.destination)),
            origin_storage: Set(job.origin == Place::Storage),
            destination_storage: Set(job.destination == Place::Storage),
            pickup_on: Set(Some(pickup_on)),
            deliver_on: Set(Some(deliver_on)),
            po_number: Set(
                (n % 2 == 0).then(|| format!("PO-{}-{}", 4410 + n * 7, work.spec.prefix))
            ),
            created_by: Set(division.user_id),
            created_at: Set(created),
            updated_at: Set(updated),
            ..Default::default()
        }
        .insert(txn)
        .await?;
        report.created.assignments += 1;
        audit::record(
            txn,
            audit::Entry {
                actor: None,
                action: AuditAction::Create,
                object_type: "assignment",
                object_id: Some(row.id.to_string()),
                company_id: Some(work.company.id),
                detail: Some(serde_json::json!({
                    "source": "seed-demo",
                    "ref": row.r#ref,
                    "status": row.status,
                    "progress": row.progress,
                })),
            },
        )
        .await?;
        report.created.audit_entries += 1;

        for &asset_id in &assets {
            assignment_asset::ActiveModel {
                company_id: Set(work.company.id),
                assignment_id: Set(row.id),
                asset_id: Set(asset_id),
                ..Default::default()
            }
            .insert(txn)
            .await?;
            report.created.assignment_assets += 1;
        }
        // In the warehouse now: taken in after collection, or waiting there for delivery.
        let stored_since = match (job.status, job.origin) {
            (AssignmentStatus::InWarehouse, _) => Some(pickup_on + Duration::days(1)),
            (_, Place::Storage) => Some(pickup_on - Duration::days(120)),
            _ => None,
        };
        if let Some(in_on) = stored_since {
            let locations = division.spec.locations;
            for (k, &asset_id) in assets.iter().enumerate() {
                storage_entry::ActiveModel {
                    company_id: Set(work.company.id),
                    asset_id: Set(Some(asset_id)),
                    assignment_id: Set(Some(row.id)),
                    in_on: Set(in_on),
                    out_on: Set(None),
                    location: Set(Some(locations[k % locations.len()].to_owned())),
                    ..Default::default()
                }
                .insert(txn)
                .await?;
                report.created.storage_entries += 1;
            }
        }
        if job.shipped {
            shipped.push(row.id);
        }
    }
    if !shipped.is_empty() {
        seed_shipment(
            txn,
            work.company.id,
            &shipped,
            work.forwarders,
            work.now,
            report,
        )
        .await?;
    }
    Ok(())
}

/// A consolidated road shipment from the London forwarder to the Paris one: the Channel crossing
/// on Le Shuttle, then a truck on to Saint-Denis. Left two days ago, due tomorrow.
async fn seed_shipment(
    txn: &DatabaseTransaction,
    company_id: i32,
    assignment_ids: &[i32],
    forwarders: &[address::Model],
    now: DateTime<Utc>,
    report: &mut SeedReport,
) -> anyhow::Result<()> {
    let start = (now - Duration::days(2)).date_naive();
    let created = now - Duration::days(6);
    let row = shipment::ActiveModel {
        mode: Set("Road".to_owned()),
        status: Set(None),
        completed: Set(false),
        commencement_on: Set(Some(start)),
        commencement_at: Set(Some("06:30".to_owned())),
        conclusion_on: Set(Some(start + Duration::days(3))),
        conclusion_at: Set(Some("14:00".to_owned())),
        origin_address_id: Set(forwarders.first().map(|a| a.id)),
        destination_address_id: Set(forwarders.get(1).map(|a| a.id)),
        created_at: Set(created),
        updated_at: Set(created + Duration::days(4)),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    report.created.shipments += 1;
    let legs = [
        ("Le Shuttle", "LS 7421", "Folkestone", "Calais", 0, 0),
        (
            "Lemaire truck 12",
            "Run CQ-118",
            "Calais",
            "Saint-Denis",
            1,
            3,
        ),
    ];
    for (position, (name_number, voyage, pod, poa, etd, eta)) in legs.into_iter().enumerate() {
        shipment_leg::ActiveModel {
            shipment_id: Set(row.id),
            position: Set(position as i32),
            name_number: Set(Some(name_number.to_owned())),
            voyage: Set(Some(voyage.to_owned())),
            pod: Set(Some(pod.to_owned())),
            poa: Set(Some(poa.to_owned())),
            etd_on: Set(Some(start + Duration::days(etd))),
            eta_on: Set(Some(start + Duration::days(eta))),
            ..Default::default()
        }
        .insert(txn)
        .await?;
        report.created.shipment_legs += 1;
    }
    for &assignment_id in assignment_ids {
        let link = shipment_assignment::ActiveModel {
            shipment_id: Set(row.id),
            assignment_id: Set(assignment_id),
            ..Default::default()
        }
        .insert(txn)
        .await?;
        report.created.shipment_assignments += 1;
        // The assignments' histories show the shipment they joined.
        shipment_link(txn, None, company_id, &link, &row.mode, true).await?;
        report.created.audit_entries += 1;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_follows_the_status_table() {
        assert_eq!(progress_of(AssignmentStatus::Submitted), 3);
        assert_eq!(progress_of(AssignmentStatus::InCustoms), 22);
        assert_eq!(progress_of(AssignmentStatus::InWarehouse), 26);
        assert_eq!(progress_of(AssignmentStatus::Delivered), 100);
        assert_eq!(progress_of(AssignmentStatus::Cancelled), 0);
    }

    #[test]
    fn dates_read_right_on_the_day_of_the_seed() {
        let now = Utc::now();
        let today = now.date_naive();
        for company in catalogue::COMPANIES {
            for job in company.assignments {
                let created = now - Duration::days(job.days_ago);
                let (pickup, deliver) = planned_dates(job, created, now);
                assert!(deliver >= pickup, "{:?}", job.status);
                match job.status {
                    AssignmentStatus::Delivered => assert!(deliver < today),
                    AssignmentStatus::Submitted
                    | AssignmentStatus::Quoted
                    | AssignmentStatus::CollectionScheduled
                    | AssignmentStatus::WaitingToCollect => assert!(pickup > today),
                    AssignmentStatus::InTransit
                    | AssignmentStatus::InCustoms
                    | AssignmentStatus::InBond
                    | AssignmentStatus::DeliveryScheduled => {
                        assert!(pickup < today && deliver > today, "{:?}", job.status)
                    }
                    _ => {}
                }
            }
        }
    }
}
