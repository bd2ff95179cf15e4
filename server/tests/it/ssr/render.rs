//! The server bundle in the render engine (deno_core): every route renders; failures, late renders and a full
//! heap are errors, never a crash, and the pool replaces the engine after one.
use std::time::Duration;

use server::ssr::{
    engine::{Bundle, Engine, RenderError},
    routes, Renderer,
};

fn bundle() -> String {
    // These engines keep no compiled bundle (the test below keeps one under a data dir).
    if std::env::var_os("V82JSC_BC_CACHE_DIR").is_none() {
        server::ssr::backend::use_code_cache(None);
    }
    server::ssr::assets::server_bundle()
        .expect("the UI is built into this binary (run `just build-ui`)")
}

fn payload(url: &str, user: serde_json::Value, status: u16) -> String {
    serde_json::json!({
        "url": url, "locale": "en", "brand": "Plinth", "now": "2026-11-22T10:00:00Z",
        "status": status, "ssr": true, "user": user, "data": {}
    })
    .to_string()
}

fn admin() -> serde_json::Value {
    serde_json::json!({"id": 1, "email": "ada@plinth.test", "firstName": "Ada", "lastName": "Lovelace", "theme": "21",
        "roles": ["Plinth_Admin"], "companyId": null, "companyDivisionId": null})
}

fn customer() -> serde_json::Value {
    serde_json::json!({"id": 2, "email": "bo@acme.test", "firstName": "Bo", "lastName": "Zhang", "theme": "21",
        "roles": ["Customer"], "companyId": 1, "companyDivisionId": 1})
}

#[test]
fn every_route_renders_in_quickjs() {
    let bundle = Bundle::new(bundle());
    let mut engine = Engine::start(&bundle, 256 << 20).expect("bundle loads");
    // The second engine loads the bytecode compiled by the first.
    let mut second = Engine::start(&bundle, 256 << 20).expect("bytecode loads");
    for route in routes::all() {
        let url = route
            .path
            .replace(":inventoryId", "7")
            .replace(":assignmentId", "7")
            .replace(":userId", "7")
            .replace(":companyId", "7")
            .replace(":shipmentId", "7");
        let (user, status) = match route.access {
            routes::Access::Public => (
                serde_json::Value::Null,
                if route.screen == "notFound" { 404 } else { 200 },
            ),
            _ => (admin(), 200),
        };
        let html = engine
            .render(&payload(&url, user, status), Duration::from_secs(5))
            .unwrap_or_else(|e| panic!("{url}: {e}"));
        assert!(html.len() > 50, "{url} rendered: {html}");
        if route.access != routes::Access::Public {
            assert!(html.contains("Plinth"), "{url}: the header shows the brand");
            assert!(html.contains("AL"), "{url}: the header shows the initials");
        }
    }
    let html = second
        .render(
            &payload("/dashboard", customer(), 200),
            Duration::from_secs(5),
        )
        .unwrap();
    assert!(html.contains("BZ"));
    let errors: Vec<_> = engine
        .drain_logs()
        .into_iter()
        .filter(|l| l.level == "error")
        .map(|l| l.message)
        .collect();
    assert!(
        errors.is_empty(),
        "console errors while rendering: {errors:?}"
    );
}

#[test]
fn menus_follow_the_brand_rule() {
    let bundle = Bundle::new(bundle());
    let mut engine = Engine::start(&bundle, 256 << 20).unwrap();
    let admin_html = engine
        .render(&payload("/dashboard", admin(), 200), Duration::from_secs(5))
        .unwrap();
    let customer_html = engine
        .render(
            &payload("/dashboard", customer(), 200),
            Duration::from_secs(5),
        )
        .unwrap();
    // Admin-only entries appear for the admin only.
    assert!(admin_html.contains("/app/users") && !customer_html.contains("/app/users"));
    assert!(customer_html.contains("/app/inventory"));
    assert_ne!(
        admin_html.contains("vertical"),
        customer_html.contains("vertical"),
        "one of the two menus is vertical"
    );
}

