//! Tests of documents and files (`server/src/features/documents`).
mod copies;
mod documents;
mod files;
mod protected;
