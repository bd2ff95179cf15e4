//! Storage entries: when an asset or an assignment went into storage, where, and when it came
//! out, kept by the admin on an assignment (`PUT /api/admin/assignment`) and on an asset
//! (`PUT /api/inventory`). One set of rules (`entries`, pure), one way to read and write them
//! (`store`), and the days in storage not yet billed (`outstanding`, pure; `billing` reads what it
//! needs). Inventory, assignments and storage billing all build on this; it builds on none of
//! them. See `docs/storage.md`.
pub mod billing;
pub mod entries;
pub mod outstanding;
pub mod store;
