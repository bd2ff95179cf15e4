//! Storage entries (SPEC §3 storage[], §4 Storage entry), kept by the admin on an assignment
//! (`PUT /api/admin/assignment`) and on an asset (`PUT /api/inventory`): one set of rules
//! (`entries`, pure) and one way to read and write them (`store`).
pub mod entries;
pub mod store;
