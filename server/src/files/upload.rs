//! The upload rules (docs/documents.md), shared by every call that takes files (item photos, asset
//! and assignment documents):
//!
//! - A file's type is allowed by its extension AND confirmed by its content (the first bytes, read
//!   by `infer`; a `.txt` is UTF-8 without NUL). A disallowed or mismatching file is 415
//!   "Oops! file type not allowed ({ext})". The stored type and extension come from that check,
//!   never from the client's `Content-Type` or name.
//! - Size limits per file, with the 413 "The file {name} is larger than the {n} MB limit.". Upload
//!   routes set their own body limit ([`body_limit`]) a little above, and
//!   [`super::form::read_form`] counts each file part as it streams in, so an oversized file stops
//!   early and still gets that JSON 413.
//! - The client's file name is display text only ([`display_name`]: no path, no control or
//!   invisible format characters); the stored name is [`super::FileStore`]'s random one.
//! - At most [`Allowed::files_per_request`] files per request (413 beyond, nothing stored).
//! - Photos: at most [`super::photo::MAX_PHOTO_PIXELS`] pixels (read from the header, 422 beyond),
//!   stored without their EXIF/XMP location and device data ([`super::photo::prepare`]).
use crate::{
    error::{AppError, AppResult},
    http::body_guard::BodyLimit,
};

// Reading the multipart body is in `form`; named here too, as the one place upload calls import.
pub use super::form::{read_form, FilePart, Form, Upload};
pub use super::names::{display_name, extension};

pub(super) const MIB: usize = 1024 * 1024;
/// Largest item photo, in MB (MiB).
pub const PHOTO_LIMIT_MB: usize = 10;
/// Largest document, in MB (MiB).
pub const DOCUMENT_LIMIT_MB: usize = 20;
/// Most files in one upload request: the photo queue holds one; a document upload takes
/// up to 20 (a batch of scans), so one request cannot make the server store thousands of files.
pub const PHOTO_FILES_PER_REQUEST: usize = 1;
pub const DOCUMENT_FILES_PER_REQUEST: usize = 20;
/// Longest display name kept, in characters.
pub const MAX_NAME_CHARS: usize = 255;

/// A type that may be uploaded, as confirmed by the file's content.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Jpeg,
    Png,
    Bmp,
    Gif,
    Tiff,
    Pdf,
    Doc,
    Docx,
    Xls,
    Xlsx,
    Txt,
}

impl FileKind {
    /// The kind an extension (lower case, no dot) names, if it is one we know.
    fn from_ext(ext: &str) -> Option<FileKind> {
        use FileKind::*;
        Some(match ext {
            "jpg" | "jpeg" => Jpeg,
            "png" => Png,
            "bmp" => Bmp,
            "gif" => Gif,
            "tiff" => Tiff,
            "pdf" => Pdf,
            "doc" => Doc,
            "docx" => Docx,
            "xls" => Xls,
            "xlsx" => Xlsx,
            "txt" => Txt,
            _ => return None,
        })
    }

    /// The `Content-Type` the file is stored with and served as.
    pub fn content_type(self) -> &'static str {
        use FileKind::*;
        match self {
            Jpeg => "image/jpeg",
            Png => "image/png",
            Bmp => "image/bmp",
            Gif => "image/gif",
            Tiff => "image/tiff",
            Pdf => "application/pdf",
            Doc => "application/msword",
            Docx => "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            Xls => "application/vnd.ms-excel",
            Xlsx => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            Txt => "text/plain; charset=utf-8",
        }
    }

    /// The extension of the stored file (one per kind: `.jpeg` uploads are stored as `.jpg`).
    pub fn stored_ext(self) -> &'static str {
        use FileKind::*;
        match self {
            Jpeg => "jpg",
            Png => "png",
            Bmp => "bmp",
            Gif => "gif",
            Tiff => "tiff",
            Pdf => "pdf",
            Doc => "doc",
            Docx => "docx",
            Xls => "xls",
            Xlsx => "xlsx",
            Txt => "txt",
        }
    }

    /// Whether the content really is of this kind.
    fn matches(self, bytes: &[u8]) -> bool {
        use FileKind::*;
        let mime = infer::get(bytes).map(|t| t.mime_type());
        // Office files whose inner layout `infer` does not recognise still carry their container
        // (an OLE compound file, or a zip with the part folders Office writes).
        let ole = mime == Some("application/x-ole-storage");
        let ooxml = |folder: &[u8]| {
            bytes.starts_with(b"PK\x03\x04")
                && contains(bytes, b"[Content_Types].xml")
                && contains(bytes, folder)
        };
        match self {
            Jpeg | Png | Bmp | Gif | Tiff | Pdf | Doc | Xls
                if mime == Some(self.content_type()) =>
            {
                true
            }
            Doc | Xls => ole,
            Docx => mime == Some(self.content_type()) || ooxml(b"word/"),
            Xlsx => mime == Some(self.content_type()) || ooxml(b"xl/"),
            Txt => mime.is_none() && !bytes.contains(&0) && std::str::from_utf8(bytes).is_ok(),
            _ => false,
        }
    }

    /// Shown in the browser rather than downloaded (the photo formats every browser draws).
    pub fn is_inline_image(self) -> bool {
        matches!(
            self,
            FileKind::Jpeg | FileKind::Png | FileKind::Bmp | FileKind::Gif
        )
    }

    /// The kind of a stored `content_type` (as written by [`FileKind::content_type`]).
    pub fn from_content_type(content_type: &str) -> Option<FileKind> {
        use FileKind::*;
        [Jpeg, Png, Bmp, Gif, Tiff, Pdf, Doc, Docx, Xls, Xlsx, Txt]
            .into_iter()
            .find(|k| k.content_type() == content_type)
    }
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

