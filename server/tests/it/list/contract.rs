//! The one list contract (`server/src/list`) on `GET /api/inventory`: page, size, bounds, total,
//! search folded for case and accents (every word must match, `%` and `_` literal), every sort both
//! ways (natural numbers, empties last, ties by id across pages), the filters, another company's
//! rows never counted; the page loader carrying exactly the page the URL asks for; keys kept when an
//! asset, a division or a company is renamed. The other lists: `list_contract_admin.rs`.
use crate::common;

use chrono::{Duration, TimeZone, Utc};
use common::{
    inventory::World,
    list::{ids, with_query},
    Backend,
};
use sea_orm::{ActiveModelTrait, Set};
use serde_json::{json, Value};

/// An asset written straight to the database (keys set by `before_save`), added `minutes` after a
/// fixed moment.
async fn asset(
    w: &World,
    division: &entity::company_division::Model,
    title: &str,
    artist: Option<&str>,
    their_ref: Option<&str>,
    minutes: i64,
) -> i64 {
    let at = Utc.with_ymd_and_hms(2026, 1, 1, 9, 0, 0).unwrap() + Duration::minutes(minutes);
    entity::asset::ActiveModel {
        company_id: Set(division.company_id),
        company_division_id: Set(division.id),
        title: Set(title.into()),
        artist: Set(artist.map(Into::into)),
        their_ref: Set(their_ref.map(Into::into)),
        r#ref: Set(None),
        pieces: Set(1),
        value_currency: Set("$".into()),
        hidden: Set(false),
        photo_rotation: Set(0),
        created_at: Set(at),
        updated_at: Set(at),
        ..Default::default()
    }
    .insert(&w.app.state.db)
    .await
    .unwrap()
    .id as i64
}

async fn hide(w: &World, id: i64) {
    use sea_orm::EntityTrait;
    let mut model: entity::asset::ActiveModel = entity::asset::Entity::find_by_id(id as i32)
        .one(&w.app.state.db)
        .await
        .unwrap()
        .unwrap()
        .into();
    model.hidden = Set(true);
    model.update(&w.app.state.db).await.unwrap();
}

/// Acme's assets (London: a, c, f1; Paris: b, d, f2), one hidden, and one of Zenith's.
struct Assets {
    a: i64,
    b: i64,
    c: i64,
    d: i64,
    f1: i64,
    f2: i64,
    hidden: i64,
    theirs: i64,
}

async fn assets(w: &World) -> Assets {
    let (london, paris) = (&w.london, &w.paris);
    let a = asset(
        w,
        london,
        "Église à Zürich",
        Some("Renoir"),
        Some("HG-10"),
        5,
    )
    .await;
    let b = asset(w, paris, "apple", None, Some("HG-2"), 1).await;
    let c = asset(w, london, "Blue 100% _done", Some("Monet"), None, 4).await;
    let d = asset(w, paris, "Blue 100 x done", Some("monet"), Some("hg-1"), 2).await;
    let f1 = asset(w, london, "Twin", Some("Aalto"), None, 3).await;
    let f2 = asset(w, paris, "twin", Some(" "), None, 3).await;
    let hidden = asset(w, london, "Zürich hidden", None, None, 6).await;
    hide(w, hidden).await;
    let theirs = asset(w, &w.nyc, "Zürich of Zenith", Some("Monet"), None, 7).await;
    Assets {
        a,
        b,
        c,
        d,
        f1,
        f2,
        hidden,
        theirs,
    }
}

