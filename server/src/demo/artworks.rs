//! Invented artists and titles for the demo assets (no real artists or works).

/// Invented artists; `None` stands for an unattributed work.
pub const ARTISTS: &[Option<&str>] = &[
    Some("Iris Calloway"),
    Some("Tomasz Wren"),
    Some("Margit Sandvik"),
    Some("Olu Fadaka"),
    Some("Hélène Marchetti"),
    Some("Jasper Quill"),
    Some("Noor Haddad"),
    Some("Eleanor Voss"),
    Some("Kenji Arakawa"),
    Some("Sofia Lindqvist"),
    Some("Ruben Castellano"),
    Some("Agnes Thorne"),
    Some("Mateo Ilić"),
    Some("Beatrix Coyle"),
    Some("Felix Amsel"),
    None,
];

/// Invented titles, one per demo asset (enough for every division's count).
pub const TITLES: &[&str] = &[
    "Low Tide at Aldeburgh",
    "Study in Ochre and Blue",
    "The Orchard Wall",
    "Untitled (Red Field)",
    "Evening, Rue Mouffetard",
    "Quiet Harbour",
    "Composition No. 7",
    "Figure by a Window",
    "Still Life with Quinces",
    "Night Swimmers",
    "The Salt Road",
    "Portrait of a Woman in Green",
    "Grey Morning, Thames",
    "Fragment III",
    "Interior with Blue Chair",
    "After the Rain",
    "Bathers at Étretat",
    "Drift",
    "The Glasshouse",
    "Winter Field, Suffolk",
    "Tangent",
    "Landscape with Two Poplars",
    "Blue Hour",
    "Self-Portrait in a Borrowed Coat",
    "Cartography of Absence",
    "Weather Study No. 4",
    "Harbour Lights, Genoa",
    "The Listening Room",
    "Vessel (Terracotta)",
    "Standing Figure (Bronze)",
    "Untitled (Triptych)",
    "Meridian",
    "Lemons on a Pewter Plate",
    "The Long Table",
    "Threshold",
    "Marsh at Dusk",
    "Olive Grove, Late Afternoon",
    "Dancer Resting",
    "Echo Chamber",
    "Red Interior",
    "Study for a Monument",
    "Alpine Lake, Morning",
    "The Ferryman",
    "Paper Moon",
    "Counterpoint",
    "Chalk Cliffs",
    "Garden in August",
    "Nocturne in Indigo",
    "Boats at Honfleur",
    "The Reader",
    "Ash and Ember",
    "Column (Marble)",
    "Silent Procession",
    "Field Notes I",
    "Pale Horizon",
    "Mother and Child",
    "Window onto the Lagoon",
    "Urban Grid No. 2",
    "The Lantern",
    "Gathering Storm",
];

/// How many pieces a work with this title has (a triptych is three; most are one).
pub fn pieces_of(title: &str) -> i32 {
    if title.contains("Triptych") {
        3
    } else if title.contains("(Bronze)") || title.contains("(Marble)") {
        2 // the work and its plinth
    } else {
        1
    }
}

/// Sculpture weighs far more than a canvas of the same size.
pub fn is_sculpture(title: &str) -> bool {
    ["(Bronze)", "(Marble)", "(Terracotta)"]
        .iter()
        .any(|m| title.contains(m))
}
