//! Tracking links (`server/src/features/tracking`): made, listed and revoked within the caller's
//! scope; what the public page and call show (and never show); live changes; the rate limit.
mod links;
