//! Page data of the customer's assignment screens, under the same query keys as the UI's:
//! `assignments`, `assignmentAdd` and `assignmentView`.
use super::{detail, service};
use crate::{
    error::{AppError, AppResult},
    features::company,
    ssr::loaders::{insert, PageContext, PageData},
};

/// The reader's divisions under `["company","divisions"]`, as `GET /api/company/divisions` gives
/// them (the profile screen loads the same key the same way).
async fn divisions(page: &PageContext<'_>) -> AppResult<PageData> {
    company::pages::profile(page).await
}

/// `/app/assignment`: `["assignment","list"]` and `["company","divisions"]` (the list's filters).
pub async fn assignments(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = divisions(page).await?;
    if page.user.is_some() {
        insert(
            &mut data,
            &["assignment", "list"],
            service::list(&page.state.db, page.scope()).await?,
        )?;
    }
    Ok(data)
}

/// `/app/assignment/add`: `["company","divisions"]`. The draft lives in the browser, and the
/// addresses are fetched once its division is known.
pub async fn assignment_add(page: &PageContext<'_>) -> AppResult<PageData> {
    divisions(page).await
}

/// `/app/assignment/:assignmentId`: `["assignment",id]`. An unknown or another company's id is
/// `NotFound`: the page is answered as an unknown path (see `ssr::loaders`).
pub async fn assignment_view(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    let Some(id) = page.id("assignmentId")? else {
        return Ok(data);
    };
    let user = page.user.ok_or(AppError::NotFound)?;
    let assignment = detail::get(&page.state.db, user, id).await?;
    let raw = page.param("assignmentId").unwrap_or_default();
    insert(&mut data, &["assignment", raw], assignment)?;
    Ok(data)
}
