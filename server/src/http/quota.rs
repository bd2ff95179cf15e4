//! A quota on the calls that make documents (PDFs, reports, spreadsheets): each takes seconds of a
//! core, so one account must not hold them all. Per account, at most `concurrent` at once and
//! `per_minute` started in a minute; beyond, 429 with `Retry-After`. In memory, like the sign-in
//! throttle: it protects one process.
//!
//! One middleware on the whole router ([`limit`]) and one list of the calls it counts
//! ([`EXPENSIVE`]), which also puts the 429 into those calls' OpenAPI description ([`document`]).
use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use axum::{
    extract::{Request, State},
    http::Method,
    middleware::Next,
    response::{IntoResponse, Response},
};

use crate::{auth::extract::bearer_token, error::AppError, state::AppState};

/// The calls counted: method and path template (`{x}` stands for one segment).
pub const EXPENSIVE: &[(&str, &str)] = &[
    ("POST", "/api/inventory/generate/labels"),
    ("POST", "/api/inventory/generate/conditionReports"),
    ("POST", "/api/assignment/generate/report"),
    ("GET", "/api/admin/report/{name}"),
    ("GET", "/api/admin/shipment/{id}/packing-list.pdf"),
    ("PUT", "/api/admin/invoice/"),
    ("POST", "/api/admin/storage/invoice"),
    ("GET", "/api/admin/invoice/summary.xlsx"),
    ("GET", "/api/condition-reports/{id}/pdf"),
];

fn matches(template: &str, path: &str) -> bool {
    let mut t = template.split('/');
    let mut p = path.split('/');
    loop {
        match (t.next(), p.next()) {
            (None, None) => return true,
            (Some(ts), Some(ps)) if ts.starts_with('{') && ts.ends_with('}') && !ps.is_empty() => {}
            (Some(ts), Some(ps)) if ts == ps => {}
            _ => return false,
        }
    }
}

pub fn is_expensive(method: &Method, path: &str) -> bool {
    EXPENSIVE
        .iter()
        .any(|(m, t)| method.as_str() == *m && matches(t, path))
}

struct Use {
    running: u32,
    window_start: Instant,
    started: u32,
}

pub struct Quota {
    concurrent: u32,
    per_minute: u32,
    window: Duration,
    accounts: Mutex<HashMap<i32, Use>>,
}

/// A call under way; the account's count of running calls goes down when it is dropped.
pub struct Permit {
    quota: Arc<Quota>,
    account: i32,
}

impl Drop for Permit {
    fn drop(&mut self) {
        let mut map = self.quota.accounts.lock().expect("quota lock");
        if let Some(u) = map.get_mut(&self.account) {
            u.running = u.running.saturating_sub(1);
        }
    }
}

impl Quota {
    pub fn new(concurrent: u32, per_minute: u32) -> Self {
        Quota {
            concurrent: concurrent.max(1),
            per_minute: per_minute.max(1),
            window: Duration::from_secs(60),
            accounts: Mutex::new(HashMap::new()),
        }
    }

    /// Starts a call for `account`, or says how many seconds to wait.
    pub fn start(self: &Arc<Self>, account: i32, now: Instant) -> Result<Permit, u64> {
        let mut map = self.accounts.lock().expect("quota lock");
        if map.len() > 10_000 {
            map.retain(|_, u| u.running > 0 || now.duration_since(u.window_start) < self.window);
        }
        let u = map.entry(account).or_insert(Use {
            running: 0,
            window_start: now,
            started: 0,
        });
        if now.duration_since(u.window_start) >= self.window {
            u.window_start = now;
            u.started = 0;
        }
        if u.started >= self.per_minute {
            let left = self
                .window
                .saturating_sub(now.duration_since(u.window_start));
            return Err(left.as_secs().max(1));
        }
        if u.running >= self.concurrent {
            // A document takes a few seconds: try again soon.
            return Err(2);
        }
        u.running += 1;
        u.started += 1;
        Ok(Permit {
            quota: self.clone(),
            account,
        })
    }
}

