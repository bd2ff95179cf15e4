//! Hand-written helpers for the entities: the JSON string list used by list columns, and the string
//! enums whose values are stored as plain text columns (parse them with `parse`, store `as_str()`).
use sea_orm::FromJsonQueryResult;
use serde::{Deserialize, Serialize};

/// A list of strings stored as a JSON array (`json` column; text on SQLite, `json` on PostgreSQL).
/// Used by `company.currencies`, `account.roles` and `account.business_roles`.
///
/// ```
/// use entity::types::StringList;
/// let roles: StringList = vec!["Plinth_Admin".to_owned()].into();
/// assert!(roles.contains("Plinth_Admin"));
/// assert_eq!(roles.0, ["Plinth_Admin"]);
/// ```
#[derive(
    Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, FromJsonQueryResult,
)]
pub struct StringList(pub Vec<String>);

impl StringList {
    pub fn new() -> Self {
        Self(Vec::new())
    }

    pub fn contains(&self, value: &str) -> bool {
        self.0.iter().any(|v| v == value)
    }

    pub fn iter(&self) -> std::slice::Iter<'_, String> {
        self.0.iter()
    }

    pub fn into_inner(self) -> Vec<String> {
        self.0
    }
}

impl From<Vec<String>> for StringList {
    fn from(v: Vec<String>) -> Self {
        Self(v)
    }
}

impl From<&[&str]> for StringList {
    fn from(v: &[&str]) -> Self {
        Self(v.iter().map(|s| (*s).to_owned()).collect())
    }
}

impl From<StringList> for Vec<String> {
    fn from(v: StringList) -> Self {
        v.0
    }
}

impl FromIterator<String> for StringList {
    fn from_iter<I: IntoIterator<Item = String>>(iter: I) -> Self {
        Self(iter.into_iter().collect())
    }
}

impl std::ops::Deref for StringList {
    type Target = [String];
    fn deref(&self) -> &[String] {
        &self.0
    }
}

/// How `account.email` is stored: trimmed and lower-case. Use it for look-ups too.
pub fn normalize_email(email: &str) -> String {
    email.trim().to_lowercase()
}

/// Currency codes offered (`company.currencies` holds a subset).
pub const CURRENCIES: [&str; 6] = ["USD", "GBP", "EUR", "CHF", "AED", "JPY"];

/// The value was not one of the enum's stored strings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownValue(pub String);

impl std::fmt::Display for UnknownValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "unknown value '{}'", self.0)
    }
}

impl std::error::Error for UnknownValue {}

/// A closed set of strings stored in a text column: `as_str()` gives the stored value, `parse()`
/// reads it back (exact match), `ALL` lists the values in order. Serde uses the stored string.
macro_rules! string_enum {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident => $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $variant),+
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text),+
                }
            }

            pub fn parse(value: &str) -> Option<Self> {
                match value {
                    $($text => Some($name::$variant),)+
                    _ => None,
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl std::str::FromStr for $name {
            type Err = UnknownValue;
            fn from_str(s: &str) -> Result<Self, UnknownValue> {
                Self::parse(s).ok_or_else(|| UnknownValue(s.to_owned()))
            }
        }

        impl From<$name> for String {
            fn from(v: $name) -> String {
                v.as_str().to_owned()
            }
        }

        impl Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.as_str())
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let s = String::deserialize(d)?;
                Self::parse(&s).ok_or_else(|| serde::de::Error::custom(UnknownValue(s)))
            }
        }
    };
}

string_enum! {
    /// `company.group_brand`, `invoice.group_brand`, `generated_invoice.group_brand`,
    /// `invoice_sequence.group_brand`. Invoices are numbered per group brand.
    GroupBrand { Fd => "fd", Eagle => "eagle" }
}

string_enum! {
    /// `assignment.status`, stored as the display text.
    AssignmentStatus {
        Submitted => "Submitted",
        Quoted => "Quoted",
        CollectionScheduled => "Collection Scheduled",
        WaitingToCollect => "Waiting to Collect",
        InTransit => "In Transit",
        InCustoms => "In Customs",
        InBond => "In Bond",
        InWarehouse => "In Warehouse",
        DeliveryScheduled => "Delivery Scheduled",
        Delivered => "Delivered",
        Cancelled => "Cancelled",
    }
}

