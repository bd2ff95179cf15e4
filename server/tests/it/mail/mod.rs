//! Mail (docs/mail.md), delivered to a real SMTP server the test starts (`common::smtp`) and read
//! back as a mail program reads it: who is told of what, in which language, the digest, the
//! unsubscribe link, a mail server that is down, and the forgotten password.
mod notifications;
mod password_reset;
