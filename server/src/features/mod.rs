//! Product areas. Each has routes, handlers (thin), service (rules, no axum) and dto.
pub mod company;
pub mod health;
pub mod stats;
