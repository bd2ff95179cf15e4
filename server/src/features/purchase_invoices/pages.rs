//! Page data of `/app/admin/purchase-invoices`, under the UI's query key
//! (`ui/src/features/purchaseInvoices/api.ts`).
use super::{dto::PurchaseInvoiceFilters, records};
use crate::{
    error::AppResult,
    page_loader::{insert, PageContext, PageData},
};

/// The page the URL asks for (`currency=EUR`, `unpaid=1` as the screen writes them), under
/// `["admin","purchaseInvoice","list",<API query>]`. An unknown currency in the URL filters nothing
/// (the screen's select offers only real ones).
pub async fn purchase_invoices(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    if !page.is_admin() {
        return Ok(data);
    }
    let currency = page
        .query("currency")
        .filter(|c| crate::money::currency(c).is_ok());
    let filters = PurchaseInvoiceFilters {
        currency,
        unpaid: Some(page.query("unpaid").as_deref() == Some("1")).filter(|u| *u),
    };
    let request = page.list_request(&records::LIST);
    let rows = records::page(&page.state.db, &filters, &request).await?;
    let key = request.query_string(&filters.query_pairs());
    insert(&mut data, &["admin", "purchaseInvoice", "list", &key], rows)?;
    Ok(data)
}
