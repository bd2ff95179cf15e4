//! `GET /metrics`: Prometheus text, requests counted by route template (never the raw URL), the
//! render pool, the database pool and the jobs; readable with the token or from loopback only.
use crate::common::{tenants::Tenants, Backend, TestApp};

/// The value of the first sample line starting with `series` (name and labels as rendered).
fn sample(text: &str, series: &str) -> Option<f64> {
    text.lines()
        .find(|l| l.starts_with(series))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
}

async fn requests_are_counted_by_route_template(b: Backend) {
    let w = Tenants::new(b).await;
    // A second app in the same process with a metrics token (the recorder is the process's).
    let app = TestApp::on(
        {
            let mut settings = (*w.app.state.settings).clone();
            settings.metrics_token = Some("let-me-see".into());
            server::build_state(settings, false).await.unwrap()
        },
        tempfile::tempdir().unwrap(),
        None,
    );
    let asset = w.added(&w.asset("Vase"), None).await;
    let path = format!("/api/inventory/{}", asset["id"]);
    let before = app.get("/metrics", Some("let-me-see")).await;
    assert_eq!(before.status, 200, "{}", before.text());
    assert!(before
        .header("content-type")
        .unwrap()
        .starts_with("text/plain"));
    let series =
        r#"plinth_http_requests_total{method="GET",route="/api/inventory/{id}",status="200"}"#;
    let count = |text: &str| sample(text, series).unwrap_or(0.0);
    let n0 = count(&before.text());
    for _ in 0..3 {
        assert_eq!(app.get(&path, Some(&w.ada)).await.status, 200);
    }
    let text = app.get("/metrics", Some("let-me-see")).await.text();
    assert_eq!(count(&text) - n0, 3.0, "three answers under the template");
    assert!(!text.contains(&path), "never the raw URL");
    assert!(text.contains(r#"plinth_http_request_duration_seconds_bucket{method="GET",route="/api/inventory/{id}",le="0.005"}"#));
    // Pages are counted under their route.
    app.page("/app/inventory", Some(&w.ada_cookie)).await;
    let text = app.get("/metrics", Some("let-me-see")).await.text();
    assert!(text.contains(r#"route="/app/inventory""#), "{text}");
    for name in [
        "plinth_render_threads",
        "plinth_render_busy_threads",
        "plinth_render_queued",
        "plinth_render_shed_pages_total",
        "plinth_db_pool_connections",
        "plinth_db_pool_max_connections",
        r#"plinth_jobs{status="pending"}"#,
        r#"plinth_jobs{status="failed"}"#,
        r#"plinth_jobs{status="done"}"#,
    ] {
        assert!(sample(&text, name).is_some(), "{name} in\n{text}");
    }
}

async fn only_the_token_or_loopback_reads_the_figures(b: Backend) {
    let open = TestApp::new(b).await;
    // No token configured: this machine may read, a proxied or remote request may not.
    assert_eq!(open.get_from_loopback("/metrics", &[]).await.status, 200);
    let proxied = open
        .get_from_loopback("/metrics", &[("x-forwarded-for", "203.0.113.9")])
        .await;
    assert_eq!(proxied.status, 404);
    assert_eq!(
        open.get("/metrics", None).await.status,
        404,
        "no peer known"
    );
    let locked = TestApp::with(b, |s| s.metrics_token = Some("s3cret".into())).await;
    assert_eq!(locked.get_from_loopback("/metrics", &[]).await.status, 404);
    assert_eq!(locked.get("/metrics", Some("wrong")).await.status, 404);
    assert_eq!(locked.get("/metrics", Some("s3cret")).await.status, 200);
}

on_both_databases!(
    requests_are_counted_by_route_template,
    only_the_token_or_loopback_reads_the_figures,
);
