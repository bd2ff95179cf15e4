//! The live events (`server/src/events`, `features/events`): which changes are events, who hears
//! them, resuming by `Last-Event-ID`, and one instance's change heard through another.
mod instances;
mod stream;
