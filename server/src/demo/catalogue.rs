//! The demo's content: who, where and what. Invented names throughout (no real artists or works);
//! the shape of each record follows what a gallery registrar or a fine-art warehouse would enter.
use entity::types::{AssignmentStatus, GroupBrand};

/// The password of every demo account: fixed so the README and the seed's printout can name it.
pub const DEMO_PASSWORD: &str = "plinth-demo-2026";

pub struct Person {
    pub email: &'static str,
    pub first_name: &'static str,
    pub last_name: &'static str,
}

pub const PROVIDER_ADMIN: Person = Person {
    email: "admin@plinth.demo",
    first_name: "Morgan",
    last_name: "Hale",
};

pub struct Address {
    pub name: &'static str,
    pub line1: &'static str,
    pub line2: Option<&'static str>,
    pub city: &'static str,
    pub county: Option<&'static str>,
    pub post_code: &'static str,
    pub country: &'static str,
}

/// The provider's forwarders (`address.kind = forwarder`); shipments start and end at them.
pub const FORWARDERS: &[Address] = &[
    Address {
        name: "Thamesbank Fine Art Freight",
        line1: "Unit 4, Skyport Cargo Park",
        line2: Some("Horton Road"),
        city: "Colnbrook",
        county: Some("Berkshire"),
        post_code: "SL3 0BB",
        country: "United Kingdom",
    },
    Address {
        name: "Transports d'Art Lemaire",
        line1: "12 rue des Entrepôts",
        line2: None,
        city: "Saint-Denis",
        county: None,
        post_code: "93200",
        country: "France",
    },
];

/// How a division measures its works: the UK and Europe in Kg and cm, New York in lb and inches.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Units {
    Metric,
    Imperial,
}

pub struct Division {
    pub name: &'static str,
    pub invoice_addressee: &'static str,
    pub currency: &'static str,
    pub units: Units,
    /// Its own premises first (`Place::Home`), then a client or venue (`Place::Client`).
    pub addresses: &'static [Address],
    /// How many assets it holds.
    pub assets: usize,
    /// Of the assets in no assignment: how many are hidden, in storage now, and were stored before.
    pub hidden: usize,
    pub stored_now: usize,
    pub stored_before: usize,
    /// Racks in the warehouse where this division's works sit.
    pub locations: &'static [&'static str],
}

pub struct User {
    pub person: Person,
    /// Index into the company's divisions.
    pub division: usize,
    pub business_roles: &'static [&'static str],
}

/// Where an assignment starts or ends.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Place {
    /// The division's own premises (its first address).
    Home,
    /// The division's client or venue (its second address).
    Client,
    /// Another division's premises (by index), e.g. London to Paris.
    OtherDivision(usize),
    /// The provider's warehouse: no address, `origin_storage` / `destination_storage` is set.
    Storage,
}

pub struct Assignment {
    pub status: AssignmentStatus,
    /// Index into the company's divisions.
    pub division: usize,
    pub assets: usize,
    /// When it was created, in days before the seed runs.
    pub days_ago: i64,
    pub origin: Place,
    pub destination: Place,
    /// Carried by the demo shipment (two of these, under way).
    pub shipped: bool,
}

impl Assignment {
    /// Marks it as carried by the demo shipment.
    const fn shipped(mut self) -> Self {
        self.shipped = true;
        self
    }
}

/// An assignment of `assets` assets of division `division`, created `days_ago` days before the seed.
const fn job(
    status: AssignmentStatus,
    division: usize,
    assets: usize,
    days_ago: i64,
    origin: Place,
    destination: Place,
) -> Assignment {
    Assignment {
        status,
        division,
        assets,
        days_ago,
        origin,
        destination,
        shipped: false,
    }
}

