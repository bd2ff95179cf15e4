//! Page data of `/app/admin/webhooks`, under the UI's query keys (`ui/src/features/webhooks/api.ts`):
//! the endpoints under `["admin","webhook","list"]`, the event types under `["admin","webhook","types"]`
//! and the company names the form offers.
use super::endpoints;
use crate::{
    error::AppResult,
    page_loader::{insert, PageContext, PageData},
};

pub async fn webhooks(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    if !page.is_admin() {
        return Ok(data);
    }
    let rows = endpoints::list(&page.state.db).await?;
    insert(&mut data, &["admin", "webhook", "list"], rows)?;
    insert(
        &mut data,
        &["admin", "webhook", "types"],
        crate::events::EventKind::ALL,
    )?;
    crate::features::companies::pages::summaries(page, &mut data).await?;
    Ok(data)
}
