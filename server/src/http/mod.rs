//! HTTP plumbing shared by every feature: extractors with our rejections, security headers, body
//! limits and timeouts, and the server loop.
pub mod body_guard;
pub mod client;
pub mod cookies;
pub mod download;
pub mod extract;
pub mod headers;
pub mod json;
pub mod quota;
pub mod return_to;
pub mod serve;
