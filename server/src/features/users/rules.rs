//! The account rules that need no database: email shape and normal form, names, roles from the
//! offered lists, the password length, and what an admin may not do to their own account.
use entity::types::normalize_email;

use super::dto::AccountInput;
use crate::{
    auth::{password, ADMIN_ROLE, BUSINESS_ROLES, ROLES},
    error::{AppError, AppResult},
    features::input::{self, from_list, MAX_NAME},
};

/// Longest email accepted (RFC 5321's path limit).
pub const MAX_EMAIL: usize = 254;

/// `local@domain`: one `@`, both sides present, no spaces or control characters, the domain made
/// of non-empty dot-separated labels. Dotless domains (`admin@localhost`) are allowed, as
/// `plinth create-admin` allows them.
pub fn is_valid_email(email: &str) -> bool {
    let Some((local, domain)) = email.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && local.len() <= 64
        && !domain.is_empty()
        && !domain.contains('@')
        && email.len() <= MAX_EMAIL
        && !email.chars().any(|c| c.is_whitespace() || c.is_control())
        && domain
            .split('.')
            .all(|label| !label.is_empty() && !label.starts_with('-') && !label.ends_with('-'))
}

/// The email as stored (trimmed, lower-case), or a 422 that says why not.
pub fn clean_email(email: &str) -> AppResult<String> {
    let email = normalize_email(email);
    if email.is_empty() {
        return Err(AppError::Unprocessable("The email is required.".into()));
    }
    if !is_valid_email(&email) {
        return Err(AppError::Unprocessable(format!(
            "'{email}' is not a valid email address."
        )));
    }
    Ok(email)
}

/// An account's fields after the rules, ready to store (the password still in clear: hash it).
#[derive(Debug, PartialEq)]
pub struct CleanAccount {
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub company_id: Option<i32>,
    pub company_division_id: Option<i32>,
    pub roles: Vec<String>,
    pub business_roles: Vec<String>,
    pub disabled: bool,
    pub new_password: Option<String>,
}

/// Applies every rule that needs no database. A blank `newPassword` means "keep the password".
pub fn clean(input: AccountInput) -> AppResult<CleanAccount> {
    let email = clean_email(&input.email)?;
    let first_name = input::required("The first name", &input.first_name, MAX_NAME)?;
    let last_name = input::required("The last name", &input.last_name, MAX_NAME)?;
    let roles = from_list("role", &input.roles, ROLES)?;
    let business_roles = from_list("business role", &input.business_roles, BUSINESS_ROLES)?;
    if input.company_division_id.is_some() && input.company_id.is_none() {
        return Err(AppError::Unprocessable(
            "Choose the company of the division.".into(),
        ));
    }
    let new_password = input.new_password.filter(|p| !p.is_empty());
    if let Some(p) = &new_password {
        password::validate_new_password(p)?;
    }
    Ok(CleanAccount {
        email,
        first_name,
        last_name,
        company_id: input.company_id,
        company_division_id: input.company_division_id,
        roles,
        business_roles,
        disabled: input.disabled,
        new_password,
    })
}

/// What an admin may not do to their own account through the user screens: lose the admin role or
/// disable it (deleting it is refused by the delete itself).
pub fn check_own_change(account: &CleanAccount) -> AppResult<()> {
    if !account.roles.iter().any(|r| r == ADMIN_ROLE) {
        return Err(AppError::Unprocessable(
            "You cannot remove your own administrator role.".into(),
        ));
    }
    if account.disabled {
        return Err(AppError::Unprocessable(
            "You cannot disable your own account.".into(),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input() -> AccountInput {
        AccountInput {
            id: None,
            email: "  Ann.Lee@Example.COM ".into(),
            first_name: " Ann ".into(),
            last_name: "Lee".into(),
            company_id: Some(1),
            company_division_id: Some(2),
            roles: vec!["Customer".into()],
            business_roles: vec!["Registrar".into(), "Logistics".into()],
            disabled: false,
            new_password: Some("long enough".into()),
        }
    }

    fn reason(i: AccountInput) -> String {
        clean(i).unwrap_err().public_message()
    }

    #[test]
    fn email_shapes() {
        for good in [
            "a@b.c",
            "ann.lee+art@example.co.uk",
            "admin@localhost",
            "a@x",
        ] {
            assert!(is_valid_email(good), "{good}");
        }
        for bad in [
            "",
            "ann",
            "@example.com",
            "ann@",
            "ann@@example.com",
            "a@b@c.d",
            "ann lee@example.com",
            "ann@example..com",
            "ann@.example.com",
            "ann@example.com.",
            "ann@-x.com",
            "a\u{7}@b.c",
        ] {
            assert!(!is_valid_email(bad), "{bad:?}");
        }
        assert!(!is_valid_email(&format!("{}@example.com", "a".repeat(65))));
        assert!(!is_valid_email(&format!("a@{}.com", "b".repeat(260))));
    }

    #[test]
    fn emails_are_stored_trimmed_and_lower_case() {
        assert_eq!(clean_email("  A@X.Org ").unwrap(), "a@x.org");
        assert_eq!(
            clean_email("   ").unwrap_err().public_message(),
            "The email is required."
        );
        assert_eq!(
            clean_email("Not An Email").unwrap_err().public_message(),
            "'not an email' is not a valid email address."
        );
    }

    #[test]
    fn a_good_account_is_cleaned() {
        let c = clean(input()).unwrap();
        assert_eq!(c.email, "ann.lee@example.com");
        assert_eq!(c.first_name, "Ann");
        assert_eq!(c.business_roles, ["Registrar", "Logistics"]);
        assert_eq!(c.new_password.as_deref(), Some("long enough"));
        let blank = clean(AccountInput {
            new_password: Some(String::new()),
            ..input()
        })
        .unwrap();
        assert_eq!(blank.new_password, None, "blank keeps the password");
    }

    #[test]
    fn bad_accounts_are_refused_with_a_reason() {
        assert_eq!(
            reason(AccountInput {
                first_name: " ".into(),
                ..input()
            }),
            "The first name is required."
        );
        assert_eq!(
            reason(AccountInput {
                last_name: String::new(),
                ..input()
            }),
            "The last name is required."
        );
        assert!(reason(AccountInput {
            roles: vec!["Root".into()],
            ..input()
        })
        .starts_with("Unknown role 'Root': choose from Plinth_Admin"));
        assert!(reason(AccountInput {
            business_roles: vec!["Janitor".into()],
            ..input()
        })
        .starts_with("Unknown business role 'Janitor'"));
        assert_eq!(
            reason(AccountInput {
                roles: vec!["Customer".into(), "Customer".into()],
                ..input()
            }),
            "The role Customer is listed twice."
        );
        assert_eq!(
            reason(AccountInput {
                company_id: None,
                ..input()
            }),
            "Choose the company of the division."
        );
        assert_eq!(
            reason(AccountInput {
                new_password: Some("short".into()),
                ..input()
            }),
            "The password must have at least 8 characters."
        );
    }

    #[test]
    fn an_admin_keeps_their_own_role_and_access() {
        let mut own = clean(AccountInput {
            roles: vec![ADMIN_ROLE.into()],
            ..input()
        })
        .unwrap();
        assert!(check_own_change(&own).is_ok());
        own.disabled = true;
        assert_eq!(
            check_own_change(&own).unwrap_err().public_message(),
            "You cannot disable your own account."
        );
        own.disabled = false;
        own.roles = vec!["Customer".into()];
        assert_eq!(
            check_own_change(&own).unwrap_err().public_message(),
            "You cannot remove your own administrator role."
        );
    }
}
