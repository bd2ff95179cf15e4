//! Reading the paged lists (`{"rows", "total", "page", "size"}`): every row of a list, page by page.
use serde_json::Value;

use super::TestApp;

impl TestApp {
    /// Every row of a list call (`path` may carry its own query), read 20 a page from the first
    /// page to the last; checks each page says the same total.
    pub async fn all_rows(&self, path: &str, token: &str) -> Vec<Value> {
        let join = if path.contains('?') { '&' } else { '?' };
        let mut rows = Vec::new();
        for page in 1.. {
            let reply = self
                .get(&format!("{path}{join}page={page}&size=20"), Some(token))
                .await;
            assert_eq!(reply.status, 200, "{path}: {}", reply.text());
            let json = reply.json();
            let total = json["total"].as_u64().expect("a total");
            rows.extend(json["rows"].as_array().expect("rows").iter().cloned());
            if page * 20 >= total {
                assert_eq!(rows.len() as u64, total, "{path}: every row once");
                break;
            }
        }
        rows
    }
}

/// The ids of a page's rows, in order.
pub fn ids(page: &Value) -> Vec<i64> {
    page["rows"]
        .as_array()
        .unwrap_or_else(|| panic!("a page: {page}"))
        .iter()
        .map(|r| r["id"].as_i64().expect("an id"))
        .collect()
}

/// `path` with `more` added to its query.
pub fn with_query(path: &str, more: &str) -> String {
    let join = if path.contains('?') { '&' } else { '?' };
    format!("{path}{join}{more}")
}

impl TestApp {
    /// A list call that must answer 200: its JSON page.
    pub async fn list(&self, path: &str, token: &str) -> Value {
        let reply = self.get(path, Some(token)).await;
        assert_eq!(reply.status, 200, "{path}: {}", reply.text());
        reply.json()
    }

    /// The ids of a list in one order, read two ways that must agree: one page of 20, and page by
    /// page 3 at a time (so ties split across pages never repeat or vanish).
    pub async fn order(&self, path: &str, token: &str, sort: &str, dir: &str) -> Vec<i64> {
        let base = with_query(path, &format!("sort={sort}&dir={dir}"));
        let whole = self.list(&with_query(&base, "size=20"), token).await;
        let total = whole["total"].as_u64().unwrap();
        assert!(total <= 20, "{base}: a handful of rows");
        let mut paged = Vec::new();
        for page in 1..=total.div_ceil(3).max(1) {
            let one = self
                .list(&with_query(&base, &format!("size=3&page={page}")), token)
                .await;
            assert_eq!(one["page"], page, "{base}");
            assert_eq!(one["size"], 3, "{base}");
            assert_eq!(one["total"], total, "{base}: the same total on every page");
            paged.extend(ids(&one));
        }
        assert_eq!(paged, ids(&whole), "{base}: paged as in one page");
        paged
    }

    /// The bounds of a list call: a page past the end serves the last page with its number, and
    /// every odd parameter is a 400 whose message names what is allowed.
    pub async fn check_bounds(&self, path: &str, token: &str, sorts: &[&str]) {
        let first = self.list(&with_query(path, "size=3"), token).await;
        let total = first["total"].as_u64().unwrap();
        assert!(total > 3, "{path}: more than one page to check the bounds");
        let last = total.div_ceil(3);
        let past = self.list(&with_query(path, "size=3&page=999"), token).await;
        assert_eq!(past["page"], last, "{path}: the last page is served");
        assert_eq!(past["total"], total);
        let on_last = self
            .list(&with_query(path, &format!("size=3&page={last}")), token)
            .await;
        assert_eq!(past, on_last, "{path}");
        let plain = self.list(path, token).await;
        assert_eq!(
            (plain["page"].as_u64(), plain["size"].as_u64()),
            (Some(1), Some(10))
        );
        let sort_names = sorts.join(", ");
        for (query, names) in [
            ("page=0", vec!["page"]),
            ("page=x", vec!["page"]),
            ("page=-1", vec!["page"]),
            ("size=7", vec!["size", "3, 5, 10, 20"]),
            ("size=x", vec!["size", "3, 5, 10, 20"]),
            ("sort=nope", vec!["sort", sort_names.as_str()]),
            ("dir=up", vec!["dir", "asc", "desc"]),
        ] {
            let url = with_query(path, query);
            let reply = self.get(&url, Some(token)).await;
            assert_eq!(reply.status, 400, "{url}: {}", reply.text());
            let message = reply.messages().join(" ");
            for name in names {
                assert!(message.contains(name), "{url}: {message} names {name}");
            }
        }
        for size in [3, 5, 10, 20] {
            let page = self
                .list(&with_query(path, &format!("size={size}")), token)
                .await;
            assert_eq!(page["size"], size);
            assert_eq!(ids(&page).len() as u64, total.min(size));
        }
    }
}
