//! A quota on the calls that make documents (PDFs, reports, spreadsheets): each takes seconds of a
//! core, so one account must not hold them all. Per account, at most `per_minute` started in a
//! minute, counted in the database ([`crate::limits`]) so the limit holds across every server
//! process; and at most `concurrent` at once in this process, counted in memory: what that bounds
//! is this process's cores (the render and PDF threads), and a process that dies takes its running
//! documents with it, so a shared count would only be left holding permits nobody returns. Beyond
//! either, 429 with `Retry-After`.
//!
//! One middleware on the whole router ([`limit`]) and one list of the calls it counts
//! ([`EXPENSIVE`]), which also puts the 429 into those calls' OpenAPI description ([`document`]).
use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::Duration,
};

use axum::{
    extract::{Request, State},
    http::Method,
    middleware::Next,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, Utc};
use sea_orm::ConnectionTrait;

use crate::{auth::extract::bearer_token, error::AppError, limits, state::AppState};

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

pub struct Quota {
    concurrent: u32,
    per_minute: u32,
    window: Duration,
    /// Documents being made now in this process, per account.
    running: Mutex<HashMap<i32, u32>>,
}

/// A call under way; the account's count of running calls goes down when it is dropped.
pub struct Permit {
    quota: Arc<Quota>,
    account: i32,
}

impl Drop for Permit {
    fn drop(&mut self) {
        let mut map = self.quota.running.lock().expect("quota lock");
        if let Some(n) = map.get_mut(&self.account) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                map.remove(&self.account);
            }
        }
    }
}

/// Why a call may not start now: seconds to wait, or the database could not count it.
pub enum Refused {
    Wait(u64),
    Failed(AppError),
}

impl Quota {
    pub fn new(concurrent: u32, per_minute: u32) -> Self {
        Quota {
            concurrent: concurrent.max(1),
            per_minute: per_minute.max(1),
            window: Duration::from_secs(60),
            running: Mutex::new(HashMap::new()),
        }
    }

    /// Takes one of the account's turns in this process, or None when it has them all.
    fn take_turn(self: &Arc<Self>, account: i32) -> Option<Permit> {
        let mut map = self.running.lock().expect("quota lock");
        let n = map.entry(account).or_insert(0);
        if *n >= self.concurrent {
            return None;
        }
        *n += 1;
        Some(Permit {
            quota: self.clone(),
            account,
        })
    }

    /// Starts a call for `account`, or says how many seconds to wait.
    pub async fn start(
        self: &Arc<Self>,
        db: &impl ConnectionTrait,
        account: i32,
        now: DateTime<Utc>,
    ) -> Result<Permit, Refused> {
        // A document takes a few seconds: try again soon.
        let permit = self.take_turn(account).ok_or(Refused::Wait(2))?;
        let window = limits::hit(db, &format!("docs:{account}"), self.window, now)
            .await
            .map_err(Refused::Failed)?;
        if window.count > self.per_minute as i32 {
            return Err(Refused::Wait(
                window.seconds_left(self.window, limits::millis(now)),
            ));
        }
        Ok(permit)
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
    match state.quota.start(&state.db, account, Utc::now()).await {
        Ok(permit) => {
            let res = next.run(req).await;
            drop(permit);
            res
        }
        Err(Refused::Failed(e)) => e.into_response(),
        Err(Refused::Wait(retry_after_secs)) => {
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
    fn a_few_at_once_per_account() {
        let q = Arc::new(Quota::new(2, 3));
        let a = q.take_turn(1).unwrap();
        let _b = q.take_turn(1).unwrap();
        assert!(q.take_turn(1).is_none(), "two at once");
        assert!(q.take_turn(2).is_some(), "another account is not held up");
        drop(a);
        assert!(q.take_turn(1).is_some());
    }
}
