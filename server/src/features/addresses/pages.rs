//! Page data of `/app/admin/address`, under the UI's query key (`ui/src/features/addresses/api.ts`).
use super::{customer, dto::AddressFilters};
use crate::{
    error::AppResult,
    page_loader::{insert, PageContext, PageData},
};

/// The page the URL asks for (`kind=forwarder` as the screen writes it), under
/// `["admin","address","list",<API query>]`. An unknown kind in the URL filters nothing, as the
/// screen reads it.
pub async fn addresses(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    if !page.is_admin() {
        return Ok(data);
    }
    let asked = AddressFilters {
        kind: page.query("kind"),
    };
    let filters = if asked.kind().is_ok() {
        asked
    } else {
        AddressFilters::default()
    };
    let request = page.list_request(&customer::LIST);
    let rows = customer::page(&page.state.db, &filters, &request).await?;
    let key = request.query_string(&filters.query_pairs());
    insert(&mut data, &["admin", "address", "list", &key], rows)?;
    Ok(data)
}
