//! Keeps the folded list keys (`text`) in step with the text they come from. `before_save` of each
//! keyed table calls `set_keys`; bulk inserts (`insert_many`, which skips `before_save`) call it
//! themselves. Keys are recomputed when a source column is being written and every source column is
//! known (set or unchanged); a partial update that writes none of them leaves the keys alone.
use sea_orm::ActiveValue::{self, Set};

use crate::{
    account, address, asset, assignment, company, company_division,
    text::{search_text, sort_key},
};

fn any_set(values: &[bool]) -> bool {
    values.iter().any(|v| *v)
}

fn opt(value: &Option<String>) -> Option<&str> {
    value.as_deref()
}

fn key(value: &ActiveValue<Option<String>>) -> Option<Option<String>> {
    value.try_as_ref().map(|v| v.as_deref().and_then(sort_key))
}

impl asset::ActiveModel {
    pub fn set_keys(&mut self) {
        let sources = [
            self.title.is_set(),
            self.artist.is_set(),
            self.their_ref.is_set(),
            self.r#ref.is_set(),
        ];
        if !any_set(&sources) {
            return;
        }
        let (Some(title), Some(artist), Some(their_ref), Some(reference)) = (
            self.title.try_as_ref(),
            self.artist.try_as_ref(),
            self.their_ref.try_as_ref(),
            self.r#ref.try_as_ref(),
        ) else {
            return;
        };
        self.search_text = Set(search_text([
            Some(title.as_str()),
            opt(artist),
            opt(their_ref),
            opt(reference),
        ]));
        self.title_key = Set(sort_key(title));
        self.artist_key = Set(key(&self.artist).flatten());
        self.their_ref_key = Set(key(&self.their_ref).flatten());
    }
}

impl assignment::ActiveModel {
    pub fn set_keys(&mut self) {
        if !any_set(&[self.r#ref.is_set(), self.po_number.is_set()]) {
            return;
        }
        let (Some(reference), Some(po)) = (self.r#ref.try_as_ref(), self.po_number.try_as_ref())
        else {
            return;
        };
        self.search_text = Set(search_text([Some(reference.as_str()), opt(po)]));
        self.ref_key = Set(sort_key(reference));
        self.po_key = Set(key(&self.po_number).flatten());
    }
}

impl account::ActiveModel {
    pub fn set_keys(&mut self) {
        let sources = [
            self.first_name.is_set(),
            self.last_name.is_set(),
            self.email.is_set(),
        ];
        if !any_set(&sources) {
            return;
        }
        let (Some(first), Some(last), Some(email)) = (
            self.first_name.try_as_ref(),
            self.last_name.try_as_ref(),
            self.email.try_as_ref(),
        ) else {
            return;
        };
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
        if let Set(name) = &self.name {
            self.name_key = Set(sort_key(name));
        }
    }
}

impl company_division::ActiveModel {
    pub fn set_keys(&mut self) {
        if let Set(name) = &self.name {
            self.name_key = Set(sort_key(name));
        }
    }
}

impl address::ActiveModel {
    pub fn set_keys(&mut self) {
        let sources = [
            self.name.is_set(),
            self.line1.is_set(),
            self.line2.is_set(),
            self.city.is_set(),
            self.county.is_set(),
            self.post_code.is_set(),
            self.country.is_set(),
        ];
        if !any_set(&sources) {
            return;
        }
        let (
            Some(name),
            Some(line1),
            Some(line2),
            Some(city),
            Some(county),
            Some(post),
            Some(country),
        ) = (
            self.name.try_as_ref(),
            self.line1.try_as_ref(),
            self.line2.try_as_ref(),
            self.city.try_as_ref(),
            self.county.try_as_ref(),
            self.post_code.try_as_ref(),
            self.country.try_as_ref(),
        )
        else {
            return;
        };
        self.search_text = Set(search_text([
            opt(name),
            Some(line1.as_str()),
            opt(line2),
            Some(city.as_str()),
            opt(county),
            opt(post),
            Some(country.as_str()),
        ]));
        self.city_key = Set(sort_key(city));
    }
}
