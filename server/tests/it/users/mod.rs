//! Tests of user accounts (`server/src/features/users`).
mod admin;
mod guards;
