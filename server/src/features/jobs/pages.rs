//! Page data of `/app/admin/jobs`, under the UI's query keys (`ui/src/features/jobs/api.ts`).
use super::{
    dto::{JobFilters, JobStatus},
    records,
};
use crate::{
    error::AppResult,
    page_loader::{insert, PageContext, PageData},
};

/// The counts under `["admin","job","summary"]`, and the page the URL asks for (`status=failed`)
/// under `["admin","job","list",<API query>]`. An unknown status in the URL filters nothing.
pub async fn jobs(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    if !page.is_admin() {
        return Ok(data);
    }
    let status = page.query("status").as_deref().and_then(JobStatus::parse);
    let request = page.list_request(&records::LIST);
    let rows = records::page(&page.state.db, status, &request).await?;
    let key = request.query_string(&JobFilters::query_pairs(status));
    insert(&mut data, &["admin", "job", "list", &key], rows)?;
    let kinds = crate::features::job_kinds();
    let summary = records::summary(&page.state.db, kinds.kinds()).await?;
    insert(&mut data, &["admin", "job", "summary"], summary)?;
    Ok(data)
}
