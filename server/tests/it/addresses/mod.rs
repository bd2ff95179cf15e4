//! Tests of customer and forwarder addresses (`server/src/features/addresses`).
mod customer_addresses;
mod forwarder_addresses;
