//! Page data of the invoice screens, under the UI's query keys: `/app/admin/invoices`
//! (`adminInvoices`), a customer's `/pages/invoice` (`invoice`), and the finance panel's working
//! invoice on `/app/admin/assignment/edit/:assignmentId`.
use super::{
    list::{self, InvoiceFilters},
    view::Reader,
    working,
};
use crate::{
    error::AppResult,
    features::companies,
    page_loader::{insert, PageContext, PageData},
};

/// The URL's filters of the invoices screen: `brand`, `company`, `currency`, `from`, `to`.
fn url_filters(page: &PageContext<'_>, with_company: bool) -> list::CheckedFilters {
    InvoiceFilters {
        group_brand: page.query("brand"),
        company_id: page.query_id("company").filter(|_| with_company),
        currency: page.query("currency"),
        from: page.query("from"),
        to: page.query("to"),
    }
    .lenient()
}

/// `/app/admin/invoices`: the page the URL asks for under `["admin","invoice","list",<API query>]`
/// and the companies for the filter under `["admin","company","summary"]`.
pub async fn admin_invoices(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    if !page.is_admin() {
        return Ok(data);
    }
    companies::pages::summaries(page, &mut data).await?;
    let request = page.list_request(&list::SPEC);
    let filters = url_filters(page, true);
    let rows = list::page(
        &page.state.db,
        page.scope(),
        &filters,
        &request,
        Reader::Provider,
    )
    .await?;
    let key = request.query_string(&filters.query_pairs());
    insert(&mut data, &["admin", "invoice", "list", &key], rows)?;
    summary(page, &mut data, &filters).await?;
    Ok(data)
}

/// `/pages/invoice`: a customer's own invoices under `["invoice","list",<API query>]` (the URL's
/// `currency`, `from`, `to`); the admin's page only links to the admin screens.
pub async fn my_invoices(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    if page.user.is_none() || page.is_admin() {
        return Ok(data);
    }
    let request = page.list_request(&list::SPEC);
    let filters = url_filters(page, false);
    let rows = list::page(
        &page.state.db,
        page.scope(),
        &filters,
        &request,
        Reader::Customer,
    )
    .await?;
    let key = request.query_string(&filters.query_pairs());
    insert(&mut data, &["invoice", "list", &key], rows)?;
    Ok(data)
}

/// The finance panel's working invoice under `["admin","assignment",<raw id>,"invoice"]`.
pub async fn assignment_invoice(
    page: &PageContext<'_>,
    data: &mut PageData,
    id: i32,
    raw: &str,
) -> AppResult<()> {
    let invoice = working::get(&page.state.db, page.scope(), id).await?;
    insert(data, &["admin", "assignment", raw, "invoice"], invoice)
}

/// `["admin","invoice","summary",<the list's filters as the API takes them>]`, as the screen asks
/// (`summaryQuery` in `ui/src/features/invoices/summary.ts`).
async fn summary(
    page: &PageContext<'_>,
    data: &mut PageData,
    filters: &list::CheckedFilters,
) -> AppResult<()> {
    let pairs = filters.query_pairs();
    let query_string = form_urlencoded::Serializer::new(String::new())
        .extend_pairs(pairs.iter().map(|(k, v)| (*k, v.as_str())))
        .finish();
    let rows = super::summary::summary(&page.state.db, filters).await?;
    insert(data, &["admin", "invoice", "summary", &query_string], rows)
}
