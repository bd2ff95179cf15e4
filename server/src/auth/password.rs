//! Argon2id password hashing. Both calls are CPU-heavy and hold memory: they run on the blocking pool, a bounded
//! number at once.
use std::sync::OnceLock;

use super::argon2_memory::BlockMemory;
use crate::{
    blocking::Bounded,
    error::{AppError, AppResult},
};
use argon2::password_hash::{
    rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString,
};

pub const MIN_PASSWORD_LEN: usize = 8;
/// Long enough for any pass phrase or password manager; short enough that hashing stays cheap.
pub const MAX_PASSWORD_LEN: usize = 1024;

/// The 30,000 most common passwords of the zxcvbn project's frequency list (MIT licence, Dropbox;
/// see docs/security.md), keeping only those of 8 characters or more: shorter ones are refused by
/// length already. Lower case, one a line.
const COMMON_PASSWORDS: &str = include_str!("common-passwords.txt");

static COMMON: std::sync::LazyLock<std::collections::HashSet<&'static str>> =
    std::sync::LazyLock::new(|| COMMON_PASSWORDS.lines().collect());

/// Found in the list, ignoring case (`Password123` is as guessable as `password123`).
pub fn is_common(password: &str) -> bool {
    COMMON.contains(password.to_lowercase().as_str())
}

/// The rules of every new password, wherever it is set: a length, and not a common password.
/// No rules of composition: they make passwords harder to remember, not to guess.
pub fn validate_new_password(password: &str) -> AppResult<()> {
    let length = password.chars().count();
    if length < MIN_PASSWORD_LEN {
        return Err(AppError::Unprocessable(format!(
            "The password must have at least {MIN_PASSWORD_LEN} characters."
        )));
    }
    if length > MAX_PASSWORD_LEN {
        return Err(AppError::Unprocessable(format!(
            "The password is too long: at most {MAX_PASSWORD_LEN} characters."
        )));
    }
    if is_common(password) {
        return Err(AppError::Unprocessable(COMMON_MESSAGE.into()));
    }
    Ok(())
}

pub const COMMON_MESSAGE: &str =
    "This password is one of the most common ones and easy to guess: choose another.";

/// Each hash holds Argon2's 19 MiB while it runs, and anyone can ask for one (a sign-in): as many at once as there
/// are cores, so a burst of sign-ins costs waiting, not memory (a hundred at once took a server to 2.7 GiB).
fn hashing() -> &'static Bounded {
    static HASHING: OnceLock<Bounded> = OnceLock::new();
    HASHING.get_or_init(Bounded::per_core)
}

/// Argon2's working memory, kept while hashes follow one another (see [`BlockMemory`]).
static MEMORY: BlockMemory = BlockMemory::new();

pub async fn hash(password: String) -> AppResult<String> {
    let wanted = MEMORY.want();
    hashing()
        .run(move || {
            let salt = SaltString::generate(&mut OsRng);
            wanted
                .hasher()
                .hash_password(password.as_bytes(), &salt)
                .map(|h| h.to_string())
                .map_err(AppError::internal)
        })
        .await
        .map_err(AppError::internal)?
}

/// Verifies against `stored`, or against a fixed dummy hash when there is no account, so that
/// "no such user" and "wrong password" take the same time.
pub async fn verify(password: String, stored: Option<String>) -> bool {
    let wanted = MEMORY.want();
    hashing()
        .run(move || {
            let stored = stored.unwrap_or_else(|| DUMMY_HASH.to_owned());
            let Ok(parsed) = PasswordHash::new(&stored) else {
                return false;
            };
            wanted
                .hasher()
                .verify_password(password.as_bytes(), &parsed)
                .is_ok()
        })
        .await
        .unwrap_or(false)
}

/// Argon2id (default parameters) of a random password nobody knows.
const DUMMY_HASH: &str =
    "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$J7PqgpyJaWkmt6mQyEAOOqIoiUY6sFZvkPX7V6UJvLo";

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hash_then_verify() {
        let h = hash("correct horse".into()).await.unwrap();
        assert!(h.starts_with("$argon2id$"));
        assert!(verify("correct horse".into(), Some(h.clone())).await);
        assert!(!verify("wrong horse".into(), Some(h)).await);
        assert!(!verify("anything".into(), None).await);
    }

    #[test]
    fn short_passwords_are_refused() {
        assert!(validate_new_password("1234567").is_err());
        assert!(validate_new_password("a fine pass").is_ok());
        assert!(validate_new_password(&"x".repeat(64)).is_ok());
        assert!(validate_new_password(&"é".repeat(MAX_PASSWORD_LEN)).is_ok());
        assert!(validate_new_password(&"x".repeat(MAX_PASSWORD_LEN + 1)).is_err());
    }

    #[test]
    fn common_passwords_are_refused_whatever_their_case() {
        assert!(COMMON.len() > 10_000, "{}", COMMON.len());
        for common in [
            "password",
            "12345678",
            "password123",
            "Password123",
            "QWERTYUIOP",
        ] {
            assert_eq!(
                validate_new_password(common).unwrap_err().public_message(),
                COMMON_MESSAGE,
                "{common}"
            );
        }
        assert!(!is_common("plinth-demo-2026"));
        assert!(!is_common("correct horse battery"));
    }
}
