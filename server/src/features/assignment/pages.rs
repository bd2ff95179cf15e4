//! Page data of the customer's assignment screens, under the same query keys as the UI's:
//! `assignments`, `assignmentAdd` and `assignmentView`.
use super::{
    detail,
    list::{self, AssignmentFilters},
};
use crate::{
    error::{AppError, AppResult},
    features::{company, history},
    ssr::loaders::{insert, PageContext, PageData},
};

/// The reader's divisions under `["company","divisions"]`, as `GET /api/company/divisions` gives
/// them (the profile screen loads the same key the same way).
async fn divisions(page: &PageContext<'_>) -> AppResult<PageData> {
    company::pages::profile(page).await
}

/// `/app/assignment`: the page the URL asks for under `["assignment","list",<API query>]` (see
/// `ListRequest::query_string`), `["company","divisions"]` and, for the admin,
/// `["admin","company","summary"]` (the filters' choices). The URL's own filters: `company=<id>`,
/// `division=<id>`.
pub async fn assignments(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = divisions(page).await?;
    if page.user.is_some() {
        let request = page.list_request(&list::SPEC);
        let filters = AssignmentFilters {
            // A customer has one company: the screen does not ask by the URL's `company`.
            company_id: page.query_id("company").filter(|_| page.is_admin()),
            company_division_id: page.query_id("division"),
            inc_completed: None,
        };
        let rows = list::page(&page.state.db, page.scope(), &filters, &request).await?;
        let key = request.query_string(&filters.query_pairs());
        insert(&mut data, &["assignment", "list", &key], rows)?;
    }
    if page.is_admin() {
        // The company filter's choices, as `GET /api/admin/company/summary` gives them.
        let companies: Vec<company::dto::CompanySummaryDto> =
            company::service::companies(&page.state.db)
                .await?
                .into_iter()
                .map(Into::into)
                .collect();
        insert(&mut data, &["admin", "company", "summary"], companies)?;
    }
    Ok(data)
}

/// `/app/assignment/add`: `["company","divisions"]`. The draft lives in the browser, and the
/// addresses are fetched once its division is known.
pub async fn assignment_add(page: &PageContext<'_>) -> AppResult<PageData> {
    divisions(page).await
}

/// `/app/assignment/:assignmentId`: `["assignment",id]` and its history. An unknown or another company's id is
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
    history::pages::assignment(page, &mut data, id, raw).await?;
    Ok(data)
}
