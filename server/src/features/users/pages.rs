//! Page data of the admin's user screens, under the same query keys as the UI's
//! (`ui/src/features/users/api.ts`): `users` and `userEdit`.
use super::{accounts, list};
use crate::{
    auth::{BUSINESS_ROLES, ROLES},
    error::{AppError, AppResult},
    features::companies,
    page_loader::{insert, PageContext, PageData},
};

/// `/app/users`: the page the URL asks for, under `["admin","account","list",<API query>]`.
pub async fn users(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    if page.is_admin() {
        let request = page.list_request(&list::SPEC);
        let rows = list::page(&page.state.db, &request).await?;
        insert(
            &mut data,
            &["admin", "account", "list", &request.query_string(&[])],
            rows,
        )?;
    }
    Ok(data)
}

/// `/app/users/add` and `/app/users/:userId`: the companies, roles and business roles the form
/// offers, and the account (`["admin","account",id]`, the id as written in the URL) when there is
/// one. An unknown id loads no account: the screen then asks and shows the 404.
pub async fn user_edit(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    if !page.is_admin() {
        return Ok(data);
    }
    let db = &page.state.db;
    insert(
        &mut data,
        &["admin", "company", "options"],
        companies::read::list(db).await?,
    )?;
    insert(&mut data, &["admin", "role"], ROLES)?;
    insert(&mut data, &["admin", "businessrole"], BUSINESS_ROLES)?;
    if let Some(raw) = page.param("userId") {
        if let Ok(id) = raw.parse::<i32>() {
            match accounts::get(db, id).await {
                Ok(account) => insert(&mut data, &["admin", "account", raw], account)?,
                Err(AppError::NotFound) => {}
                Err(e) => return Err(e),
            }
        }
    }
    Ok(data)
}
