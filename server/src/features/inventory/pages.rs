//! Page data of the inventory screens, under the same query keys as the UI's
//! (`ui/src/features/inventory/api.ts`), from the same service functions as the API.
use super::{documents_of_asset, dto::ListQuery, list, read};
use crate::{
    error::{AppError, AppResult},
    features::{companies, condition_reports, history},
    page_loader::{insert, PageContext, PageData},
};

/// The reader's divisions, as `GET /api/company/divisions` gives them: `["company","divisions"]`.
async fn divisions(page: &PageContext<'_>, data: &mut PageData) -> AppResult<()> {
    let divisions: Vec<companies::dto::DivisionDto> =
        companies::read::divisions(&page.state.db, page.scope())
            .await?
            .into_iter()
            .map(Into::into)
            .collect();
    insert(data, &["company", "divisions"], divisions)
}

/// `/app/inventory`: the page the URL asks for, under `["inventory","list",<API query>]` (the query
/// string the screen asks the API with, see `ListRequest::query_string`), and the divisions for the
/// filter. The URL's own filters: `hidden=1`, `division=<id>`.
pub async fn inventory(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    let Some(user) = page.user else {
        return Ok(data);
    };
    let request = page.list_request(&list::SPEC);
    let filters = ListQuery {
        inc_hidden: Some(page.query("hidden").as_deref() == Some("1")),
        company_division_id: page.query_id("division"),
        company_id: None,
    };
    let rows = list::page(&page.state.db, user.scope(), &filters, &request).await?;
    let key = request.query_string(&filters.query_pairs());
    insert(&mut data, &["inventory", "list", &key], rows)?;
    divisions(page, &mut data).await?;
    Ok(data)
}

/// `/app/inventory/add` and `/app/inventory/edit/:inventoryId`: the divisions, and the asset as
/// [`asset_view`] loads it.
pub async fn asset_edit(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = asset_with_documents(page).await?;
    if page.user.is_some() {
        divisions(page, &mut data).await?;
    }
    Ok(data)
}

/// `/app/inventory/:inventoryId`: the asset as [`asset_with_documents`] loads it, and its history under
/// `["inventory",id,"history"]`.
pub async fn asset_view(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = asset_with_documents(page).await?;
    if let (Some(id), Some(raw)) = (page.id("inventoryId")?, page.param("inventoryId")) {
        history::pages::asset(page, &mut data, id, raw).await?;
        if let Some(user) = page.user {
            let reports = condition_reports::read::of_asset(&page.state.db, user, id).await?;
            insert(&mut data, &["inventory", raw, "condition-reports"], reports)?;
        }
    }
    Ok(data)
}

/// `["inventory",id]` and `["inventory",id,"documents"]`, the id as written in the URL. An unknown
/// or another company's id is `NotFound`: the page is answered as an unknown path (see
/// `page_loader`).
pub async fn asset_with_documents(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    let Some(id) = page.id("inventoryId")? else {
        return Ok(data);
    };
    let user = page.user.ok_or(AppError::NotFound)?;
    let asset = read::get(&page.state.db, user.scope(), id).await?;
    let documents = documents_of_asset::documents(&page.state.db, user, id, None).await?;
    let raw = page.param("inventoryId").unwrap_or_default();
    insert(&mut data, &["inventory", raw], asset)?;
    insert(&mut data, &["inventory", raw, "documents"], documents)?;
    Ok(data)
}
