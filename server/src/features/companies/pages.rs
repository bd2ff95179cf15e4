//! Page data of the admin's company screens, under the same query keys as the UI's
//! (`ui/src/features/companies/api.ts`): `companies` and `companyEdit`.
use super::{dto, list, read};
use crate::{
    error::{AppError, AppResult},
    features::{addresses, invoice_parties::buyer},
    page_loader::{insert, PageContext, PageData},
};

/// `/app/companies`: the page the URL asks for, under `["admin","company","list",<API query>]`.
pub async fn companies(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    if page.is_admin() {
        let request = page.list_request(&list::SPEC);
        let rows = list::page(&page.state.db, &request).await?;
        insert(
            &mut data,
            &["admin", "company", "list", &request.query_string(&[])],
            rows,
        )?;
    }
    Ok(data)
}

/// `/app/companies/add` (nothing) and `/app/companies/:companyId`: `["admin","company",id]`, the id
/// as written in the URL, and each division's addresses under `["address",divisionId]` (the same as
/// `GET /api/address?companyDivisionId=`), and the buyer's legal data of the company and of each
/// division under `["admin","company",id,"legal"]` and `["admin","company",id,"division",
/// divisionId,"legal"]` (the same as their `GET …/legal`), so the whole edit screen is drawn on the
/// first paint. An unknown id loads nothing: the screen then asks and shows the 404.
pub async fn company_edit(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    if !page.is_admin() {
        return Ok(data);
    }
    let Some(raw) = page.param("companyId") else {
        return Ok(data);
    };
    let Ok(id) = raw.parse::<i32>() else {
        return Ok(data);
    };
    match read::get(&page.state.db, id).await {
        Ok(company) => {
            for division in &company.divisions {
                let addresses =
                    addresses::customer::for_division(&page.state.db, page.scope(), division.id)
                        .await?;
                let division_id = division.id.to_string();
                insert(&mut data, &["address", &division_id], addresses)?;
                let legal = buyer::get(&page.state.db, id, Some(division.id)).await?;
                insert(
                    &mut data,
                    &["admin", "company", raw, "division", &division_id, "legal"],
                    legal,
                )?;
            }
            let legal = buyer::get(&page.state.db, id, None).await?;
            insert(&mut data, &["admin", "company", raw, "legal"], legal)?;
            insert(&mut data, &["admin", "company", raw], company)?;
        }
        Err(AppError::NotFound) => {}
        Err(e) => return Err(e),
    }
    Ok(data)
}

/// `/pages/profile`: `["company","divisions"]`, the divisions the reader may work in (the same
/// call as `GET /api/company/divisions`), so the profile draws them on the first paint.
pub async fn profile(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    if page.user.is_some() {
        let divisions: Vec<super::dto::DivisionDto> = read::divisions(&page.state.db, page.scope())
            .await?
            .into_iter()
            .map(Into::into)
            .collect();
        insert(&mut data, &["company", "divisions"], divisions)?;
    }
    Ok(data)
}

/// Every company's id and name under `["admin","company","summary"]`, as
/// `GET /api/admin/company/summary` gives them: the admin screens' company filter and owner names.
pub async fn summaries(page: &PageContext<'_>, data: &mut PageData) -> AppResult<()> {
    let companies: Vec<dto::CompanySummaryDto> = read::companies(&page.state.db)
        .await?
        .into_iter()
        .map(Into::into)
        .collect();
    insert(data, &["admin", "company", "summary"], companies)
}
