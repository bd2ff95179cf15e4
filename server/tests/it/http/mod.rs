//! Tests of HTTP hardening and bad input (`server/src/http`).
mod bad_input;
mod hardening;
mod hardening_http;