async fn inventory_pages_sorts_and_bounds(b: Backend) {
    let w = World::new(b).await;
    let Assets {
        a,
        b,
        c,
        d,
        f1,
        f2,
        hidden,
        theirs,
    } = assets(&w).await;
    let app = &w.app;
    let list = "/api/inventory";
    let sorts = ["title", "artist", "theirRef", "division", "created"];
    app.check_bounds(list, &w.ada, &sorts).await;

    // The default order is by title; the size 3 pages split it in two.
    let first = app.list(&with_query(list, "size=3"), &w.ada).await;
    assert_eq!(ids(&first), [b, d, c]);
    assert_eq!(first["total"], 6, "not the hidden one, not Zenith's");
    let second = app.list(&with_query(list, "size=3&page=2"), &w.ada).await;
    assert_eq!(ids(&second), [a, f1, f2]);
    assert_eq!(
        app.list(&with_query(list, "size=3&page=3"), &w.ada).await,
        second
    );

    // Every sort both ways: numbers read as numbers ("100 x" before "100%": a space before any
    // other character), empties last both ways, ties by id.
    let expect: [(&str, Vec<i64>, Vec<i64>); 5] = [
        ("title", vec![b, d, c, a, f1, f2], vec![f1, f2, a, c, d, b]),
        ("artist", vec![f1, c, d, a, b, f2], vec![a, c, d, f1, b, f2]),
        (
            "theirRef",
            vec![d, b, a, c, f1, f2],
            vec![a, b, d, c, f1, f2],
        ),
        (
            "division",
            vec![a, c, f1, b, d, f2],
            vec![b, d, f2, a, c, f1],
        ),
        (
            "created",
            vec![b, d, f1, f2, c, a],
            vec![a, c, f1, f2, d, b],
        ),
    ];
    for (sort, asc, desc) in expect {
        assert_eq!(
            app.order(list, &w.ada, sort, "asc").await,
            asc,
            "{sort} asc"
        );
        assert_eq!(
            app.order(list, &w.ada, sort, "desc").await,
            desc,
            "{sort} desc"
        );
    }
    // A sort without a direction is ascending.
    let artist = app
        .list(&with_query(list, "sort=artist&size=20"), &w.ada)
        .await;
    assert_eq!(ids(&artist), [f1, c, d, a, b, f2]);

    // Filters: hidden ones on request, one division, one company (the admin's).
    let with_hidden = app
        .list(&with_query(list, "incHidden=true&size=20"), &w.ada)
        .await;
    assert_eq!(with_hidden["total"], 7);
    assert!(ids(&with_hidden).contains(&hidden));
    let paris = format!("companyDivisionId={}&size=20", w.paris.id);
    let in_paris = app.list(&with_query(list, &paris), &w.ada).await;
    assert_eq!(ids(&in_paris), [b, d, f2]);
    assert_eq!(in_paris["total"], 3);
    let every = app
        .list(&with_query(list, "incHidden=true&size=20"), &w.admin)
        .await;
    assert_eq!(every["total"], 8, "the admin sees every company's");
    let zenith = format!("companyId={}", w.zenith.id);
    let only = app.list(&with_query(list, &zenith), &w.admin).await;
    assert_eq!(
        (ids(&only), only["total"].clone()),
        (vec![theirs], json!(1))
    );

    // Another company's rows are never counted or returned, whatever the filter says.
    let zed = app.list(&with_query(list, "incHidden=true"), &w.zed).await;
    assert_eq!((ids(&zed), zed["total"].clone()), (vec![theirs], json!(1)));
    let london = format!("companyDivisionId={}&incHidden=true", w.london.id);
    let foreign = app.list(&with_query(list, &london), &w.zed).await;
    assert_eq!(
        (ids(&foreign), foreign["total"].clone()),
        (Vec::<i64>::new(), json!(0))
    );
    let acme = format!("companyId={}", w.acme.id);
    let foreign = app.list(&with_query(list, &acme), &w.zed).await;
    assert_eq!(foreign["total"], 0);
    let zurich = app.list(&with_query(list, "q=zurich"), &w.zed).await;
    assert_eq!(ids(&zurich), [theirs]);
}

