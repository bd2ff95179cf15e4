//! The route table (docs/architecture.md), shared with the UI (`assets/routes.json`).
use serde::Deserialize;
use std::sync::OnceLock;

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Access {
    Public,
    User,
    Admin,
}

#[derive(Debug, Deserialize)]
pub struct RouteDef {
    pub path: String,
    pub access: Access,
    pub screen: String,
    #[serde(default)]
    pub menu: Option<String>,
}

#[derive(Deserialize)]
struct RouteFile {
    routes: Vec<RouteDef>,
}

pub fn all() -> &'static [RouteDef] {
    static ROUTES: OnceLock<Vec<RouteDef>> = OnceLock::new();
    ROUTES.get_or_init(|| {
        serde_json::from_str::<RouteFile>(include_str!("../../../assets/routes.json"))
            .expect("assets/routes.json is valid")
            .routes
    })
}

/// The route a path names, preferring literal segments over parameters (`/app/users/add` over
/// `/app/users/:userId`). Trailing slashes are ignored.
pub fn find(path: &str) -> Option<&'static RouteDef> {
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    all()
        .iter()
        .filter_map(|route| {
            let pattern: Vec<&str> = route.path.split('/').filter(|s| !s.is_empty()).collect();
            if pattern.len() != segments.len() {
                return None;
            }
            let mut literal = 0;
            for (p, s) in pattern.iter().zip(&segments) {
                if p.starts_with(':') {
                    if s.is_empty() {
                        return None;
                    }
                } else if p == s {
                    literal += 1;
                } else {
                    return None;
                }
            }
            Some((literal, route))
        })
        .max_by_key(|(literal, _)| *literal)
        .map(|(_, route)| route)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_segments_win_over_parameters() {
        assert_eq!(find("/app/users/add").unwrap().path, "/app/users/add");
        assert_eq!(find("/app/users/17").unwrap().path, "/app/users/:userId");
        assert_eq!(
            find("/app/inventory/edit/3").unwrap().path,
            "/app/inventory/edit/:inventoryId"
        );
    }

    #[test]
    fn trailing_slashes_are_ignored_and_unknown_paths_do_not_match() {
        assert_eq!(
            find("/app/admin/assignment/").unwrap().access,
            Access::Admin
        );
        assert!(find("/app/nothing").is_none());
        assert!(find("/").is_none());
    }

    #[test]
    fn only_signin_404_the_forgotten_password_and_tracking_are_public() {
        let public: Vec<_> = all()
            .iter()
            .filter(|r| r.access == Access::Public)
            .map(|r| r.path.as_str())
            .collect();
        assert_eq!(
            public,
            [
                "/pages/signin",
                "/404",
                "/track/:token",
                "/pages/forgot-password",
                "/pages/reset-password"
            ]
        );
    }
}
