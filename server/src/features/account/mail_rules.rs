//! Who hears of an event by mail, and how (pure; docs/mail.md).
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::events::EventKind;

/// How a user hears of status changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum StatusMails {
    /// A mail for each change.
    Each,
    /// One mail a day with the day's changes.
    Digest,
    None,
}

impl StatusMails {
    pub fn as_str(self) -> &'static str {
        match self {
            StatusMails::Each => "each",
            StatusMails::Digest => "digest",
            StatusMails::None => "none",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "each" => Some(StatusMails::Each),
            "digest" => Some(StatusMails::Digest),
            "none" => Some(StatusMails::None),
            _ => None,
        }
    }
}

/// One account's choices, as stored or the defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choices {
    pub status_changes: StatusMails,
    pub invoices: bool,
    pub documents: bool,
    /// Admins: every company's events, or only those of `company_ids`. Customers hear their own
    /// company's whatever these say.
    pub all_companies: bool,
    pub company_ids: Vec<i32>,
}

impl Default for Choices {
    /// Without a row: each status change, invoices, no documents; every company for an admin.
    fn default() -> Self {
        Choices {
            status_changes: StatusMails::Each,
            invoices: true,
            documents: false,
            all_companies: true,
            company_ids: Vec::new(),
        }
    }
}

/// What a mail is about; also what its unsubscribe link stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    Status,
    Invoices,
    Documents,
}

impl Topic {
    pub fn as_str(self) -> &'static str {
        match self {
            Topic::Status => "status",
            Topic::Invoices => "invoices",
            Topic::Documents => "documents",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "status" => Some(Topic::Status),
            "invoices" => Some(Topic::Invoices),
            "documents" => Some(Topic::Documents),
            _ => None,
        }
    }

    /// The topic of an event's kind; kinds not mailed have none.
    pub fn of(kind: EventKind) -> Option<Self> {
        match kind {
            EventKind::StatusChanged => Some(Topic::Status),
            EventKind::InvoiceIssued => Some(Topic::Invoices),
            EventKind::DocumentAdded => Some(Topic::Documents),
            _ => None,
        }
    }

    /// The choices with this topic turned off (what unsubscribing does).
    pub fn turned_off(self, mut choices: Choices) -> Choices {
        match self {
            Topic::Status => choices.status_changes = StatusMails::None,
            Topic::Invoices => choices.invoices = false,
            Topic::Documents => choices.documents = false,
        }
        choices
    }
}

/// The account as far as the rules read it.
pub struct Reader {
    pub id: i32,
    pub is_admin: bool,
    pub company_id: Option<i32>,
    pub division_id: Option<i32>,
    pub disabled: bool,
}

/// The event as far as the rules read it.
pub struct Happening {
    pub kind: EventKind,
    pub company_id: i32,
    pub division_id: Option<i32>,
    /// Who made the change: they are not told of their own change.
    pub author: Option<i32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivery {
    /// A mail about this event now.
    Now(Topic),
    /// In the day's digest.
    Digest,
}

/// Whether and how `reader` hears of `event`. A customer hears of their own company only, and of
/// status changes only of their own division (all divisions when they have none); an admin of the
/// companies they chose. Nobody hears of their own change, nor a disabled account.
pub fn delivery(reader: &Reader, choices: &Choices, event: &Happening) -> Option<Delivery> {
    let topic = Topic::of(event.kind)?;
    if reader.disabled || event.author == Some(reader.id) {
        return None;
    }
    if reader.is_admin {
        if !choices.all_companies && !choices.company_ids.contains(&event.company_id) {
            return None;
        }
    } else {
        if reader.company_id != Some(event.company_id) {
            return None;
        }
        if topic == Topic::Status
            && reader.division_id.is_some()
            && reader.division_id != event.division_id
        {
            return None;
        }
    }
    match topic {
        Topic::Status => match choices.status_changes {
            StatusMails::Each => Some(Delivery::Now(topic)),
            StatusMails::Digest => Some(Delivery::Digest),
            StatusMails::None => None,
        },
        Topic::Invoices => choices.invoices.then_some(Delivery::Now(topic)),
        Topic::Documents => choices.documents.then_some(Delivery::Now(topic)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ada() -> Reader {
        Reader {
            id: 1,
            is_admin: false,
            company_id: Some(10),
            division_id: Some(100),
            disabled: false,
        }
    }
    fn admin() -> Reader {
        Reader {
            id: 9,
            is_admin: true,
            company_id: None,
            division_id: None,
            disabled: false,
        }
    }
    fn status(company_id: i32, division_id: Option<i32>, author: Option<i32>) -> Happening {
        Happening {
            kind: EventKind::StatusChanged,
            company_id,
            division_id,
            author,
        }
    }

    #[test]
    fn a_customer_hears_of_their_own_division_status_changes_by_default() {
        let c = Choices::default();
        assert_eq!(
            delivery(&ada(), &c, &status(10, Some(100), Some(9))),
            Some(Delivery::Now(Topic::Status))
        );
        assert_eq!(
            delivery(&ada(), &c, &status(10, Some(101), Some(9))),
            None,
            "another division"
        );
        assert_eq!(
            delivery(&ada(), &c, &status(11, Some(100), Some(9))),
            None,
            "another company"
        );
        assert_eq!(
            delivery(&ada(), &c, &status(10, Some(100), Some(1))),
            None,
            "their own change"
        );
        let head_office = Reader {
            division_id: None,
            ..ada()
        };
        assert!(delivery(&head_office, &c, &status(10, Some(101), None)).is_some());
        let disabled = Reader {
            disabled: true,
            ..ada()
        };
        assert_eq!(delivery(&disabled, &c, &status(10, Some(100), None)), None);
    }

    #[test]
    fn choices_decide_the_way_and_the_kinds() {
        let digest = Choices {
            status_changes: StatusMails::Digest,
            ..Choices::default()
        };
        assert_eq!(
            delivery(&ada(), &digest, &status(10, Some(100), None)),
            Some(Delivery::Digest)
        );
        let none = Topic::Status.turned_off(Choices::default());
        assert_eq!(delivery(&ada(), &none, &status(10, Some(100), None)), None);
        let doc = Happening {
            kind: EventKind::DocumentAdded,
            ..status(10, Some(101), None)
        };
        assert_eq!(
            delivery(&ada(), &Choices::default(), &doc),
            None,
            "documents off by default"
        );
        let on = Choices {
            documents: true,
            ..Choices::default()
        };
        assert_eq!(
            delivery(&ada(), &on, &doc),
            Some(Delivery::Now(Topic::Documents)),
            "any division"
        );
        let created = Happening {
            kind: EventKind::AssignmentCreated,
            ..status(10, Some(100), None)
        };
        assert_eq!(delivery(&ada(), &on, &created), None, "not a mailed kind");
    }

    #[test]
    fn an_admin_hears_of_the_companies_they_chose() {
        let every = Choices::default();
        assert!(delivery(&admin(), &every, &status(10, None, None)).is_some());
        let chosen = Choices {
            all_companies: false,
            company_ids: vec![11],
            ..Choices::default()
        };
        assert_eq!(delivery(&admin(), &chosen, &status(10, None, None)), None);
        assert!(delivery(&admin(), &chosen, &status(11, None, None)).is_some());
    }
}
