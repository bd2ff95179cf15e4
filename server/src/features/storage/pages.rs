//! Page data of `/app/admin/storage`, under the UI's query keys (`ui/src/features/storage/api.ts`):
//! the list `["admin","storage","list",<API query>]`, the divisions (`["company","divisions"]`) and
//! the company summaries (`["admin","company","summary"]`: the filters, and each company's currencies
//! and group brand for the builder). The bag and the builder's terms live in the browser. Admin
//! screens load nothing for anyone else.
use super::{dto::StorageFilters, list};
use crate::{
    error::AppResult,
    features::companies,
    page_loader::{insert, PageContext, PageData},
};

/// `/app/admin/storage`: the page the URL asks for; the URL's filters `company` and `division`.
pub async fn storage(page: &PageContext<'_>) -> AppResult<PageData> {
    if !page.is_admin() {
        return Ok(PageData::new());
    }
    let mut data = companies::pages::profile(page).await?;
    companies::pages::summaries(page, &mut data).await?;
    let request = page.list_request(&list::SPEC);
    let filters = StorageFilters {
        company_id: page.query_id("company"),
        company_division_id: page.query_id("division"),
    };
    let rows = list::page(&page.state.db, page.scope(), &filters, &request).await?;
    let key = request.query_string(&filters.query_pairs());
    insert(&mut data, &["admin", "storage", "list", &key], rows)?;
    Ok(data)
}