async fn inventory_search(b: Backend) {
    let w = World::new(b).await;
    let Assets {
        a,
        b: _,
        c,
        d,
        f1: _,
        f2,
        hidden,
        theirs,
    } = assets(&w).await;
    let app = &w.app;
    let found = |q: &'static str, token: &'static str| {
        let (app, w) = (app, &w);
        async move {
            let token = if token == "admin" { &w.admin } else { &w.ada };
            let path = format!("/api/inventory?size=20&{q}");
            let page = app.list(&path, token).await;
            assert_eq!(page["total"], ids(&page).len(), "{q}");
            ids(&page)
        }
    };
    // Accents and case folded on both sides, each word in any column.
    assert_eq!(found("q=eglise%20zurich", "ada").await, [a]);
    assert_eq!(found("q=Z%C3%9CRICH", "ada").await, [a]);
    assert_eq!(found("q=%C3%89GLISE", "ada").await, [a]);
    assert_eq!(found("q=%20%20zurich%20%20renoir%20", "ada").await, [a]);
    assert_eq!(found("q=zurich&incHidden=true", "ada").await, [a, hidden]);
    assert_eq!(
        found("q=zurich&incHidden=true", "admin").await,
        [a, hidden, theirs]
    );
    // Every word must match (Église is Renoir's, not Monet's).
    assert_eq!(found("q=eglise%20monet", "ada").await, Vec::<i64>::new());
    assert_eq!(found("q=blue%20MONET", "ada").await, [d, c]);
    // One word never matches across two columns.
    assert_eq!(found("q=zurichrenoir", "ada").await, Vec::<i64>::new());
    // `%` and `_` are literal.
    assert_eq!(found("q=100%25", "ada").await, [c]);
    assert_eq!(found("q=_done", "ada").await, [c]);
    assert_eq!(found("q=%25", "ada").await, [c]);
    assert_eq!(found("q=x%20_", "ada").await, Vec::<i64>::new());
    // Their reference and the division name are searched too.
    assert_eq!(found("q=hg-1", "ada").await, [d, a]);
    assert_eq!(found("q=paris%20twin", "ada").await, [f2]);
    // An empty search is no search.
    assert_eq!(found("q=%20", "ada").await.len(), 6);
    // A search and a sort and a page together: the total is of the search.
    let page = app
        .list("/api/inventory?q=blue&sort=title&dir=desc&size=3", &w.ada)
        .await;
    assert_eq!((ids(&page), page["total"].clone()), (vec![c, d], json!(2)));
}

