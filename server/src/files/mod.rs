//! Stored files (photos, thumbnails, documents, invoice PDFs): one store, two backends.
//!
//! - [`FileStore`] is the one way to a stored file: async put, get (as a stream), read, head,
//!   remove and list, over the local data directory (`<data_dir>/files`, the default) or an
//!   S3-compatible bucket (`--object-store s3://BUCKET?endpoint=URL&region=REGION`). Both go
//!   through the `object_store` crate, so a caller never sees which one it has, and never a path.
//! - [`FileStore::put`] writes bytes under a new random name (128 bits, hex) plus an extension we
//!   chose; a stored name never comes from user input, so an upload's own file name is only ever
//!   display text (`document.name`), while `document.file_name` holds the stored name. Every call
//!   that takes a name refuses anything that is not a plain stored name (`/`, `\`, `..`, empty,
//!   hidden, odd characters), so a name read from a request or a row can never reach outside.
//! - [`StagedFiles`] pairs files with a database transaction: put the files first, commit the rows,
//!   then call [`StagedFiles::keep`]; if anything fails before that, dropping it removes the files,
//!   so a failed change leaves neither rows nor files behind.
pub mod backend;
pub mod form;
pub mod names;
pub mod photo;
mod staged;
mod store;
pub mod thumb;
pub mod upload;

pub use staged::StagedFiles;
pub use store::{error_count, FileMeta, FileStore, FileStoreError, StoredFile};
