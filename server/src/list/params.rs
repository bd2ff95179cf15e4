//! The query parameters of a list: read leniently for pages (an odd value falls back to its default,
//! as the UI reads its URL) and strictly for the API (an odd value is a 400 that names what is allowed).
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::{ListSpec, DEFAULT_SIZE, PAGE_SIZES};
use crate::error::{AppError, AppResult};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Dir {
    Asc,
    Desc,
}

impl Dir {
    pub fn as_str(self) -> &'static str {
        match self {
            Dir::Asc => "asc",
            Dir::Desc => "desc",
        }
    }
}

/// `?page=&size=&q=&sort=&dir=`: taken as text so that a wrong value gets our own message.
#[derive(Clone, Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListParams {
    /// 1-based; a page past the end serves the last page (default 1).
    pub page: Option<String>,
    /// Rows a page: 3, 5, 10 or 20 (default 10).
    pub size: Option<String>,
    /// Search: every word must be found in one of the list's text columns (case and accents folded).
    pub q: Option<String>,
    /// A column of the list (each list documents its own); default: the list's own order.
    pub sort: Option<String>,
    /// asc or desc (default asc, or the list's own default).
    pub dir: Option<String>,
}

/// A list request, checked against its list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListRequest {
    pub page: u64,
    pub size: u64,
    pub q: String,
    pub sort: String,
    pub dir: Dir,
}

impl ListParams {
    /// Reads `?...` of a URL (a page's), ignoring what is not a list parameter.
    pub fn from_query(query: Option<&str>) -> ListParams {
        serde_urlencoded::from_str(query.unwrap_or("")).unwrap_or_default()
    }

    /// The API's reading: anything odd is a 400 that says what is allowed.
    pub fn strict(&self, spec: &ListSpec) -> AppResult<ListRequest> {
        let page = match self.page.as_deref().map(str::trim) {
            None | Some("") => 1,
            Some(text) => text
                .parse::<u64>()
                .ok()
                .filter(|p| *p >= 1 && *p <= 1_000_000_000)
                .ok_or_else(|| {
                    AppError::BadRequest(format!(
                        "page must be a whole number from 1 (got '{text}')."
                    ))
                })?,
        };
        let size = match self.size.as_deref().map(str::trim) {
            None | Some("") => DEFAULT_SIZE,
            Some(text) => text
                .parse::<u64>()
                .ok()
                .filter(|s| PAGE_SIZES.contains(s))
                .ok_or_else(|| {
                    AppError::BadRequest(format!(
                        "size must be one of 3, 5, 10, 20 (got '{text}')."
                    ))
                })?,
        };
        let sort = match self.sort.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => Some(spec.sort_ids().find(|id| *id == text).ok_or_else(|| {
                AppError::BadRequest(format!(
                    "sort must be one of {} (got '{text}').",
                    spec.sort_ids().collect::<Vec<_>>().join(", ")
                ))
            })?),
        };
        let dir = match self.dir.as_deref().map(str::trim) {
            None | Some("") => None,
            Some("asc") => Some(Dir::Asc),
            Some("desc") => Some(Dir::Desc),
            Some(text) => {
                return Err(AppError::BadRequest(format!(
                    "dir must be asc or desc (got '{text}')."
                )))
            }
        };
        Ok(resolve(spec, page, size, self.q.clone(), sort, dir))
    }

    /// A page's reading: what the UI would show for the same URL (odd values are their defaults).
    pub fn lenient(&self, spec: &ListSpec) -> ListRequest {
        // As the UI reads its URL: up to nine digits, else the first page.
        let page = self
            .page
            .as_deref()
            .filter(|p| !p.is_empty() && p.len() <= 9 && p.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|p| p.parse::<u64>().ok())
            .map_or(1, |p| p.max(1));
        let size = self
            .size
            .as_deref()
            .and_then(|s| s.parse::<u64>().ok())
            .filter(|s| PAGE_SIZES.contains(s))
            .unwrap_or(DEFAULT_SIZE);
        let sort = self
            .sort
            .as_deref()
            .and_then(|s| spec.sort_ids().find(|id| *id == s));
        let dir = match self.dir.as_deref() {
            Some("desc") => Some(Dir::Desc),
            Some(_) => Some(Dir::Asc),
            None => None,
        };
        resolve(spec, page, size, self.q.clone(), sort, dir)
    }
}

