//! Background jobs: the table's statements (claim, backoff, attempts, leases), the worker, and the
//! admin's calls.
mod admin;
mod queue;
mod worker;
