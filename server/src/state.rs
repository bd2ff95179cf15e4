//! What every handler and page loader is handed: the database, the settings and the shared
//! services of this process. It lives apart from `lib.rs` so that the features depend on this
//! small module, not on the crate root that wires them together.
use std::sync::Arc;

use sea_orm::DatabaseConnection;

use crate::{auth, config::Settings, events, files, http, page_loader::PageLoaders, ssr};

#[derive(Clone)]
pub struct AppState {
    pub db: DatabaseConnection,
    pub settings: Arc<Settings>,
    pub throttle: Arc<auth::throttle::Throttle>,
    /// The per-account quota of expensive calls (`http::quota`).
    pub quota: Arc<http::quota::Quota>,
    pub renderer: Arc<ssr::Renderer>,
    pub manifest: Arc<ssr::Manifest>,
    /// The screens' data loaders, registered by each feature beside its routes.
    pub page_loaders: Arc<PageLoaders>,
    /// The stored files (photos, documents, PDFs): the data dir's, or the object store's.
    pub files: files::FileStore,
    /// New events, handed to this process's open live streams.
    pub events: Arc<events::Hub>,
}
