//! The assets a label or condition report request names: the ids checked (some, not too many,
//! each once) and read in the caller's scope, in the order sent. One id the caller may not see
//! (another company's, or none at all) is a 404 for the whole request, and nothing is made.
use std::collections::HashSet;

use sea_orm::ConnectionTrait;

use crate::{
    auth::Scope,
    error::{AppError, AppResult},
    features::{
        input::{distinct_ids, missing_ids_message},
        inventory::{dto::AssetDto, read::asset_dtos},
        reports::read::Names,
    },
};

/// Most assets one request takes (a day's picking on the warehouse floor is far fewer).
pub const MAX_IDS: usize = 1_000;

/// The ids as sent, each once in the place it first had: at least one (else 400, naming the
/// list the screen fills), at most `MAX_IDS` (else 422).
pub fn requested_ids(ids: &[i32], list: &str) -> AppResult<Vec<i32>> {
    distinct_ids(
        ids,
        MAX_IDS,
        &format!("Add at least one asset to the {list}: ids is empty."),
        |n| format!("At most {MAX_IDS} assets at a time, not {n}: print them in parts."),
    )
}

/// The 404 message for ids the caller cannot see (missing or another company's: the same words).
pub fn missing_message(missing: &[i32]) -> String {
    missing_ids_message(missing, "asset", "assets")
}

/// The assets of `ids` in the caller's scope, in the order of `ids`, with the owners' names; a
/// 404 naming every id that is not one of them.
pub async fn read(
    db: &impl ConnectionTrait,
    scope: Scope,
    ids: &[i32],
) -> AppResult<(Vec<AssetDto>, Names)> {
    let assets = asset_dtos(db, scope, ids).await?;
    let found: HashSet<i32> = assets.iter().map(|a| a.row.id).collect();
    let missing: Vec<i32> = ids
        .iter()
        .copied()
        .filter(|id| !found.contains(id))
        .collect();
    if !missing.is_empty() {
        // Absent, not NotFound: the message names only ids the caller sent, and says the same
        // of another company's asset as of a missing one.
        return Err(AppError::Absent(missing_message(&missing)));
    }
    Ok((assets, Names::read(db, scope).await?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_some_each_once_and_not_too_many() {
        assert_eq!(
            requested_ids(&[5, 3, 5, 9], "picking list").unwrap(),
            [5, 3, 9]
        );
        let empty = requested_ids(&[], "condition list").unwrap_err();
        assert!(matches!(&empty, AppError::BadRequest(m) if m.contains("condition list")));
        let many: Vec<i32> = (1..=1_001).collect();
        assert!(matches!(
            requested_ids(&many, "picking list"),
            Err(AppError::Unprocessable(m)) if m.contains("1001")
        ));
        assert_eq!(
            requested_ids(&many[..1_000], "picking list").unwrap().len(),
            1_000
        );
    }

    #[test]
    fn missing_ids_are_named_up_to_twenty() {
        assert_eq!(missing_message(&[7]), "No asset with the id 7.");
        assert_eq!(missing_message(&[7, 9]), "No assets with the ids 7, 9.");
        let many: Vec<i32> = (1..=25).collect();
        assert!(missing_message(&many).ends_with("20 and 5 more."));
    }
}
