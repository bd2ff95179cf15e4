//! Where the sign-in sends someone back to, and the redirect that asks for a sign-in first.
use axum::{
    http::Uri,
    response::{IntoResponse, Redirect, Response},
};

/// Only a local path may be a return target: `//host` and `/\host` are other origins to a browser,
/// control characters have no place in a path we produced, and returning to sign-in would loop.
/// The same rule as the UI's `safeReturnTo`.
pub fn safe_return_to(target: &str) -> Option<&str> {
    let local = target.starts_with('/') && !target.starts_with("//");
    if !local || target.chars().any(|c| c == '\\' || c.is_control()) {
        return None;
    }
    let path = target
        .split(['?', '#'])
        .next()
        .unwrap_or("")
        .trim_end_matches('/')
        .to_lowercase();
    (path != "/pages/signin").then_some(target)
}

/// To the sign-in, which comes back to this page (its path and query) afterwards.
pub fn signin_redirect(uri: &Uri) -> Response {
    let here = uri.path_and_query().map(|pq| pq.as_str()).unwrap_or("/");
    let mut target = String::from("/pages/signin");
    if let Some(back) = safe_return_to(here) {
        target.push_str("?returnTo=");
        target.push_str(&urlencode(back));
    }
    Redirect::to(&target).into_response()
}

fn urlencode(s: &str) -> String {
    serde_urlencoded::to_string([("", s)])
        .map(|e| e[1..].to_owned())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn return_targets_stay_local() {
        assert_eq!(
            safe_return_to("/app/inventory?page=2"),
            Some("/app/inventory?page=2")
        );
        assert_eq!(safe_return_to("//evil.example/x"), None);
        assert_eq!(safe_return_to("/\\evil.example"), None);
        assert_eq!(safe_return_to("https://evil.example"), None);
        assert_eq!(safe_return_to("/pages/signin"), None);
        assert_eq!(safe_return_to("/Pages/SignIn/?returnTo=%2Fx"), None);
        assert_eq!(safe_return_to("/pages/signinx"), Some("/pages/signinx"));
        assert_eq!(safe_return_to("/app\u{0}x"), None);
    }

    #[test]
    fn return_target_is_encoded() {
        assert_eq!(
            urlencode("/app/inventory?page=2"),
            "%2Fapp%2Finventory%3Fpage%3D2"
        );
    }
}