/// No sort named: the list's default, in its default direction. A sort named without a direction
/// is ascending (as the UI's header links write it).
fn resolve(
    spec: &ListSpec,
    page: u64,
    size: u64,
    q: Option<String>,
    sort: Option<&'static str>,
    dir: Option<Dir>,
) -> ListRequest {
    let (sort, dir) = match sort {
        Some(sort) => (sort, dir.unwrap_or(Dir::Asc)),
        None => (spec.default_sort, spec.default_dir),
    };
    ListRequest {
        page,
        size,
        q: q.unwrap_or_default().trim().to_owned(),
        sort: sort.to_owned(),
        dir,
    }
}

impl ListRequest {
    /// The API query string the UI asks for this request with (and keys its query by), the list's
    /// own filters after the list parameters in the order given: `page=2&size=10&sort=title&dir=asc`.
    /// The page loaders store their data under it, so the browser finds it without asking again.
    pub fn query_string(&self, filters: &[(&str, String)]) -> String {
        let mut out = form_urlencoded_pairs();
        out.append_pair("page", &self.page.to_string());
        out.append_pair("size", &self.size.to_string());
        if !self.q.is_empty() {
            out.append_pair("q", &self.q);
        }
        out.append_pair("sort", &self.sort);
        out.append_pair("dir", self.dir.as_str());
        for (key, value) in filters {
            out.append_pair(key, value);
        }
        out.finish()
    }
}

fn form_urlencoded_pairs() -> form_urlencoded::Serializer<'static, String> {
    form_urlencoded::Serializer::new(String::new())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::list::SortColumn;
    use sea_orm::sea_query::{Expr, SimpleExpr};

    fn id() -> SimpleExpr {
        Expr::val(1)
    }

    const SPEC: ListSpec = ListSpec {
        sorts: &[SortColumn::new("title", id), SortColumn::new("artist", id)],
        default_sort: "title",
        default_dir: Dir::Asc,
        search: Vec::new,
        tie: id,
    };

    fn params(query: &str) -> ListParams {
        ListParams::from_query(Some(query))
    }

    /// The UI's `listQueryString` (ui/src/shared/list/serverList.test.ts) writes these same strings.
    #[test]
    fn query_strings_are_the_ones_the_ui_asks_with() {
        let request =
            params("q=+Zo%C3%AB+h%26m+&sort=artist&dir=desc&size=5&page=3").lenient(&SPEC);
        assert_eq!(
            request.query_string(&[("incHidden", "false".into()), ("companyDivisionId", "7".into())]),
            "page=3&size=5&q=Zo%C3%AB+h%26m&sort=artist&dir=desc&incHidden=false&companyDivisionId=7"
        );
        assert_eq!(
            params("").lenient(&SPEC).query_string(&[]),
            "page=1&size=10&sort=title&dir=asc"
        );
    }

    #[test]
    fn pages_read_odd_values_as_their_defaults() {
        let odd = params("page=%2B5&size=7&sort=nope&dir=up").lenient(&SPEC);
        assert_eq!(
            (odd.page, odd.size, odd.sort.as_str(), odd.dir),
            (1, 10, "title", Dir::Asc)
        );
        assert_eq!(params("page=0").lenient(&SPEC).page, 1);
        assert_eq!(params("page=1234567890").lenient(&SPEC).page, 1);
        assert_eq!(
            params("sort=artist&dir=sideways").lenient(&SPEC).dir,
            Dir::Asc
        );
    }

    #[test]
    fn the_api_refuses_odd_values_naming_the_allowed_ones() {
        let message = |q: &str| params(q).strict(&SPEC).unwrap_err().public_message();
        assert_eq!(
            message("size=7"),
            "size must be one of 3, 5, 10, 20 (got '7')."
        );
        assert_eq!(
            message("sort=nope"),
            "sort must be one of title, artist (got 'nope')."
        );
        assert_eq!(message("dir=up"), "dir must be asc or desc (got 'up').");
        assert_eq!(
            message("page=0"),
            "page must be a whole number from 1 (got '0')."
        );
        let fine = params("page=2&size=20&sort=artist").strict(&SPEC).unwrap();
        assert_eq!((fine.page, fine.size, fine.dir), (2, 20, Dir::Asc));
    }
}
