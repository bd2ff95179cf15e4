//! The assets a label or condition report request names: the ids checked (some, not too many,
//! each once) and read in the caller's scope, in the order sent. One id the caller may not see
//! (another company's, or none at all) is a 404 for the whole request, and nothing is made.
use std::collections::HashSet;

use sea_orm::ConnectionTrait;

use crate::{
    auth::Scope,
    error::{AppError, AppResult},
    features::{
        inventory::{dto::AssetDto, read::asset_dtos},
        reports::read::Names,
    },
};

/// Most assets one request takes (a day's picking on the warehouse floor is far fewer).
pub const MAX_IDS: usize = 1_000;
/// Unknown ids named in a 404 at most; the rest are counted.
const NAMED_AT_MOST: usize = 20;

/// The ids as sent, each once in the place it first had: at least one (else 400, naming the
/// list the screen fills), at most `MAX_IDS` (else 422).
pub fn requested_ids(ids: &[i32], list: &str) -> AppResult<Vec<i32>> {
    if ids.is_empty() {
        return Err(AppError::BadRequest(format!(
            "Add at least one asset to the {list}: ids is empty."
        )));
    }
    let mut seen = HashSet::new();
    let ids: Vec<i32> = ids.iter().copied().filter(|id| seen.insert(*id)).collect();
    if ids.len() > MAX_IDS {
        return Err(AppError::Unprocessable(format!(
            "At most {MAX_IDS} assets at a time, not {}: print them in parts.",
            ids.len()
        )));
    }
    Ok(ids)
}

/// The 404 message for ids the caller cannot see (missing or another company's: the same words).
pub fn missing_message(missing: &[i32]) -> String {
    let named: Vec<String> = missing
        .iter()
        .take(NAMED_AT_MOST)
        .map(i32::to_string)
        .collect();
    let more = missing.len().saturating_sub(NAMED_AT_MOST);
    let tail = if more > 0 {
        format!(" and {more} more")
    } else {
        String::new()
    };
    let what = if missing.len() == 1 {
        "asset with the id"
    } else {
        "assets with the ids"
    };
    format!("No {what} {}{tail}.", named.join(", "))
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