/// Which files a call takes (docs/documents.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Allowed {
    /// The item photo: jpg, jpeg, png, bmp, gif.
    Photos,
    /// Documents: jpg, png, jpeg, bmp, gif, doc, docx, xls, xlsx, pdf, txt, tiff.
    Documents,
}

impl Allowed {
    fn admits(self, kind: FileKind) -> bool {
        match self {
            Allowed::Photos => kind.is_inline_image(),
            Allowed::Documents => true,
        }
    }

    pub fn limit_mb(self) -> usize {
        match self {
            Allowed::Photos => PHOTO_LIMIT_MB,
            Allowed::Documents => DOCUMENT_LIMIT_MB,
        }
    }

    pub fn limit_bytes(self) -> usize {
        self.limit_mb() * MIB
    }

    /// Most file parts one request of this kind may carry.
    pub fn files_per_request(self) -> usize {
        match self {
            Allowed::Photos => PHOTO_FILES_PER_REQUEST,
            Allowed::Documents => DOCUMENT_FILES_PER_REQUEST,
        }
    }
}

/// The body limit for a route that takes files of `allowed`: the file limit plus room for the
/// other parts, so that the file's own limit, with its clear message, is the one that is met.
pub fn body_limit(allowed: Allowed) -> BodyLimit {
    BodyLimit::upload(allowed.limit_bytes() + MIB, allowed.limit_mb())
}

/// An uploaded file that passed the rules: its display name, its kind (by content) and bytes.
#[derive(Debug)]
pub struct CheckedFile {
    pub name: String,
    pub kind: FileKind,
    pub bytes: Vec<u8>,
}

fn not_allowed(ext: &str) -> AppError {
    AppError::UnsupportedMediaType(format!("Oops! file type not allowed ({ext})"))
}

pub(super) fn too_large(name: &str, limit_mb: usize) -> AppError {
    AppError::PayloadTooLarge(format!(
        "The file {name} is larger than the {limit_mb} MB limit."
    ))
}

/// Applies the rules to one file: name, size, type by extension and by content.
pub fn check(allowed: Allowed, raw_name: &str, bytes: Vec<u8>) -> AppResult<CheckedFile> {
    let name = display_name(raw_name)?;
    if bytes.len() > allowed.limit_bytes() {
        return Err(too_large(&name, allowed.limit_mb()));
    }
    if bytes.is_empty() {
        return Err(AppError::Unprocessable(format!(
            "The file {name} is empty."
        )));
    }
    let ext = extension(&name);
    let kind = FileKind::from_ext(&ext)
        .filter(|k| allowed.admits(*k))
        .ok_or_else(|| not_allowed(&ext))?;
    if !kind.matches(&bytes) {
        return Err(not_allowed(&ext));
    }
    // A photo is decoded later (its thumbnail) and shown to others: its size in pixels is checked
    // now and its location and device data removed. Documents are kept byte for byte.
    let bytes = match allowed {
        Allowed::Photos => super::photo::prepare(&name, kind, bytes)?,
        Allowed::Documents => bytes,
    };
    Ok(CheckedFile { name, kind, bytes })
}

