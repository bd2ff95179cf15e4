//! Page data of `/track/{token}` under the UI's query key `["track", token]`. An unknown, expired
//! or revoked token is the not-found page.
use super::view;
use crate::{
    error::{AppError, AppResult},
    page_loader::{insert, PageContext, PageData},
};

pub async fn tracking(page: &PageContext<'_>) -> AppResult<PageData> {
    let token = page.param("token").ok_or(AppError::NotFound)?;
    let shown = view::tracking(&page.state.db, token, chrono::Utc::now()).await?;
    let mut data = PageData::new();
    insert(&mut data, &["track", token], shown)?;
    Ok(data)
}