impl AssignmentStatus {
    /// The progress this status sets, or `None` for the statuses that add 2 to the current progress
    /// (In Customs, In Bond, In Warehouse; the UI's second "In Transit" entry is the caller's concern).
    pub fn fixed_progress(self) -> Option<i32> {
        use AssignmentStatus::*;
        match self {
            Submitted => Some(3),
            Quoted => Some(7),
            CollectionScheduled => Some(10),
            WaitingToCollect => Some(15),
            InTransit => Some(20),
            InCustoms | InBond | InWarehouse => None,
            DeliveryScheduled => Some(80),
            Delivered => Some(100),
            Cancelled => Some(0),
        }
    }

    /// The goods are moving or held on the way (In Transit, In Customs, In Bond, In Warehouse): the
    /// dashboard counts the assets of an open assignment in one of these as "in transit".
    pub fn is_under_way(self) -> bool {
        use AssignmentStatus::*;
        matches!(self, InTransit | InCustoms | InBond | InWarehouse)
    }

    /// The statuses for which `is_under_way` holds, in `ALL` order (for a SQL `IN`).
    pub fn under_way() -> impl Iterator<Item = AssignmentStatus> {
        Self::ALL.iter().copied().filter(|s| s.is_under_way())
    }

    /// Saving with this status closes (completes) the assignment, after confirmation.
    pub fn closes(self) -> bool {
        matches!(
            self,
            AssignmentStatus::Delivered | AssignmentStatus::Cancelled
        )
    }
}

string_enum! {
    /// `address.kind`.
    AddressKind { Customer => "customer", Forwarder => "forwarder" }
}

string_enum! {
    /// `measurement.kind`.
    MeasurementKind { Net => "net", Gross => "gross" }
}

string_enum! {
    /// `measurement.weight_unit` (default `Kg`).
    WeightUnit { Kg => "Kg", Lb => "lb" }
}

string_enum! {
    /// `measurement.x_unit` / `y_unit` / `z_unit` (default `cm`).
    LengthUnit { Cm => "cm", Inch => "inch" }
}

string_enum! {
    /// `document.document_type`: `asset` is the item photo.
    DocumentType { Asset => "asset", Document => "document" }
}

string_enum! {
    /// `generated_invoice.kind`.
    GeneratedInvoiceKind { Sales => "sales", Storage => "storage" }
}

string_enum! {
    /// `audit_log.action`.
    AuditAction {
        Create => "create",
        Update => "update",
        Delete => "delete",
        Signin => "signin",
        Signout => "signout",
        Password => "password",
        /// A sign-in or a password change refused for a wrong password (the account named exists).
        SigninFailed => "signin_failed",
        /// Sign-ins refused for a while after too many failures.
        Throttled => "throttled",
        /// A forgotten-password link was asked for (of an account, or of an address that has none).
        PasswordResetRequested => "password_reset_requested",
        /// A password was set by a forgotten-password link.
        PasswordReset => "password_reset",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn string_enums_round_trip() {
        for s in AssignmentStatus::ALL {
            assert_eq!(AssignmentStatus::parse(s.as_str()), Some(*s));
        }
        assert_eq!(GroupBrand::parse("eagle"), Some(GroupBrand::Eagle));
        assert_eq!(GroupBrand::parse("Eagle"), None);
        assert_eq!("lb".parse::<WeightUnit>(), Ok(WeightUnit::Lb));
        assert_eq!(
            serde_json::to_string(&AssignmentStatus::InTransit).unwrap(),
            "\"In Transit\""
        );
        assert!(serde_json::from_str::<LengthUnit>("\"mm\"").is_err());
    }

    #[test]
    fn under_way_is_between_collection_and_delivery_scheduling() {
        use AssignmentStatus::*;
        let under_way: Vec<_> = AssignmentStatus::under_way().collect();
        assert_eq!(under_way, [InTransit, InCustoms, InBond, InWarehouse]);
        for s in [
            Submitted,
            Quoted,
            CollectionScheduled,
            WaitingToCollect,
            DeliveryScheduled,
            Delivered,
            Cancelled,
        ] {
            assert!(!s.is_under_way(), "{s}");
        }
    }

    #[test]
    fn string_list_is_a_json_array() {
        let l: StringList = vec!["GBP".to_owned(), "USD".to_owned()].into();
        assert_eq!(serde_json::to_string(&l).unwrap(), r#"["GBP","USD"]"#);
        assert!(l.contains("USD") && !l.contains("EUR"));
        assert_eq!(normalize_email("  Ann@Example.COM "), "ann@example.com");
    }
}