#[test]
fn the_html_comes_back_as_the_engine_wrote_it_in_every_script() {
    // The payload names a text; the render repeats it, so long pages take the same path as short ones.
    let bundle = Bundle::new(
        r#"globalThis.plinthRender = (json) => { const { text, times } = JSON.parse(json); return text.repeat(times); };"#
            .into(),
    );
    let mut engine = Engine::start(&bundle, 64 << 20).unwrap();
    for (text, times) in [
        ("", 1),
        ("<p class=\"a\">plain ASCII</p>", 1),
        ("Émile Marchand, café, ½", 3),
        ("Лувр, 東京国立博物館, — …", 2),
        ("astral 🖼️ 𝄞", 1),
        ("<li>Émile 東京 🖼️</li>", 2000),
        // Longer than the first buffer the HTML is written into, some ending on a character of four bytes
        // where that buffer would have cut it.
        ("é", 40_000),
        ("🖼", 16_383),
        ("a🖼", 13_107),
        ("x", 65_533),
        ("x", 200_000),
    ] {
        let payload = serde_json::json!({ "text": text, "times": times }).to_string();
        assert_eq!(
            engine.render(&payload, Duration::from_secs(5)).unwrap(),
            text.repeat(times)
        );
    }
    // A lone surrogate (no UTF-8 form) becomes U+FFFD, the text around it stays.
    let lone = engine
        .render(r#"{"text":"a\ud800b","times":2}"#, Duration::from_secs(5))
        .unwrap();
    assert_eq!(lone, "a\u{fffd}ba\u{fffd}b");
}

#[test]
fn a_render_that_returns_no_string_gives_its_string_form() {
    let bundle = Bundle::new(
        "globalThis.plinthRender = (json) => JSON.parse(json).number ? 12.5 : { toString: () => '<p>made</p>' };".into(),
    );
    let mut engine = Engine::start(&bundle, 64 << 20).unwrap();
    assert_eq!(
        engine
            .render(r#"{"number":true}"#, Duration::from_secs(5))
            .unwrap(),
        "12.5"
    );
    assert_eq!(
        engine
            .render(r#"{"number":false}"#, Duration::from_secs(5))
            .unwrap(),
        "<p>made</p>"
    );
}

#[test]
fn a_throwing_bundle_is_an_error_not_a_crash() {
    let bundle = Bundle::new("globalThis.plinthRender = () => { throw new Error('boom') };".into());
    let mut engine = Engine::start(&bundle, 64 << 20).unwrap();
    match engine.render("{}", Duration::from_secs(1)) {
        Err(RenderError::Threw(m)) => assert!(m.contains("boom"), "{m}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_slow_render_is_interrupted_at_its_deadline() {
    let bundle = Bundle::new("globalThis.plinthRender = () => { for(;;){} };".into());
    let mut engine = Engine::start(&bundle, 64 << 20).unwrap();
    let started = std::time::Instant::now();
    assert!(matches!(
        engine.render("{}", Duration::from_millis(200)),
        Err(RenderError::Deadline)
    ));
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "the interrupt fired"
    );
}

#[test]
fn memory_is_limited() {
    let bundle = Bundle::new(
        "globalThis.plinthRender = () => { const a = []; for(;;) a.push('x'.repeat(1e6)); };"
            .into(),
    );
    let mut engine = Engine::start(&bundle, 32 << 20).unwrap();
    assert!(matches!(
        engine.render("{}", Duration::from_secs(20)),
        Err(RenderError::HeapLimit)
    ));
}

#[tokio::test]
async fn a_runaway_render_does_not_keep_its_thread() {
    let source = "globalThis.plinthRender = (p) => { if (JSON.parse(p).loop) for(;;){} return '<p>ok</p>'; };";
    let renderer = Renderer::start(Some(source.into()), 1, Duration::from_millis(200), 64 << 20);
    assert!(renderer.render(r#"{"loop":true}"#.into()).await.is_err());
    // The one thread stopped the script at its deadline and renders the next page.
    assert_eq!(renderer.render("{}".into()).await.unwrap(), "<p>ok</p>");
}

#[test]
fn the_compiled_bundle_is_kept_under_the_data_dir_not_home() {
    let home = std::env::temp_dir().join(format!("plinth-home-{}", std::process::id()));
    let data = std::env::temp_dir().join(format!("plinth-data-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    std::env::set_var("HOME", &home);
    std::env::remove_var("XDG_CACHE_HOME");
    server::ssr::backend::use_code_cache(Some(&data));
    let bundle = Bundle::new(bundle());
    Engine::start(&bundle, 256 << 20).expect("bundle loads");
    let mut second = Engine::start(&bundle, 256 << 20).expect("bundle loads again");
    assert!(second
        .render(&payload("/dashboard", admin(), 200), Duration::from_secs(5))
        .unwrap()
        .contains("AL"));
    // QuickJS keeps the compiled bundle on disk; V8 keeps nothing there.
    if server::ssr::backend::ENGINE.ends_with("QuickJS") {
        let cached = std::fs::read_dir(data.join("engine-cache"))
            .map(|d| d.count())
            .unwrap_or(0);
        assert!(cached > 0, "the bundle's bytecode is under the data dir");
    }
    assert!(
        !home.join(".cache").exists(),
        "nothing is written under the home dir"
    );
    let _ = std::fs::remove_dir_all(&home);
    let _ = std::fs::remove_dir_all(&data);
}

#[tokio::test]
async fn the_pool_renders_and_recovers_after_a_failure() {
    let source = "let n = 0; globalThis.plinthRender = (p) => { n++; if (JSON.parse(p).fail) throw new Error('x'); return '<p>' + n + '</p>'; };";
    let renderer = Renderer::start(Some(source.into()), 1, Duration::from_secs(1), 64 << 20);
    assert_eq!(renderer.render("{}".into()).await.unwrap(), "<p>1</p>");
    assert!(renderer.render(r#"{"fail":true}"#.into()).await.is_err());
    // A fresh engine replaced the failed one.
    assert_eq!(renderer.render("{}".into()).await.unwrap(), "<p>1</p>");
    let none = Renderer::start(None, 1, Duration::from_secs(1), 64 << 20);
    assert!(matches!(
        none.render("{}".into()).await,
        Err(RenderError::NoBundle)
    ));
}
