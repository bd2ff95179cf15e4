//! The dashboard page's data: the same figures as `GET /api/stats/`, under the UI's query key.
use crate::{
    error::{AppError, AppResult},
    page_loader::{query_key, PageContext, PageData},
};

pub async fn load(page: &PageContext<'_>) -> AppResult<PageData> {
    let stats = super::figures::stats(&page.state.db, page.scope()).await?;
    let mut data = PageData::new();
    data.insert(
        query_key(&["stats"]),
        serde_json::to_value(stats).map_err(AppError::internal)?,
    );
    Ok(data)
}
