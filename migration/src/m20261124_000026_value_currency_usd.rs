//! The default asset value currency (docs/inventory.md), `$`, is USD. Assets were stored with `$`
//! and the form offered both `$` and `USD`; from now on the code alone is stored (the server maps a
//! `$` it is sent to USD), and this rewrites the assets stored with `$`, so every screen, list and
//! report reads one name. Down leaves them as USD: which ones were `$` is not kept, and both mean
//! the same.
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let currency = Alias::new("value_currency");
        let update = Query::update()
            .table(Alias::new("asset"))
            .value(currency.clone(), "USD")
            .and_where(Expr::col(currency).eq("$"))
            .to_owned();
        manager.exec_stmt(update).await
    }

    async fn down(&self, _manager: &SchemaManager) -> Result<(), DbErr> {
        Ok(())
    }
}
