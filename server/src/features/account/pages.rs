//! Page data of the forgotten-password page, under the UI's query key
//! (`ui/src/features/account/api.ts`).
use super::dto::PasswordResetAvailability;
use crate::{
    error::AppResult,
    page_loader::{insert, PageContext, PageData},
};

/// Whether the page can send a link: under `["passwordReset"]`.
pub async fn forgot_password(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    let available = page.state.settings.mail_enabled();
    insert(
        &mut data,
        &["passwordReset"],
        PasswordResetAvailability { available },
    )?;
    Ok(data)
}

/// The profile: the company's divisions (as the companies area loads them) and the mail choices
/// under `["profile","notifications"]`.
pub async fn profile(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = crate::features::companies::pages::profile(page).await?;
    let Some(user) = page.user else {
        return Ok(data);
    };
    let choices = super::mail_choices::of(&page.state.db, user.account.id).await?;
    insert(
        &mut data,
        &["profile", "notifications"],
        super::mail_choices::dto(page.state, &user.account, choices),
    )?;
    Ok(data)
}
