//! The page an unsubscribe link opens, without signing in: it names what the link stops and asks
//! for a button press (a POST), since mail scanners follow links (a GET changes nothing). The same
//! POST is what a mail program sends for the one-click `List-Unsubscribe-Post` of RFC 8058.
use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::{Html, IntoResponse, Response},
};
use entity::account;
use sea_orm::EntityTrait;
use serde::Deserialize;
use utoipa::IntoParams;

use super::{mail_choices, mail_rules::Topic, unsubscribe_token};
use crate::{
    error::{AppResult, Messages},
    mail::{self, words::escape_html, Words},
    state::AppState,
};

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UnsubscribeQuery {
    /// The signed token of the mail's link.
    token: Option<String>,
}

fn page(words: &Words, title: &str, body: &str) -> String {
    format!(
        "<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title}</title></head><body style=\"font-family:sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem\">\
         <h1>{title}</h1>{body}</body></html>",
        lang = words.locale,
        title = escape_html(title),
    )
}

fn topic_words(words: &Words, topic: Topic) -> String {
    words.t(
        match topic {
            Topic::Status => "topicStatus",
            Topic::Invoices => "topicInvoices",
            Topic::Documents => "topicDocuments",
        },
        &[],
    )
}

/// The account and topic of a valid link.
async fn named(
    state: &AppState,
    token: Option<&str>,
) -> AppResult<Option<(account::Model, Topic)>> {
    let Some(token) = token else {
        return Ok(None);
    };
    let secret = mail::secret::get_or_make(&state.db, unsubscribe_token::SECRET).await?;
    let Some((account_id, topic)) = unsubscribe_token::verify(&secret, token) else {
        return Ok(None);
    };
    Ok(account::Entity::find_by_id(account_id)
        .one(&state.db)
        .await?
        .map(|a| (a, topic)))
}

fn invalid() -> Response {
    let words = Words::of("en");
    let title = words.t("unsubscribeTitle", &[]);
    let body = format!(
        "<p>{}</p>",
        escape_html(&words.t("unsubscribeInvalid", &[]))
    );
    (StatusCode::BAD_REQUEST, Html(page(&words, &title, &body))).into_response()
}

/// The unsubscribe page: what the link stops, and a button that does it (a GET changes nothing).
#[utoipa::path(get, path = "/mail/unsubscribe", tag = "mail", params(UnsubscribeQuery),
    responses(
        (status = 200, description = "The page that asks to confirm", content_type = "text/html", body = String),
        (status = 400, description = "Not a valid link (changed, forged, or its account is gone)", content_type = "text/html", body = String),
        (status = 500, description = "An unexpected failure", body = Messages),
    ))]
pub async fn unsubscribe_page(
    State(state): State<AppState>,
    Query(q): Query<UnsubscribeQuery>,
) -> AppResult<Response> {
    let Some((account, topic)) = named(&state, q.token.as_deref()).await? else {
        return Ok(invalid());
    };
    let words = Words::of(&account.locale);
    let title = words.t("unsubscribeTitle", &[]);
    let question = words.t(
        "unsubscribeQuestion",
        &[
            ("topic", &topic_words(&words, topic)),
            ("email", &account.email),
        ],
    );
    let token = q.token.unwrap_or_default();
    let body = format!(
        "<p>{}</p><form method=\"post\" action=\"/mail/unsubscribe?token={}\">\
         <button type=\"submit\">{}</button></form>",
        escape_html(&question),
        escape_html(&token),
        escape_html(&words.t("unsubscribeButton", &[])),
    );
    Ok(Html(page(&words, &title, &body)).into_response())
}

/// Stops the mails the link names (the page's button, or a mail program's one-click POST).
#[utoipa::path(post, path = "/mail/unsubscribe", tag = "mail", params(UnsubscribeQuery),
    request_body(content = String, content_type = "application/x-www-form-urlencoded",
        description = "Ignored (`List-Unsubscribe=One-Click` from a mail program)"),
    responses(
        (status = 200, description = "Unsubscribed", content_type = "text/html", body = String),
        (status = 400, description = "Not a valid link (changed, forged, or its account is gone)", content_type = "text/html", body = String),
        (status = 500, description = "An unexpected failure", body = Messages),
    ))]
pub async fn unsubscribe(
    State(state): State<AppState>,
    Query(q): Query<UnsubscribeQuery>,
) -> AppResult<Response> {
    let Some((account, topic)) = named(&state, q.token.as_deref()).await? else {
        return Ok(invalid());
    };
    mail_choices::turn_off(&state.db, account.id, topic).await?;
    tracing::info!(
        account_id = account.id,
        topic = topic.as_str(),
        "unsubscribed by a mail's link"
    );
    let words = Words::of(&account.locale);
    let title = words.t("unsubscribeTitle", &[]);
    let done = words.t("unsubscribeDone", &[("topic", &topic_words(&words, topic))]);
    let profile = format!("{}/pages/profile", state.settings.link_base());
    let body = format!(
        "<p>{}</p><p><a href=\"{}\">{}</a></p>",
        escape_html(&done),
        escape_html(&profile),
        escape_html(&words.t("choices", &[])),
    );
    Ok(Html(page(&words, &title, &body)).into_response())
}
