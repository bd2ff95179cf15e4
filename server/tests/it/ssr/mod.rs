//! Tests of server rendering and page loaders (`server/src/ssr`).
mod admin_pages;
mod page_scripts;
mod pages;
mod render;
