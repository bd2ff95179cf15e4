//! Documents (docs/documents.md): the files of assets and assignments. The calls that list, upload
//! and delete them belong to their parent's feature (`/api/inventory/...`, `/api/assignment/...`)
//! and use [`attached`]; [`serve`] sends the files themselves under `/files/...`; [`sweep`] removes
//! at start-up the files an interrupted change left without a row; [`thumbnails`] makes photos'
//! thumbnails in the background.
pub mod attached;
pub mod dto;
pub mod serve;
pub mod sweep;
pub mod thumbnails;
