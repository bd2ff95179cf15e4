//! The invoices summary's page data, primed with the invoices screen (`invoice::pages::admin_invoices`).
use super::summary;
use crate::{
    error::AppResult,
    features::invoice::list::CheckedFilters,
    ssr::loaders::{insert, PageContext, PageData},
};

/// `["admin","invoice","summary",<the list's filters as the API takes them>]`, as the screen asks
/// (`summaryQuery` in `ui/src/features/invoices/summary.ts`).
pub async fn summary(
    page: &PageContext<'_>,
    data: &mut PageData,
    filters: &CheckedFilters,
) -> AppResult<()> {
    let pairs = filters.query_pairs();
    let query_string = form_urlencoded::Serializer::new(String::new())
        .extend_pairs(pairs.iter().map(|(k, v)| (*k, v.as_str())))
        .finish();
    let rows = summary::summary(&page.state.db, filters).await?;
    insert(data, &["admin", "invoice", "summary", &query_string], rows)
}