/// The page loader answers exactly the page the URL asks for, under the key of the API query the
/// screen asks with, and the first HTML carries it.
async fn the_page_loader_carries_the_page_asked_for(b: Backend) {
    let w = World::new(b).await;
    let Assets { a, c, d, f1, .. } = assets(&w).await;
    let html = w
        .app
        .page("/app/inventory?page=2&size=3&q=O", Some(&w.ada_cookie))
        .await;
    assert_eq!(html.status, 200);
    let data = payload(&html.text())["data"].clone();
    let key = r#"["inventory","list","page=2&size=3&q=O&sort=title&dir=asc&incHidden=false"]"#;
    let page = &data[key];
    let api = w
        .app
        .list(
            "/api/inventory?page=2&size=3&q=O&sort=title&dir=asc&incHidden=false",
            &w.ada,
        )
        .await;
    assert_eq!(page, &api, "keys: {:?}", keys(&data));
    // "o" is in Église's Renoir, Monet's two and Twin's London: 4 rows, page 2 of 3 is the last.
    assert_eq!(api["total"], 4);
    assert_eq!(ids(&api), [f1]);
    let first = w.app.list("/api/inventory?size=3&q=O", &w.ada).await;
    assert_eq!(ids(&first), [d, c, a]);

    // The URL's own filters: the division and the hidden ones, past the end, sorted.
    let url = format!(
        "/app/inventory?page=9&size=5&sort=created&dir=desc&hidden=1&division={}",
        w.london.id
    );
    let html = w.app.page(&url, Some(&w.ada_cookie)).await;
    let data = payload(&html.text())["data"].clone();
    let query = format!(
        "page=9&size=5&sort=created&dir=desc&incHidden=true&companyDivisionId={}",
        w.london.id
    );
    let page = &data[format!(r#"["inventory","list","{query}"]"#).as_str()];
    let api = w.app.list(&format!("/api/inventory?{query}"), &w.ada).await;
    assert_eq!(page, &api, "keys: {:?}", keys(&data));
    assert_eq!(api["page"], 1);
    assert_eq!(api["total"], 4);
    // Nothing but that page: one list key.
    let lists = keys(&data)
        .into_iter()
        .filter(|k| k.starts_with(r#"["inventory","list""#))
        .count();
    assert_eq!(lists, 1);
}

fn payload(html: &str) -> Value {
    let start =
        html.find("id=\"plinth-state\">").expect("payload script") + "id=\"plinth-state\">".len();
    let end = start + html[start..].find("</script>").unwrap();
    serde_json::from_str(&html[start..end]).expect("payload JSON")
}

fn keys(data: &Value) -> Vec<String> {
    data.as_object()
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default()
}

/// Renaming an asset (through the API), a division and a company (through the admin's calls):
/// search and sort follow the new names.
async fn keys_are_kept_after_a_rename(b: Backend) {
    let w = World::new(b).await;
    let Assets {
        a, b, c, d, f1, f2, ..
    } = assets(&w).await;
    let app = &w.app;
    let read = app
        .get(&format!("/api/inventory/{b}"), Some(&w.ada))
        .await
        .json();
    let mut renamed = json!({ "id": b, "companyDivisionId": read["companyDivisionId"],
        "title": "Zebra Crossing", "artist": "Örnulf", "theirRef": read["theirRef"] });
    let reply = w.change(&w.ada, &renamed, None).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    let titles = app.order("/api/inventory", &w.ada, "title", "asc").await;
    assert_eq!(titles, [d, c, a, f1, f2, b]);
    assert_eq!(
        ids(&app.list("/api/inventory?q=ornulf%20zebra", &w.ada).await),
        [b]
    );
    assert_eq!(app.list("/api/inventory?q=apple", &w.ada).await["total"], 0);
    let artists = app.order("/api/inventory", &w.ada, "artist", "asc").await;
    assert_eq!(artists, [f1, c, d, b, a, f2], "ornulf before renoir");
    renamed["artist"] = Value::Null;
    assert_eq!(w.change(&w.ada, &renamed, None).await.status, 200);
    let artists = app.order("/api/inventory", &w.ada, "artist", "desc").await;
    assert_eq!(artists, [a, c, d, f1, b, f2], "no artist: last");

    // The admin renames the division Paris to "Antwerp": division sort and search follow.
    let division = json!({"id": w.paris.id, "companyId": w.acme.id, "name": "Antwerp",
        "invoice": {"addressee": null}});
    let reply = app
        .put_json(
            "/api/admin/company/division/",
            Some(&w.admin),
            &division.to_string(),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    let company = json!({"id": w.acme.id, "name": "Ångström Arts", "currencies": ["GBP"],
        "invoice": {"addressee": null}, "groupBrand": "fd"});
    let reply = app
        .put_json("/api/admin/company", Some(&w.admin), &company.to_string())
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    let by_division = app.order("/api/inventory", &w.ada, "division", "asc").await;
    assert_eq!(by_division, [b, d, f2, a, c, f1]);
    assert_eq!(
        ids(&app
            .list("/api/inventory?q=antwerp&sort=created", &w.ada)
            .await),
        [b, d, f2]
    );
    assert_eq!(app.list("/api/inventory?q=paris", &w.ada).await["total"], 0);
    // The company: found by its new name folded, sorted among the others by it.
    app.company("Zenith Two").await;
    let found = app.list("/api/admin/company?q=angstrom", &w.admin).await;
    assert_eq!(ids(&found), [w.acme.id as i64]);
    let names = app
        .order("/api/admin/company", &w.admin, "name", "asc")
        .await;
    assert_eq!(names[0], w.acme.id as i64, "angstrom first");
}

on_both_databases!(
    inventory_pages_sorts_and_bounds,
    inventory_search,
    the_page_loader_carries_the_page_asked_for,
    keys_are_kept_after_a_rename
);
