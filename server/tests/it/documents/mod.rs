//! Tests of documents and files (`server/src/features/documents`).
mod asset_documents;
mod copies;
mod files;
mod protected;