pub struct Company {
    pub name: &'static str,
    pub group_brand: GroupBrand,
    pub currencies: &'static [&'static str],
    pub invoice_addressee: &'static str,
    /// Prefix of the owner's references (`HG-0001`) and of assignment references (`HG-1001`).
    pub prefix: &'static str,
    pub divisions: &'static [Division],
    pub users: &'static [User],
    pub assignments: &'static [Assignment],
}

use AssignmentStatus::*;
use Place::*;

pub const COMPANIES: &[Company] = &[
    Company {
        name: "Hollis Gallery",
        group_brand: GroupBrand::Fd,
        currencies: &["GBP", "EUR"],
        invoice_addressee: "Hollis Gallery Ltd\nAccounts Payable\n14 Cork Lane\nLondon W1S 3NX",
        prefix: "HG",
        divisions: &[
            Division {
                name: "London",
                invoice_addressee: "Hollis Gallery Ltd (London)\nFAO Registrar\n14 Cork Lane\nLondon W1S 3NX",
                currency: "GBP",
                units: Units::Metric,
                addresses: &[
                    Address {
                        name: "Hollis Gallery London",
                        line1: "14 Cork Lane",
                        line2: Some("Mayfair"),
                        city: "London",
                        county: None,
                        post_code: "W1S 3NX",
                        country: "United Kingdom",
                    },
                    Address {
                        name: "Private client (Chelsea)",
                        line1: "7 Cheyne Row",
                        line2: None,
                        city: "London",
                        county: None,
                        post_code: "SW3 5HR",
                        country: "United Kingdom",
                    },
                ],
                assets: 18,
                hidden: 1,
                stored_now: 3,
                stored_before: 2,
                locations: &["Bay 3, Rack B", "Bay 3, Rack C", "Bay 5, Plan chest 2"],
            },
            Division {
                name: "Paris",
                invoice_addressee: "Hollis Gallery SARL\nService comptabilité\n22 rue de Seine\n75006 Paris",
                currency: "EUR",
                units: Units::Metric,
                addresses: &[
                    Address {
                        name: "Hollis Gallery Paris",
                        line1: "22 rue de Seine",
                        line2: None,
                        city: "Paris",
                        county: None,
                        post_code: "75006",
                        country: "France",
                    },
                    Address {
                        name: "Salon d'art contemporain, Hall B",
                        line1: "3 avenue du Général-Eisenhower",
                        line2: Some("Stand B12"),
                        city: "Paris",
                        county: None,
                        post_code: "75008",
                        country: "France",
                    },
                ],
                assets: 14,
                hidden: 1,
                stored_now: 2,
                stored_before: 1,
                locations: &["Saint-Denis, Cell 2", "Saint-Denis, Rack A4"],
            },
        ],
        users: &[
            User {
                person: Person {
                    email: "clara@hollis.demo",
                    first_name: "Clara",
                    last_name: "Hollis",
                },
                division: 0,
                business_roles: &["Director", "Registrar"],
            },
            User {
                person: Person {
                    email: "julien@hollis.demo",
                    first_name: "Julien",
                    last_name: "Marchand",
                },
                division: 1,
                business_roles: &["Logistics"],
            },
        ],
        assignments: &[
            job(Delivered, 0, 3, 58, Home, Client),
            job(Cancelled, 1, 1, 44, Home, Client),
            job(InTransit, 0, 2, 12, Home, OtherDivision(1)).shipped(),
            job(InCustoms, 0, 2, 16, Home, OtherDivision(1)).shipped(),
            job(InWarehouse, 1, 2, 23, Client, Storage),
            job(Quoted, 1, 3, 5, Home, Client),
            job(Submitted, 0, 1, 1, Home, Client),
        ],
    },
    Company {
        name: "Marlow Collection",
        group_brand: GroupBrand::Eagle,
        currencies: &["USD"],
        invoice_addressee: "The Marlow Collection Trust\nAttn: Finance\n540 West 26th Street\nNew York, NY 10001",
        prefix: "MC",
        divisions: &[
            Division {
                name: "New York",
                invoice_addressee: "The Marlow Collection Trust\nAttn: Collections\n540 West 26th Street\nNew York, NY 10001",
                currency: "USD",
                units: Units::Imperial,
                addresses: &[
                    Address {
                        name: "Marlow Collection, Chelsea",
                        line1: "540 West 26th Street",
                        line2: Some("Floor 3"),
                        city: "New York",
                        county: Some("NY"),
                        post_code: "10001",
                        country: "United States",
                    },
                    Address {
                        name: "Residence, East Hampton",
                        line1: "18 Further Lane",
                        line2: None,
                        city: "East Hampton",
                        county: Some("NY"),
                        post_code: "11937",
                        country: "United States",
                    },
                ],
                assets: 16,
                hidden: 1,
                stored_now: 2,
                stored_before: 2,
                locations: &["Long Island City, Vault 2", "Long Island City, Rack D7"],
            },
            Division {
                name: "Geneva Freeport",
                invoice_addressee: "The Marlow Collection Trust\nc/o Geneva Freeport account\nRoute des Acacias 61\n1227 Carouge",
                currency: "USD",
                units: Units::Metric,
                addresses: &[
                    Address {
                        name: "Geneva Freeport, Marlow vault",
                        line1: "Route des Acacias 61",
                        line2: Some("Vault 14"),
                        city: "Carouge",
                        county: Some("Geneva"),
                        post_code: "1227",
                        country: "Switzerland",
                    },
                    Address {
                        name: "Kunsthalle am See (loan)",
                        line1: "Seestrasse 120",
                        line2: None,
                        city: "Zurich",
                        county: None,
                        post_code: "8002",
                        country: "Switzerland",
                    },
                ],
                assets: 12,
                hidden: 0,
                stored_now: 4,
                stored_before: 1,
                locations: &["Freeport, Vault 14, Bay 1", "Freeport, Vault 14, Bay 2"],
            },
        ],
        users: &[
            User {
                person: Person {
                    email: "ruth@marlow.demo",
                    first_name: "Ruth",
                    last_name: "Abernathy",
                },
                division: 0,
                business_roles: &["Collections Manager"],
            },
            User {
                person: Person {
                    email: "anselm@marlow.demo",
                    first_name: "Anselm",
                    last_name: "Keller",
                },
                division: 1,
                business_roles: &["Registrar", "Accounts"],
            },
        ],
        assignments: &[
            job(Delivered, 1, 2, 52, Home, Client),
            job(InBond, 1, 2, 20, Client, Home),
            job(DeliveryScheduled, 0, 2, 27, Storage, Client),
            job(WaitingToCollect, 0, 1, 9, Client, Home),
            job(CollectionScheduled, 0, 4, 7, Home, Storage),
            job(Submitted, 1, 1, 2, Home, OtherDivision(0)),
        ],
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogue_is_consistent() {
        let assets: usize = COMPANIES
            .iter()
            .flat_map(|c| c.divisions)
            .map(|d| d.assets)
            .sum();
        assert!(
            assets <= crate::demo::artworks::TITLES.len(),
            "a title for every asset"
        );
        let mut statuses: Vec<_> = COMPANIES
            .iter()
            .flat_map(|c| c.assignments)
            .map(|a| a.status)
            .collect();
        statuses.sort_by_key(|s| s.as_str());
        statuses.dedup();
        assert_eq!(statuses.len(), AssignmentStatus::ALL.len(), "every status");
        for company in COMPANIES {
            for (i, division) in company.divisions.iter().enumerate() {
                let in_assignments: usize = company
                    .assignments
                    .iter()
                    .filter(|a| a.division == i)
                    .map(|a| a.assets)
                    .sum();
                let rest = division.hidden + division.stored_now + division.stored_before;
                assert!(
                    in_assignments + rest <= division.assets,
                    "{} {}",
                    company.name,
                    division.name
                );
            }
            assert_eq!(
                company.assignments.iter().filter(|a| a.shipped).count() % 2,
                0
            );
        }
    }
}
