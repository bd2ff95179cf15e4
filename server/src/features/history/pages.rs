//! The history of the assignment or asset a view shows, primed with the view's page data under the
//! UI's key (`[subject, id, "history"]`, `shared/history/api.ts`), so the timeline is in the first
//! render and hydration asks for nothing. Called by the view loaders of the customer's and the
//! admin's screens alike; the scope decides what the reader sees, as the API does.
use super::read;
use crate::{
    error::AppResult,
    page_loader::{insert, PageContext, PageData},
};

/// `["assignment", raw, "history"]`: `raw` is the id as written in the URL.
pub async fn assignment(
    page: &PageContext<'_>,
    data: &mut PageData,
    id: i32,
    raw: &str,
) -> AppResult<()> {
    let events =
        read::of_assignment(&page.state.db, page.scope(), &page.state.settings.brand, id).await?;
    insert(data, &["assignment", raw, "history"], events)
}

/// `["inventory", raw, "history"]`.
pub async fn asset(
    page: &PageContext<'_>,
    data: &mut PageData,
    id: i32,
    raw: &str,
) -> AppResult<()> {
    let events =
        read::of_asset(&page.state.db, page.scope(), &page.state.settings.brand, id).await?;
    insert(data, &["inventory", raw, "history"], events)
}
