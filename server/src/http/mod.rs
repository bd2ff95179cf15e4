//! HTTP plumbing shared by every feature: extractors with our rejections, security headers.
pub mod cookies;
pub mod extract;
pub mod headers;
pub mod json;
