//! Page data of the admin's inventory screens (`adminInventory`, `adminInventoryView`,
//! `adminInventoryEdit`), under the same query keys as the UI's (`ui/src/features/inventory/admin`):
//! the customer screens' data read with the admin's scope, and the company names the admin screens
//! show. Anyone else gets nothing (the page handler already answers them with the not-found page).
use super::{dto::ListQuery, list, pages};
use crate::{
    error::AppResult,
    features::companies,
    page_loader::{insert, PageContext, PageData},
};

pub async fn load(page: &PageContext<'_>) -> AppResult<PageData> {
    if !page.is_admin() {
        return Ok(PageData::new());
    }
    let mut data = match page.screen {
        "adminInventory" => inventory(page).await?,
        "adminInventoryEdit" => pages::asset_edit(page).await?,
        _ => pages::asset_view(page).await?,
    };
    companies::pages::summaries(page, &mut data).await?;
    Ok(data)
}

/// `/app/admin/inventory`: the page the URL asks for under `["inventory","list",<API query>]` and
/// the divisions (every company's). The URL's own filters: `hidden=1`, `division=<id>`,
/// `company=<id>`.
async fn inventory(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = companies::pages::profile(page).await?;
    let Some(user) = page.user else {
        return Ok(data);
    };
    let request = page.list_request(&list::SPEC);
    let filters = ListQuery {
        inc_hidden: Some(page.query("hidden").as_deref() == Some("1")),
        company_division_id: page.query_id("division"),
        company_id: page.query_id("company"),
    };
    let rows = list::page(&page.state.db, user.scope(), &filters, &request).await?;
    let key = request.query_string(&filters.query_pairs());
    insert(&mut data, &["inventory", "list", &key], rows)?;
    Ok(data)
}
