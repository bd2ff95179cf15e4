//! The addresses the admin's edit offers for an assignment's origin and destination: every address
//! a save accepts, which is every customer address of the assignment's company (each of its
//! divisions' and the company's own, of no division), grouped by division with the assignment's own
//! first; and the saved origin and destination whatever they are (a save keeps an unchanged one),
//! so the form always shows what is saved and a changed choice can be chosen back.
use entity::{address, assignment, company, company_division};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::{scope::find_in_scope, Scope},
    error::AppResult,
    features::addresses::dto::AddressDto,
};

/// What a group of the address select holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum AddressGroupKind {
    /// A division's addresses (the assignment's own division first).
    Division,
    /// The company's own addresses, of no division.
    Company,
    /// A saved origin or destination that is none of these (a forwarder's, or from before the
    /// rule), offered so it stays chosen.
    Saved,
}

impl AddressGroupKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Division => "division",
            Self::Company => "company",
            Self::Saved => "saved",
        }
    }
}

/// One group of the address select.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddressGroupDto {
    pub kind: AddressGroupKind,
    /// The division of a `division` group.
    pub company_division_id: Option<i32>,
    /// The division's name, or the company's for its own addresses; null for `saved`.
    pub name: Option<String>,
    /// In the order they were added.
    pub addresses: Vec<AddressDto>,
}

/// The groups, from the company's divisions (id, name), its customer addresses and the saved
/// addresses that are not among them. Empty groups are left out.
pub fn group(
    own_division: i32,
    divisions: &[(i32, String)],
    company_name: &str,
    addresses: Vec<address::Model>,
    saved_elsewhere: Vec<address::Model>,
) -> Vec<AddressGroupDto> {
    let mut ordered: Vec<&(i32, String)> = divisions.iter().collect();
    // The assignment's own division first, then the others by name.
    ordered.sort_by_key(|(id, name)| (*id != own_division, entity::text::fold(name), *id));
    let mut sorted = addresses;
    sorted.sort_by_key(|a| a.id);
    let mut groups: Vec<AddressGroupDto> = ordered
        .into_iter()
        .map(|(id, name)| AddressGroupDto {
            kind: AddressGroupKind::Division,
            company_division_id: Some(*id),
            name: Some(name.clone()),
            addresses: sorted
                .iter()
                .filter(|a| a.company_division_id == Some(*id))
                .cloned()
                .map(Into::into)
                .collect(),
        })
        .collect();
    groups.push(AddressGroupDto {
        kind: AddressGroupKind::Company,
        company_division_id: None,
        name: Some(company_name.to_owned()),
        addresses: sorted
            .iter()
            .filter(|a| a.company_division_id.is_none())
            .cloned()
            .map(Into::into)
            .collect(),
    });
    let mut saved = saved_elsewhere;
    saved.sort_by_key(|a| a.id);
    saved.dedup_by_key(|a| a.id);
    groups.push(AddressGroupDto {
        kind: AddressGroupKind::Saved,
        company_division_id: None,
        name: None,
        addresses: saved.into_iter().map(Into::into).collect(),
    });
    groups.retain(|g| !g.addresses.is_empty());
    groups
}

/// The choices of the assignment's edit; 404 when it is not in the scope.
pub async fn for_assignment(
    db: &impl ConnectionTrait,
    scope: Scope,
    id: i32,
) -> AppResult<Vec<AddressGroupDto>> {
    let job = find_in_scope::<assignment::Entity>(db, scope, id).await?;
    let company = company::Entity::find_by_id(job.company_id)
        .one(db)
        .await?
        .ok_or(crate::error::AppError::NotFound)?;
    let divisions: Vec<(i32, String)> = company_division::Entity::find()
        .filter(company_division::Column::CompanyId.eq(job.company_id))
        .all(db)
        .await?
        .into_iter()
        .map(|d| (d.id, d.name))
        .collect();
    let addresses = address::Entity::find()
        .filter(address::Column::CompanyId.eq(job.company_id))
        .order_by_asc(address::Column::Id)
        .all(db)
        .await?;
    let saved_ids: Vec<i32> = [job.origin_address_id, job.destination_address_id]
        .into_iter()
        .flatten()
        .filter(|id| !addresses.iter().any(|a| a.id == *id))
        .collect();
    let saved_elsewhere = if saved_ids.is_empty() {
        Vec::new()
    } else {
        address::Entity::find()
            .filter(address::Column::Id.is_in(saved_ids))
            .all(db)
            .await?
    };
    // A division's address of a division that is not the company's (not possible through the
    // calls) would fall in no group: it is offered as saved instead.
    let (grouped, stray): (Vec<_>, Vec<_>) = addresses.into_iter().partition(|a| {
        a.company_division_id
            .is_none_or(|d| divisions.iter().any(|(id, _)| *id == d))
    });
    let mut saved = saved_elsewhere;
    saved.extend(stray.into_iter().filter(|a| {
        Some(a.id) == job.origin_address_id || Some(a.id) == job.destination_address_id
    }));
    Ok(group(
        job.company_division_id,
        &divisions,
        &company.name,
        grouped,
        saved,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn addr(id: i32, division: Option<i32>, kind: &str) -> address::Model {
        address::Model {
            id,
            company_id: (kind == "customer").then_some(1),
            company_division_id: division,
            kind: kind.into(),
            name: None,
            line1: format!("{id} Street"),
            line2: None,
            city: "London".into(),
            county: None,
            post_code: None,
            country: "United Kingdom".into(),
            search_text: String::new(),
            city_key: None,
            created_at: chrono::Utc::now(),
        }
    }

    fn ids(g: &AddressGroupDto) -> Vec<i32> {
        g.addresses.iter().map(|a| a.id).collect()
    }

    #[test]
    fn the_own_division_comes_first_then_the_others_by_name_then_the_company_then_saved() {
        let divisions = [
            (1, "Paris".to_owned()),
            (2, "london".to_owned()),
            (3, "Edinburgh".to_owned()),
        ];
        let groups = group(
            1,
            &divisions,
            "Acme",
            vec![
                addr(12, Some(2), "customer"),
                addr(10, Some(1), "customer"),
                addr(11, None, "customer"),
                addr(13, Some(3), "customer"),
                addr(9, Some(2), "customer"),
            ],
            vec![addr(40, None, "forwarder"), addr(40, None, "forwarder")],
        );
        let shown: Vec<(&str, Option<&str>, Vec<i32>)> = groups
            .iter()
            .map(|g| (g.kind.as_str(), g.name.as_deref(), ids(g)))
            .collect();
        assert_eq!(
            shown,
            [
                ("division", Some("Paris"), vec![10]),
                ("division", Some("Edinburgh"), vec![13]),
                ("division", Some("london"), vec![9, 12]),
                ("company", Some("Acme"), vec![11]),
                ("saved", None, vec![40]),
            ]
        );
        assert_eq!(groups[0].company_division_id, Some(1));
    }

    #[test]
    fn empty_groups_are_left_out() {
        let divisions = [(1, "Paris".to_owned()), (2, "London".to_owned())];
        let groups = group(
            2,
            &divisions,
            "Acme",
            vec![addr(5, Some(1), "customer")],
            vec![],
        );
        assert_eq!(groups.len(), 1);
        assert_eq!(groups[0].name.as_deref(), Some("Paris"));
        assert!(group(2, &divisions, "Acme", vec![], vec![]).is_empty());
    }
}
