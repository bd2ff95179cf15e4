//! Tests of the OpenAPI document (`server/src/openapi`).
mod admin;
mod document;
