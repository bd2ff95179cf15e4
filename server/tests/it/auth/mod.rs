//! Tests of sign-in, sessions, access and the security findings (`server/src/auth`).
mod admin_access;
mod scope;
mod security;
mod security_http;
mod signin;
