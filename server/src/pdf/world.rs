//! The typst `World` a document is compiled in: our templates and fonts, embedded in the binary, the
//! document's data as `/data.json`, and the files it was given (photos, QR codes) under `/files/`.
//! Nothing is read from the disk or the network: a template asking for anything else gets "not found".
use std::collections::HashMap;
use std::sync::OnceLock;

use typst::diag::{FileError, FileResult};
use typst::foundations::{Bytes, Datetime};
use typst::syntax::{FileId, Source, VirtualPath};
use typst::text::{Font, FontBook};
use typst::utils::LazyHash;
use typst::{Library, World};

/// Templates by file name; each may `#import "/lib.typ": *` for the shared page and type.
const TEMPLATES: &[(&str, &str)] = &[
    ("lib.typ", include_str!("templates/lib.typ")),
    ("invoice.typ", include_str!("templates/invoice.typ")),
    ("legal.typ", include_str!("templates/legal.typ")),
    ("credit-note.typ", include_str!("templates/credit-note.typ")),
    (
        "packing-list.typ",
        include_str!("templates/packing-list.typ"),
    ),
    (
        "storage-invoice.typ",
        include_str!("templates/storage-invoice.typ"),
    ),
    ("labels.typ", include_str!("templates/labels.typ")),
    (
        "location-labels.typ",
        include_str!("templates/location-labels.typ"),
    ),
    ("stocktake.typ", include_str!("templates/stocktake.typ")),
    (
        "delivery-proof.typ",
        include_str!("templates/delivery-proof.typ"),
    ),
    (
        "condition-report.typ",
        include_str!("templates/condition-report.typ"),
    ),
    (
        "condition-record.typ",
        include_str!("templates/condition-record.typ"),
    ),
];

/// DejaVu Sans (Latin, Greek, Cyrillic and more; free licence in `fonts/LICENSE-DejaVu.txt`): a sans
/// face that reads well small on a label and in a table. Droid Sans Fallback (Apache 2.0,
/// `fonts/LICENSE-DroidSansFallback.txt`) draws what DejaVu has no glyph for: Chinese and Japanese
/// titles, artists and addresses (typst falls back to it glyph by glyph). It is the smallest free
/// face we found that covers both (4 MB; Noto Sans CJK is 20 MB and more).
const FONTS: &[&[u8]] = &[
    include_bytes!("fonts/DejaVuSans.ttf"),
    include_bytes!("fonts/DejaVuSans-Bold.ttf"),
    include_bytes!("fonts/DroidSansFallbackFull.ttf"),
];

/// What never changes between documents: the standard library and the fonts, parsed once.
struct Shared {
    library: LazyHash<Library>,
    book: LazyHash<FontBook>,
    fonts: Vec<Font>,
}

fn shared() -> &'static Shared {
    static SHARED: OnceLock<Shared> = OnceLock::new();
    SHARED.get_or_init(|| {
        let fonts: Vec<Font> = FONTS
            .iter()
            .flat_map(|data| Font::iter(Bytes::new(*data)))
            .collect();
        Shared {
            library: LazyHash::new(Library::builder().build()),
            book: LazyHash::new(FontBook::from_fonts(&fonts)),
            fonts,
        }
    })
}

/// Whether a template of this name is embedded.
pub fn has_template(name: &str) -> bool {
    TEMPLATES.iter().any(|(n, _)| *n == name)
}

pub struct DocumentWorld {
    main: FileId,
    sources: HashMap<FileId, Source>,
    files: HashMap<FileId, Bytes>,
    today: Datetime,
}

fn id(path: &str) -> FileId {
    FileId::new(None, VirtualPath::new(path))
}

impl DocumentWorld {
    /// `main` is the typst source of the document; `data` is served as `/data.json`, each of `files`
    /// as `/files/{name}`.
    pub fn new(
        main: String,
        data: Vec<u8>,
        files: Vec<(String, Vec<u8>)>,
        today: chrono::NaiveDate,
    ) -> Self {
        use chrono::Datelike;
        let main_id = id("/main.typ");
        let mut sources: HashMap<FileId, Source> = TEMPLATES
            .iter()
            .map(|(name, text)| {
                let file = id(&format!("/{name}"));
                (file, Source::new(file, (*text).to_owned()))
            })
            .collect();
        sources.insert(main_id, Source::new(main_id, main));
        let mut bytes: HashMap<FileId, Bytes> = files
            .into_iter()
            .map(|(name, data)| (id(&format!("/files/{name}")), Bytes::new(data)))
            .collect();
        bytes.insert(id("/data.json"), Bytes::new(data));
        let today = Datetime::from_ymd(today.year(), today.month() as u8, today.day() as u8)
            .expect("a calendar date");
        Self {
            main: main_id,
            sources,
            files: bytes,
            today,
        }
    }

    /// The source of an embedded template.
    pub fn template(name: &str) -> Option<String> {
        TEMPLATES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, text)| (*text).to_owned())
    }
}

impl World for DocumentWorld {
    fn library(&self) -> &LazyHash<Library> {
        &shared().library
    }

    fn book(&self) -> &LazyHash<FontBook> {
        &shared().book
    }

    fn main(&self) -> FileId {
        self.main
    }

    fn source(&self, id: FileId) -> FileResult<Source> {
        self.sources
            .get(&id)
            .cloned()
            .ok_or_else(|| FileError::NotFound(id.vpath().as_rootless_path().into()))
    }

    fn file(&self, id: FileId) -> FileResult<Bytes> {
        if let Some(source) = self.sources.get(&id) {
            return Ok(Bytes::from_string(source.clone()));
        }
        self.files
            .get(&id)
            .cloned()
            .ok_or_else(|| FileError::NotFound(id.vpath().as_rootless_path().into()))
    }

    fn font(&self, index: usize) -> Option<Font> {
        shared().fonts.get(index).cloned()
    }

    fn today(&self, _offset: Option<i64>) -> Option<Datetime> {
        Some(self.today)
    }
}
