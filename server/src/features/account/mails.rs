//! The mails themselves: subject, plain text and HTML in the reader's language, with the link to
//! what changed, the reason for the mail and the unsubscribe link.
use entity::account;
use serde_json::Value;

use super::mail_rules::Topic;
use crate::{
    events::EventKind,
    features::events::dto::EventDto,
    mail::{words::escape_html, NewMail, Words},
};

/// A line of a mail: text, or a link with its label.
enum Line {
    Text(String),
    Link(String, String),
}

/// Where the reader's links lead: the admin's screens or the customer's.
pub struct Links<'a> {
    pub base: &'a str,
    pub admin: bool,
}

impl Links<'_> {
    pub fn assignment(&self, id: i64) -> String {
        let area = if self.admin {
            "/app/admin/assignment"
        } else {
            "/app/assignment"
        };
        format!("{}{area}/{id}", self.base)
    }
    fn asset(&self, id: i64) -> String {
        let area = if self.admin {
            "/app/admin/inventory"
        } else {
            "/app/inventory"
        };
        format!("{}{area}/{id}", self.base)
    }
    fn profile(&self) -> String {
        format!("{}/pages/profile", self.base)
    }
    fn home(&self) -> String {
        format!("{}/dashboard", self.base)
    }
}

fn text(data: &Value, key: &str) -> String {
    match &data[key] {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// The subject and lines of a mail about one event.
fn about(words: &Words, links: &Links<'_>, event: &EventDto) -> (String, Vec<Line>) {
    let d = &event.data;
    let reference = text(d, "ref");
    let assignment_link = d["assignmentId"].as_i64().map(|id| {
        Line::Link(
            words.t("open", &[("ref", &reference)]),
            links.assignment(id),
        )
    });
    match event.kind {
        EventKind::InvoiceIssued => {
            let number = text(d, "invoiceNumber");
            let mut lines = vec![Line::Text(words.t("invoiceBody", &[("number", &number)]))];
            lines.push(
                assignment_link
                    .unwrap_or_else(|| Line::Link(words.t("openPlinth", &[]), links.home())),
            );
            (words.t("invoiceSubject", &[("number", &number)]), lines)
        }
        EventKind::DocumentAdded => {
            let name = text(d, "name");
            let mut lines = vec![Line::Text(words.t("documentBody", &[("name", &name)]))];
            if let Some(link) = assignment_link {
                lines.push(link);
            } else if let Some(asset) = d["assetId"].as_i64() {
                lines.push(Line::Link(words.t("openWork", &[]), links.asset(asset)));
            }
            (words.t("documentSubject", &[("name", &name)]), lines)
        }
        _ => {
            let status = words.status(&text(d, "status"));
            let progress = text(d, "progress");
            let args = [
                ("ref", reference.as_str()),
                ("status", &status),
                ("progress", &progress),
            ];
            let mut lines = vec![Line::Text(words.t("statusBody", &args))];
            lines.extend(assignment_link);
            (words.t("statusSubject", &args), lines)
        }
    }
}

/// The finished mail: greeting, the lines, and the footer (why, unsubscribe, mail choices).
fn finish(
    words: &Words,
    links: &Links<'_>,
    reader: &account::Model,
    subject: String,
    lines: Vec<Line>,
    unsubscribe_url: Option<&str>,
) -> (String, String, String) {
    let greeting = words.t("greeting", &[("name", &reader.first_name)]);
    let mut plain = format!("{greeting}\n\n");
    let mut html = format!(
        "<!doctype html><html lang=\"{}\"><body style=\"font-family:sans-serif\"><p>{}</p>",
        words.locale,
        escape_html(&greeting)
    );
    for line in &lines {
        match line {
            Line::Text(t) => {
                plain.push_str(&format!("{t}\n\n"));
                html.push_str(&format!("<p>{}</p>", escape_html(t)));
            }
            Line::Link(label, url) => {
                plain.push_str(&format!("{label}: {url}\n\n"));
                html.push_str(&format!(
                    "<p><a href=\"{}\">{}</a></p>",
                    escape_html(url),
                    escape_html(label)
                ));
            }
        }
    }
    let why = words.t("why", &[]);
    let choices = words.t("choices", &[]);
    plain.push_str(&format!("-- \n{why}\n{choices}: {}\n", links.profile()));
    html.push_str(&format!(
        "<hr><p style=\"color:#666;font-size:small\">{}<br><a href=\"{}\">{}</a>",
        escape_html(&why),
        escape_html(&links.profile()),
        escape_html(&choices)
    ));
    if let Some(url) = unsubscribe_url {
        let label = words.t("unsubscribe", &[]);
        plain.push_str(&format!("{label}: {url}\n"));
        html.push_str(&format!(
            " · <a href=\"{}\">{}</a>",
            escape_html(url),
            escape_html(&label)
        ));
    }
    html.push_str("</p></body></html>");
    (subject, plain, html)
}

/// The mail telling `reader` of `event`.
pub fn event_mail(
    reader: &account::Model,
    links: &Links<'_>,
    topic: Topic,
    event: &EventDto,
    unsubscribe_url: String,
) -> NewMail {
    let words = Words::of(&reader.locale);
    let (subject, lines) = about(&words, links, event);
    let (subject, text, html) = finish(
        &words,
        links,
        reader,
        subject,
        lines,
        Some(&unsubscribe_url),
    );
    NewMail {
        key: format!("event:{}:{}:{}", event.id, reader.id, topic.as_str()),
        account_id: reader.id,
        kind: topic.as_str(),
        to: reader.email.clone(),
        subject,
        text,
        html,
        unsubscribe_url: Some(unsubscribe_url),
    }
}

/// The day's digest of status changes for `reader`: one line per change, in order.
pub fn digest_mail(
    reader: &account::Model,
    links: &Links<'_>,
    day: &str,
    events: &[EventDto],
    unsubscribe_url: String,
) -> NewMail {
    let words = Words::of(&reader.locale);
    let mut lines = vec![Line::Text(words.t("digestIntro", &[("day", day)]))];
    for event in events {
        let d = &event.data;
        let reference = text(d, "ref");
        let status = words.status(&text(d, "status"));
        let progress = text(d, "progress");
        let label = words.t(
            "digestLine",
            &[
                ("ref", &reference),
                ("status", &status),
                ("progress", &progress),
            ],
        );
        match d["assignmentId"].as_i64() {
            Some(id) => lines.push(Line::Link(label, links.assignment(id))),
            None => lines.push(Line::Text(label)),
        }
    }
    let subject = words.t(
        "digestSubject",
        &[("day", day), ("count", &events.len().to_string())],
    );
    let (subject, text, html) = finish(
        &words,
        links,
        reader,
        subject,
        lines,
        Some(&unsubscribe_url),
    );
    NewMail {
        key: format!("digest:{}:{day}", reader.id),
        account_id: reader.id,
        kind: "digest",
        to: reader.email.clone(),
        subject,
        text,
        html,
        unsubscribe_url: Some(unsubscribe_url),
    }
}

/// The forgotten-password mail: the link, its hour, and what to do if it was not asked for.
pub fn reset_mail(reader: &account::Model, base: &str, token: &str, token_hash: &str) -> NewMail {
    let words = Words::of(&reader.locale);
    let url = format!("{base}/pages/reset-password?token={token}");
    let greeting = words.t("greeting", &[("name", &reader.first_name)]);
    let body = words.t("resetBody", &[]);
    let action = words.t("resetAction", &[]);
    let ignore = words.t("resetIgnore", &[]);
    let text = format!("{greeting}\n\n{body}\n\n{action}: {url}\n\n{ignore}\n");
    let html = format!(
        "<!doctype html><html lang=\"{}\"><body style=\"font-family:sans-serif\"><p>{}</p><p>{}</p>\
         <p><a href=\"{}\">{}</a></p><p>{}</p></body></html>",
        words.locale,
        escape_html(&greeting),
        escape_html(&body),
        escape_html(&url),
        escape_html(&action),
        escape_html(&ignore)
    );
    NewMail {
        key: format!("reset:{token_hash}"),
        account_id: reader.id,
        kind: "reset",
        to: reader.email.clone(),
        subject: words.t("resetSubject", &[]),
        text,
        html,
        unsubscribe_url: None,
    }
}
