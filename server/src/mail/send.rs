//! Handing one mail to the SMTP server: multipart/alternative (plain text and HTML), in the
//! recipient's language, with the one-click unsubscribe headers of RFC 8058 on notifications.
use std::time::Duration;

use entity::mail;
use lettre::{
    message::{
        header::{Header, HeaderName, HeaderValue},
        Mailbox, MultiPart,
    },
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
};

use crate::config::Settings;

/// The transport for an `smtp://` / `smtps://` address (lettre reads host, port, TLS and
/// credentials from it). A connection per mail: mail is rare, and a pool would hold a connection
/// the server may drop.
pub fn transport(url: &str) -> anyhow::Result<AsyncSmtpTransport<Tokio1Executor>> {
    Ok(AsyncSmtpTransport::<Tokio1Executor>::from_url(url)?
        .timeout(Some(Duration::from_secs(30)))
        .build())
}

/// A header with a value of our own (`List-Unsubscribe`, `Content-Language`): lettre names the
/// common ones only.
macro_rules! text_header {
    ($name:ident, $text:literal) => {
        #[derive(Clone)]
        struct $name(String);
        impl Header for $name {
            fn name() -> HeaderName {
                HeaderName::new_from_ascii_str($text)
            }
            fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
                Ok(Self(s.to_owned()))
            }
            fn display(&self) -> HeaderValue {
                HeaderValue::new(Self::name(), self.0.clone())
            }
        }
    };
}
text_header!(ListUnsubscribe, "List-Unsubscribe");
text_header!(ListUnsubscribePost, "List-Unsubscribe-Post");
text_header!(ContentLanguage, "Content-Language");

/// The message of a stored mail, from the configured sender.
pub fn message(from: &str, row: &mail::Model, locale: &str) -> anyhow::Result<Message> {
    let from: Mailbox = from.parse()?;
    let to: Mailbox = row.to_address.parse()?;
    let mut builder = Message::builder()
        .from(from)
        .to(to)
        .subject(row.subject.clone())
        .header(ContentLanguage(locale.to_owned()));
    if let Some(url) = &row.unsubscribe_url {
        builder = builder
            .header(ListUnsubscribe(format!("<{url}>")))
            .header(ListUnsubscribePost("List-Unsubscribe=One-Click".to_owned()));
    }
    Ok(builder.multipart(MultiPart::alternative_plain_html(
        row.text_body.clone(),
        row.html_body.clone(),
    ))?)
}

/// Sends the mail; an error (the server down, the mail refused) is the job's error, tried again.
pub async fn send(settings: &Settings, row: &mail::Model, locale: &str) -> anyhow::Result<()> {
    let (Some(url), Some(from)) = (&settings.smtp_url, &settings.mail_from) else {
        anyhow::bail!("mail is not configured (--smtp-url, --mail-from)");
    };
    let message = message(from, row, locale)?;
    transport(url)?.send(message).await?;
    Ok(())
}
