//! Operations: `/metrics`, `/api/ready`, and what must hold across several server processes on one
//! database (limits, migrations).
mod instances;
mod metrics;
mod ready;
