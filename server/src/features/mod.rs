//! Product areas, named as the UI's `ui/src/features`. Each has its routes and page loaders (mod.rs),
//! thin handlers, one service file per use case (no axum), pure rules and DTOs (docs/architecture.md).
pub mod account;
pub mod accounting;
pub mod addresses;
pub mod assignments;
pub mod companies;
pub mod condition_reports;
pub mod costing;
pub mod credit_notes;
pub mod dashboard;
pub mod documents;
pub mod events;
pub mod health;
pub mod history;
pub mod input;
pub mod inventory;
pub mod invoice_parties;
pub mod invoices;
pub mod jobs;
pub mod labels;
pub mod purchase_invoices;
pub mod reports;
pub mod shipments;
pub mod storage;
pub mod storage_entries;
pub mod tracking;
pub mod users;
pub mod warehouse;
pub mod webhooks;

/// Every screen's page loader, each area's beside its routes.
pub fn page_loaders() -> crate::page_loader::PageLoaders {
    crate::page_loader::PageLoaders::new(
        [
            account::page_loaders(),
            addresses::page_loaders(),
            assignments::page_loaders(),
            companies::page_loaders(),
            inventory::page_loaders(),
            invoices::page_loaders(),
            jobs::page_loaders(),
            purchase_invoices::page_loaders(),
            shipments::page_loaders(),
            dashboard::page_loaders(),
            storage::page_loaders(),
            users::page_loaders(),
            tracking::page_loaders(),
            webhooks::page_loaders(),
        ]
        .into_iter()
        .flatten(),
    )
}

/// Every kind of background job this server runs (`crate::jobs`), each area's beside its work.
pub fn job_kinds() -> crate::jobs::Registry {
    crate::jobs::Registry::new()
        .add::<documents::thumbnails::MakeThumbnail>()
        .add::<events::fanout::Fanout>()
        .add::<webhooks::deliveries::DeliverWebhook>()
        .add::<crate::mail::job::SendMail>()
}

#[cfg(test)]
mod tests {
    /// A loader registered under a name no route has would never run: catch the typo here.
    #[test]
    fn every_page_loader_names_a_screen_of_the_route_table() {
        let screens: Vec<&str> = crate::ssr::routes::all()
            .iter()
            .map(|r| r.screen.as_str())
            .collect();
        for screen in super::page_loaders().screens() {
            assert!(
                screens.contains(&screen),
                "no route has the screen {screen}"
            );
        }
    }
}
