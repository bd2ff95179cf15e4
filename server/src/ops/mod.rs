//! Operations (docs/operations.md): what a reverse proxy, an orchestrator and a monitor ask of a
//! server process. [`metrics`]: `GET /metrics` in Prometheus text format and the middleware that
//! counts requests. Liveness and readiness (`/api/health`, `/api/ready`) are calls of the API
//! (`features::health`).
pub mod metrics;
