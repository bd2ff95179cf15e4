//! Stocktakes: counting a location (and what lies under it) or the whole warehouse by scanning,
//! from several phones at once; the result kept, exported, and its corrections applied as moves.
pub mod dto;
pub mod export;
pub mod handlers;
pub mod rules;
pub mod service;
