use entity::{company, company_division};
use sea_orm::{ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::{auth::Scope, error::AppResult};

/// The divisions the caller may work in: their own company's, or every company's for the admin.
pub async fn divisions(
    db: &impl ConnectionTrait,
    scope: Scope,
) -> AppResult<Vec<company_division::Model>> {
    Ok(company_division::Entity::find()
        .filter(scope.condition(company_division::Column::CompanyId))
        .order_by_asc(company_division::Column::Name)
        .all(db)
        .await?)
}

pub async fn companies(db: &impl ConnectionTrait) -> AppResult<Vec<company::Model>> {
    Ok(company::Entity::find()
        .order_by_asc(company::Column::Name)
        .all(db)
        .await?)
}
