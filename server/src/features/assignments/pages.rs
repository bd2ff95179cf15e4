//! Page data of the assignment screens, under the same query keys as the UI's: the customer's
//! `assignments`, `assignmentAdd` and `assignmentView`; the admin's `adminAssignments`,
//! `adminAssignmentView` and `adminAssignmentEdit`.
use super::{
    address_choices,
    admin::{self, AdminAssignmentFilters},
    detail,
    list::{self, AssignmentFilters},
};
use crate::{
    error::{AppError, AppResult},
    features::{companies, history, invoices as features_invoice},
    page_loader::{insert, PageContext, PageData},
};

/// The reader's divisions under `["company","divisions"]`, as `GET /api/company/divisions` gives
/// them (the profile screen loads the same key the same way).
async fn divisions(page: &PageContext<'_>) -> AppResult<PageData> {
    companies::pages::profile(page).await
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
        companies::pages::summaries(page, &mut data).await?;
    }
    Ok(data)
}

/// `/app/assignment/add`: `["company","divisions"]`. The draft lives in the browser, and the
/// addresses are fetched once its division is known.
pub async fn assignment_add(page: &PageContext<'_>) -> AppResult<PageData> {
    divisions(page).await
}

/// `/app/assignment/:assignmentId`: `["assignment",id]` and its history. An unknown or another company's id is
/// `NotFound`: the page is answered as an unknown path (see `page_loader`).
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

/// `/app/admin/assignment`: the page the URL asks for under `["admin","assignment","list",<API
/// query>]`, with `["company","divisions"]` (every company's, for the admin) and
/// `["admin","company","summary"]`. The URL's own filters: `company=<id>`, `division=<id>`,
/// `completed=1` (left out: the open ones only, as the call's default).
pub async fn admin_assignments(page: &PageContext<'_>) -> AppResult<PageData> {
    if !page.is_admin() {
        return Ok(PageData::new());
    }
    let mut data = divisions(page).await?;
    companies::pages::summaries(page, &mut data).await?;
    let request = page.list_request(&list::SPEC);
    let filters: AssignmentFilters = AdminAssignmentFilters {
        company_id: page.query_id("company"),
        company_division_id: page.query_id("division"),
        inc_completed: Some(page.query("completed").as_deref() == Some("1")),
    }
    .into();
    let rows = list::page(&page.state.db, page.scope(), &filters, &request).await?;
    let key = request.query_string(&filters.query_pairs());
    insert(&mut data, &["admin", "assignment", "list", &key], rows)?;
    Ok(data)
}

/// `/app/admin/assignment/:assignmentId` and `/app/admin/assignment/edit/:assignmentId`:
/// `["admin","assignment",id]` as `GET /api/admin/assignment/{id}` gives it (protected documents
/// and the version included); the view adds its history, the edit its address choices
/// (`["admin","assignment",id,"addresses"]`). An unknown id is `NotFound`.
pub async fn admin_assignment(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    let Some(id) = page.id("assignmentId")? else {
        return Ok(data);
    };
    let Some(user) = page.user.filter(|u| u.is_admin()) else {
        return Ok(data);
    };
    let assignment = admin::get(&page.state.db, user, id).await?;
    let raw = page.param("assignmentId").unwrap_or_default();
    insert(&mut data, &["admin", "assignment", raw], assignment)?;
    if page.screen == "adminAssignmentView" {
        history::pages::assignment(page, &mut data, id, raw).await?;
        let costing = crate::features::costing::assignment::costing(&page.state.db, id).await?;
        insert(&mut data, &["admin", "assignment", raw, "costing"], costing)?;
    } else {
        // The address pickers' choices, as `GET /api/admin/assignment/{id}/addresses` gives them.
        let choices = address_choices::for_assignment(&page.state.db, page.scope(), id).await?;
        insert(
            &mut data,
            &["admin", "assignment", raw, "addresses"],
            choices,
        )?;
        features_invoice::pages::assignment_invoice(page, &mut data, id, raw).await?;
    }
    Ok(data)
}