#[cfg(test)]
mod tests {
    use super::*;

    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
    const JPEG: &[u8] = b"\xFF\xD8\xFF\xE0\0\x10JFIF\0";
    const PDF: &[u8] = b"%PDF-1.7\n";

    fn status(r: AppResult<CheckedFile>) -> (u16, String) {
        let e = r.unwrap_err();
        (e.status().as_u16(), e.public_message())
    }

    #[test]
    fn types_are_checked_by_extension_and_content() {
        let ok = check(Allowed::Documents, "Scan.PDF", PDF.to_vec()).unwrap();
        assert_eq!((ok.kind, ok.name.as_str()), (FileKind::Pdf, "Scan.PDF"));
        assert_eq!(
            check(Allowed::Documents, "a.jpeg", JPEG.to_vec())
                .unwrap()
                .kind,
            FileKind::Jpeg
        );
        assert_eq!(
            status(check(Allowed::Documents, "evil.exe", b"MZ\x90\0".to_vec())),
            (415, "Oops! file type not allowed (exe)".into())
        );
        // A PNG named .pdf, a PDF named .png, text named .jpg: the content decides.
        assert_eq!(
            status(check(Allowed::Documents, "a.pdf", PNG.to_vec())),
            (415, "Oops! file type not allowed (pdf)".into())
        );
        assert_eq!(status(check(Allowed::Photos, "a.png", PDF.to_vec())).0, 415);
        assert_eq!(
            status(check(Allowed::Photos, "a.jpg", b"hello".to_vec())).0,
            415
        );
        // A PDF is a document, not a photo.
        assert_eq!(
            status(check(Allowed::Photos, "a.pdf", PDF.to_vec())),
            (415, "Oops! file type not allowed (pdf)".into())
        );
        assert_eq!(status(check(Allowed::Documents, "a", PDF.to_vec())).0, 415);
    }

    #[test]
    fn text_is_utf8_without_nul_and_without_a_known_signature() {
        assert!(check(Allowed::Documents, "n.txt", "Grüße\n".as_bytes().to_vec()).is_ok());
        assert_eq!(
            status(check(Allowed::Documents, "n.txt", b"a\0b".to_vec())).0,
            415
        );
        assert_eq!(
            status(check(Allowed::Documents, "n.txt", b"\xff\xfe".to_vec())).0,
            415
        );
        assert_eq!(
            status(check(Allowed::Documents, "n.txt", PDF.to_vec())).0,
            415
        );
        assert_eq!(
            status(check(Allowed::Documents, "n.txt", Vec::new())).0,
            422
        );
    }

    #[test]
    fn office_containers_are_recognised() {
        let ole = b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1".to_vec();
        // An OLE compound file whose application `infer` cannot tell is taken for doc and xls.
        assert_eq!(
            check(Allowed::Documents, "a.xls", ole.clone())
                .unwrap()
                .kind,
            FileKind::Xls
        );
        assert_eq!(status(check(Allowed::Documents, "a.pdf", ole)).0, 415);
        let mut docx = b"PK\x03\x04".to_vec();
        docx.extend_from_slice(&[0; 26]);
        docx.extend_from_slice(b"[Content_Types].xml ... PK\x03\x04 word/document.xml");
        assert_eq!(
            check(Allowed::Documents, "a.docx", docx.clone())
                .unwrap()
                .kind,
            FileKind::Docx
        );
        assert_eq!(status(check(Allowed::Documents, "a.xlsx", docx)).0, 415);
        let zip = b"PK\x03\x04\0\0\0\0 plain.zip".to_vec();
        assert_eq!(status(check(Allowed::Documents, "a.docx", zip)).0, 415);
    }

    #[test]
    fn sizes_are_limited_per_kind_of_call() {
        let big = {
            let mut v = JPEG.to_vec();
            v.resize(PHOTO_LIMIT_MB * MIB + 1, 0);
            v
        };
        assert_eq!(
            status(check(Allowed::Photos, "dir/big.jpg", big.clone())),
            (
                413,
                "The file big.jpg is larger than the 10 MB limit.".into()
            )
        );
        assert!(check(Allowed::Documents, "big.jpg", big).is_ok());
    }

    #[test]
    fn stored_types_round_trip() {
        for kind in [FileKind::Jpeg, FileKind::Txt, FileKind::Xlsx] {
            assert_eq!(FileKind::from_content_type(kind.content_type()), Some(kind));
        }
        assert_eq!(FileKind::from_content_type("text/html"), None);
    }
}
