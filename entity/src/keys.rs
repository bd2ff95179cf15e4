//! Keeps the folded list keys (`text`) in step with the text they come from. `before_save` of each
//! keyed table calls `set_keys`; bulk inserts (`insert_many`, which skips `before_save`) call it
//! themselves. Keys are recomputed when a source column is being written and every source column is
//! known: set or unchanged, or, on a new row (no id yet), left out (it will be NULL). A partial update
//! that writes none of them leaves the keys alone.
use sea_orm::ActiveValue::{self, Set};

/// The `ActiveModelBehavior` of a keyed table: `before_save` keeps its list keys (`set_keys`).
macro_rules! keeps_list_keys {
    () => {
        #[async_trait::async_trait]
        impl ActiveModelBehavior for ActiveModel {
            async fn before_save<C>(mut self, _db: &C, _insert: bool) -> Result<Self, DbErr>
            where
                C: ConnectionTrait,
            {
                self.set_keys();
                Ok(self)
            }
        }
    };
}
pub(crate) use keeps_list_keys;

use crate::{
    account, address, asset, assignment, company, company_division, purchase_invoice,
    text::{search_text, sort_key},
};

/// The sources of one row's keys, read from its active values.
struct Sources {
    new_row: bool,
    any_set: bool,
    known: bool,
}

impl Sources {
    fn new(id: &ActiveValue<i32>) -> Self {
        Sources {
            new_row: id.is_not_set(),
            any_set: false,
            known: true,
        }
    }

    /// A text column's value: `None` when it cannot be known (an update that does not carry it).
    fn text<'a>(&mut self, value: &'a ActiveValue<String>) -> &'a str {
        self.any_set |= value.is_set();
        match value.try_as_ref() {
            Some(v) => v.as_str(),
            None => {
                self.known &= self.new_row;
                ""
            }
        }
    }

    fn opt<'a>(&mut self, value: &'a ActiveValue<Option<String>>) -> Option<&'a str> {
        self.any_set |= value.is_set();
        match value.try_as_ref() {
            Some(v) => v.as_deref(),
            None => {
                self.known &= self.new_row;
                None
            }
        }
    }

    /// Whether to write the keys: a source is being written and all of them are known.
    fn ready(&self) -> bool {
        self.any_set && self.known
    }
}

impl asset::ActiveModel {
    pub fn set_keys(&mut self) {
        let mut s = Sources::new(&self.id);
        let title = s.text(&self.title).to_owned();
        let artist = s.opt(&self.artist).map(str::to_owned);
        let their_ref = s.opt(&self.their_ref).map(str::to_owned);
        let reference = s.opt(&self.r#ref).map(str::to_owned);
        if !s.ready() {
            return;
        }
        self.search_text = Set(search_text([
            Some(title.as_str()),
            artist.as_deref(),
            their_ref.as_deref(),
            reference.as_deref(),
        ]));
        self.title_key = Set(sort_key(&title));
        self.artist_key = Set(artist.as_deref().and_then(sort_key));
        self.their_ref_key = Set(their_ref.as_deref().and_then(sort_key));
    }
}

impl assignment::ActiveModel {
    pub fn set_keys(&mut self) {
        let mut s = Sources::new(&self.id);
        let reference = s.text(&self.r#ref).to_owned();
        let po = s.opt(&self.po_number).map(str::to_owned);
        if !s.ready() {
            return;
        }
        self.search_text = Set(search_text([Some(reference.as_str()), po.as_deref()]));
        self.ref_key = Set(sort_key(&reference));
        self.po_key = Set(po.as_deref().and_then(sort_key));
    }
}

impl account::ActiveModel {
    pub fn set_keys(&mut self) {
        let mut s = Sources::new(&self.id);
        let first = s.text(&self.first_name).to_owned();
        let last = s.text(&self.last_name).to_owned();
        let email = s.text(&self.email).to_owned();
        if !s.ready() {
            return;
        }
        self.search_text = Set(search_text([
            Some(first.as_str()),
            Some(last.as_str()),
            Some(email.as_str()),
        ]));
        self.name_key = Set(sort_key(&format!("{last} {first}")));
    }
}

impl company::ActiveModel {
    pub fn set_keys(&mut self) {
        let mut s = Sources::new(&self.id);
        let name = s.text(&self.name).to_owned();
        if s.ready() {
            self.search_text = Set(search_text([Some(name.as_str())]));
            self.name_key = Set(sort_key(&name));
        }
    }
}

impl company_division::ActiveModel {
    pub fn set_keys(&mut self) {
        let mut s = Sources::new(&self.id);
        let name = s.text(&self.name).to_owned();
        if s.ready() {
            self.search_text = Set(search_text([Some(name.as_str())]));
            self.name_key = Set(sort_key(&name));
        }
    }
}

impl address::ActiveModel {
    pub fn set_keys(&mut self) {
        let mut s = Sources::new(&self.id);
        let name = s.opt(&self.name).map(str::to_owned);
        let line1 = s.text(&self.line1).to_owned();
        let line2 = s.opt(&self.line2).map(str::to_owned);
        let city = s.text(&self.city).to_owned();
        let county = s.opt(&self.county).map(str::to_owned);
        let post_code = s.opt(&self.post_code).map(str::to_owned);
        let country = s.text(&self.country).to_owned();
        if !s.ready() {
            return;
        }
        self.search_text = Set(search_text([
            name.as_deref(),
            Some(line1.as_str()),
            line2.as_deref(),
            Some(city.as_str()),
            county.as_deref(),
            post_code.as_deref(),
            Some(country.as_str()),
        ]));
        self.city_key = Set(sort_key(&city));
    }
}

impl purchase_invoice::ActiveModel {
    pub fn set_keys(&mut self) {
        let mut s = Sources::new(&self.id);
        let supplier = s.opt(&self.supplier).map(str::to_owned);
        let number = s.opt(&self.number).map(str::to_owned);
        if s.ready() {
            self.search_text = Set(search_text([supplier.as_deref(), number.as_deref()]));
            self.supplier_key = Set(supplier.as_deref().and_then(sort_key));
        }
    }
}
