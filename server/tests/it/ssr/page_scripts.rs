//! The HTML shell names the scripts a page needs (`<link rel="modulepreload">`): the entry, its route's screen
//! chunks and its language's, and nothing of another screen or language, read from the embedded manifest.
use crate::common::{Backend, TestApp};
use server::ssr::Manifest;

fn preloaded(html: &str) -> Vec<String> {
    html.split("<link rel=\"modulepreload\" href=\"")
        .skip(1)
        .map(|rest| rest[..rest.find('"').unwrap()].to_owned())
        .collect()
}

/// The shell links exactly what the manifest lists for the page, and no other screen's or language's own
/// chunk (the first of each list: the module the route or the language imports).
fn assert_page_scripts(html: &str, manifest: &Manifest, screen: &str, locale: &str) {
    let links = preloaded(html);
    assert_eq!(
        links,
        manifest.page_scripts(screen, locale),
        "{screen} in {locale}"
    );
    let own_chunk = |files: &[String]| files.first().cloned().unwrap_or_default();
    let this_screen = own_chunk(&manifest.screens[screen]);
    for (other, files) in &manifest.screens {
        let chunk = own_chunk(files);
        if chunk != this_screen {
            assert!(
                !links.contains(&chunk),
                "{other}'s chunk on a {screen} page"
            );
        }
    }
    for (other, files) in &manifest.locales {
        if other != locale {
            assert!(
                !links.contains(&own_chunk(files)),
                "{other} on a {locale} page"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_preload_their_screen_and_language_only() {
    let manifest = Manifest::embedded();
    assert!(
        manifest.entry.is_some(),
        "the UI is built into this binary (run `just build-ui`)"
    );
    for screen in ["signin", "dashboard", "inventory"] {
        assert!(
            !manifest.screens[screen].is_empty(),
            "{screen} has a chunk of its own"
        );
    }
    for locale in server::ssr::pages::LOCALES {
        assert!(
            !manifest.locales[*locale].is_empty(),
            "{locale} has its own chunk"
        );
    }

    let app = TestApp::new(Backend::Sqlite).await;
    app.admin().await;
    let signin = app.page("/pages/signin", None).await.text();
    assert_page_scripts(&signin, &manifest, "signin", "en");
    let japanese = app
        .page("/pages/signin", Some("plinth_lang=ja"))
        .await
        .text();
    assert_page_scripts(&japanese, &manifest, "signin", "ja");

    let (_, cookie) = app.sign_in("admin@plinth.test").await;
    let dashboard = app.page("/dashboard", Some(&cookie)).await.text();
    assert_page_scripts(&dashboard, &manifest, "dashboard", "en");
    let inventory = app
        .page("/app/inventory", Some(&format!("{cookie}; plinth_lang=ru")))
        .await
        .text();
    assert_page_scripts(&inventory, &manifest, "inventory", "ru");
}
