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

/// `/app/assignment/:assignmentId`: `["assignment",id]`, the id as written in the URL. An unknown
/// or another company's id loads nothing: the screen then asks and shows the 404.
pub async fn assignment_view(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    let (Some(user), Some(raw)) = (page.user, page.param("assignmentId")) else {
        return Ok(data);
    };
    let Ok(id) = raw.parse::<i32>() else {
        return Ok(data);
    };
    match detail::get(&page.state.db, user, id).await {
        Ok(assignment) => insert(&mut data, &["assignment", raw], assignment)?,
        Err(AppError::NotFound) => {}
        Err(e) => return Err(e),
    }
    Ok(data)
}