/// The middleware: counts the [`EXPENSIVE`] calls of a signed-in account; anything else, and a
/// call without a live session (the handler answers its 401), passes untouched.
pub async fn limit(State(state): State<AppState>, req: Request, next: Next) -> Response {
    if !is_expensive(req.method(), req.uri().path()) {
        return next.run(req).await;
    }
    let account = match bearer_token(req.headers()) {
        Some(token) => match crate::auth::session::lookup(
            &state.db,
            token,
            chrono::Utc::now(),
            state.settings.session_idle,
        )
        .await
        {
            Ok(found) => found.map(|(_, account)| account.id),
            Err(e) => return e.into_response(),
        },
        None => None,
    };
    let Some(account) = account else {
        return next.run(req).await;
    };
    match state.quota.start(account, Instant::now()) {
        Ok(permit) => {
            let res = next.run(req).await;
            drop(permit);
            res
        }
        Err(retry_after_secs) => {
            tracing::warn!(target: "security", event = "quota", account_id = account,
                path = req.uri().path(), retry_after_secs, "too many documents asked for at once");
            AppError::TooManyRequests {
                message: format!(
                    "You are making many documents at once. Try again in {retry_after_secs} seconds."
                ),
                retry_after_secs,
            }
            .into_response()
        }
    }
}

/// Adds the quota's 429 to the OpenAPI description of every [`EXPENSIVE`] call.
pub fn document(openapi: &mut utoipa::openapi::OpenApi) {
    use utoipa::openapi::{header::HeaderBuilder, ContentBuilder, Ref, ResponseBuilder};
    let response = ResponseBuilder::new()
        .description(
            "Too many documents at once or in a minute for this account: wait `Retry-After` seconds",
        )
        .header(
            "Retry-After",
            HeaderBuilder::new()
                .schema(utoipa::openapi::schema::Object::with_type(
                    utoipa::openapi::schema::Type::Integer,
                ))
                .description(Some("Seconds to wait"))
                .build(),
        )
        .content(
            "application/json",
            ContentBuilder::new()
                .schema(Some(Ref::from_schema_name("Messages")))
                .build(),
        )
        .build();
    for (method, template) in EXPENSIVE {
        let Some(item) = openapi.paths.paths.get_mut(*template) else {
            continue;
        };
        let op = match *method {
            "GET" => item.get.as_mut(),
            "POST" => item.post.as_mut(),
            "PUT" => item.put.as_mut(),
            _ => None,
        };
        if let Some(op) = op {
            op.responses
                .responses
                .insert("429".into(), response.clone().into());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The list names calls by their paths, apart from the routes: a renamed route would leave its
    /// calls uncounted without a word, so each must be a documented call with its 429.
    #[test]
    fn every_counted_call_is_a_call_of_the_api() {
        let doc = crate::openapi::document();
        for (method, template) in EXPENSIVE {
            let item = doc
                .paths
                .paths
                .get(*template)
                .unwrap_or_else(|| panic!("the quota counts {template}, which is no call"));
            let op = match *method {
                "GET" => item.get.as_ref(),
                "POST" => item.post.as_ref(),
                "PUT" => item.put.as_ref(),
                _ => None,
            }
            .unwrap_or_else(|| panic!("{template} has no {method}"));
            assert!(
                op.responses.responses.contains_key("429"),
                "{method} {template}"
            );
        }
    }

    #[test]
    fn the_expensive_calls_are_matched_by_template() {
        assert!(is_expensive(
            &Method::POST,
            "/api/inventory/generate/labels"
        ));
        assert!(is_expensive(
            &Method::GET,
            "/api/admin/shipment/12/packing-list.pdf"
        ));
        assert!(is_expensive(&Method::GET, "/api/admin/report/inventory"));
        assert!(!is_expensive(&Method::GET, "/api/admin/report/"));
        assert!(!is_expensive(
            &Method::GET,
            "/api/inventory/generate/labels"
        ));
        assert!(!is_expensive(&Method::GET, "/api/admin/shipment/12"));
    }

    #[test]
    fn a_few_at_once_and_so_many_a_minute() {
        let q = Arc::new(Quota::new(2, 3));
        let t0 = Instant::now();
        let a = q.start(1, t0).unwrap();
        let _b = q.start(1, t0).unwrap();
        assert_eq!(q.start(1, t0).err(), Some(2), "two at once");
        assert!(q.start(2, t0).is_ok(), "another account is not held up");
        drop(a);
        let _c = q.start(1, t0).unwrap();
        drop(_c);
        assert_eq!(
            q.start(1, t0 + Duration::from_secs(20)).err(),
            Some(40),
            "three a minute"
        );
        assert!(q.start(1, t0 + Duration::from_secs(61)).is_ok());
    }
}
