//! The route table of SPEC §2, shared with the UI (`assets/routes.json`).
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
    /// A screen still to be built sends its reader here (same parameters) until it lands.
    #[serde(default)]
    pub meanwhile: Option<String>,
}

impl RouteDef {
    /// The working screen this path stands in for, its parameters filled from `path` (which this
    /// route matched), or None when the route has its own screen.
    pub fn meanwhile_for(&self, path: &str) -> Option<String> {
        let target = self.meanwhile.as_deref()?;
        let pattern: Vec<&str> = self.path.split('/').filter(|s| !s.is_empty()).collect();
        let values: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
        let filled: Vec<&str> = target
            .split('/')
            .filter(|s| !s.is_empty())
            .map(|segment| {
                pattern
                    .iter()
                    .position(|p| *p == segment && p.starts_with(':'))
                    .and_then(|i| values.get(i).copied())
                    .unwrap_or(segment)
            })
            .collect();
        Some(format!("/{}", filled.join("/")))
    }
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
    fn a_pending_screen_names_the_working_one_with_its_parameters() {
        // The admin inventory screens have landed: a route of the same shape, as it stood before.
        let edit = RouteDef {
            path: "/app/admin/inventory/edit/:inventoryId".into(),
            access: Access::Admin,
            screen: "pending".into(),
            menu: None,
            meanwhile: Some("/app/inventory/edit/:inventoryId".into()),
        };
        assert_eq!(
            edit.meanwhile_for("/app/admin/inventory/edit/42")
                .as_deref(),
            Some("/app/inventory/edit/42")
        );
        // A screen that has landed sends nobody elsewhere.
        let list = find("/app/admin/assignment/").unwrap();
        assert_eq!(list.meanwhile_for("/app/admin/assignment/"), None);
        assert_eq!(
            find("/app/inventory/7")
                .unwrap()
                .meanwhile_for("/app/inventory/7"),
            None
        );
    }

    #[test]
    fn every_meanwhile_is_a_working_route_of_the_same_parameters() {
        for route in all().iter().filter(|r| r.meanwhile.is_some()) {
            let sample: String = route
                .path
                .split('/')
                .filter(|s| !s.is_empty())
                .map(|s| if s.starts_with(':') { "9" } else { s })
                .fold(String::new(), |acc, s| acc + "/" + s);
            let target = route.meanwhile_for(&sample).unwrap();
            let working =
                find(&target).unwrap_or_else(|| panic!("{}: {target} is not a route", route.path));
            assert_ne!(
                working.screen, "pending",
                "{} stands in for another pending screen",
                route.path
            );
            assert!(
                !target.contains(':'),
                "{}: {target} keeps a parameter unfilled",
                route.path
            );
        }
    }

    #[test]
    fn only_signin_and_404_are_public() {
        let public: Vec<_> = all()
            .iter()
            .filter(|r| r.access == Access::Public)
            .map(|r| r.path.as_str())
            .collect();
        assert_eq!(public, ["/pages/signin", "/404"]);
    }
}
