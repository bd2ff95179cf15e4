//! Page data of the shipment screens, under the same query keys as the UI's
//! (`ui/src/features/shipments/api.ts`): the list `adminShipments`, the form `shipmentAdd` and
//! `shipmentEdit`, the view `shipmentView`. Admin screens load nothing for anyone else.
use super::{
    dto::ShipmentFilters,
    list::{self},
    read,
};
use crate::{
    error::AppResult,
    features::addresses,
    page_loader::{insert, PageContext, PageData},
};

/// `/app/admin/shipment`: the page the URL asks for under `["admin","shipment","list",<API
/// query>]`. The URL's own filter: `completed=1` (left out: the open ones only, the call's default).
pub async fn shipments(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    if !page.is_admin() {
        return Ok(data);
    }
    let request = page.list_request(&list::SPEC);
    let filters = ShipmentFilters {
        inc_completed: Some(page.query("completed").as_deref() == Some("1")),
    };
    let rows = list::page(&page.state.db, &filters, &request).await?;
    let key = request.query_string(&filters.query_pairs());
    insert(&mut data, &["admin", "shipment", "list", &key], rows)?;
    Ok(data)
}

/// `/app/admin/shipment/add`, `/app/admin/shipment/edit/:shipmentId` and
/// `/app/admin/shipment/:shipmentId`: `["admin","shipment",id]` as `GET /api/admin/shipment/{id}`
/// gives it (an unknown id is `NotFound`); the form adds the forwarder addresses
/// (`["admin","address","forwarder"]`). The add form's draft lives in the browser.
pub async fn shipment(page: &PageContext<'_>) -> AppResult<PageData> {
    let mut data = PageData::new();
    if !page.is_admin() {
        return Ok(data);
    }
    if let Some(id) = page.id("shipmentId")? {
        let raw = page.param("shipmentId").unwrap_or_default();
        insert(
            &mut data,
            &["admin", "shipment", raw],
            read::get(&page.state.db, id).await?,
        )?;
    }
    if page.screen != "shipmentView" {
        let forwarders = addresses::forwarder::all(&page.state.db).await?;
        insert(&mut data, &["admin", "address", "forwarder"], forwarders)?;
    }
    Ok(data)
}
