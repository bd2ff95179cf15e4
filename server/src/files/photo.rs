//! What an item photo goes through before it is stored (after [`super::upload::check`] confirmed
//! its type):
//!
//! - **Size in pixels**, read from the picture's header only: a 48 KB PNG can claim 20000x20000
//!   pixels, and decoding it for a thumbnail would take gigabytes. Over [`MAX_PHOTO_PIXELS`] (or
//!   [`MAX_PHOTO_SIDE`] on one side) is a 422 at upload; thumbnails decode within the same limits.
//! - **Metadata**: a collector's phone photo carries the GPS position of where the work hangs, the
//!   phone's make and serial numbers, and XMP copies of them. JPEG APP1 (EXIF, XMP), APP12 and
//!   APP13 (IPTC) segments and comments, and PNG `eXIf`, text and time chunks are removed by
//!   editing the container (the `img-parts` crate): the compressed picture is not touched, so there
//!   is no quality loss. Only the EXIF orientation is kept (in a new, minimal EXIF block) so the
//!   photo still shows the right way up. Colour profiles (ICC) and Adobe colour data stay.
//!   BMP has no metadata blocks; GIF may carry XMP in rare editor files and is stored as sent.
use std::io::Cursor;

use image::{metadata::Orientation, ImageReader};
use img_parts::{jpeg::Jpeg, png::Png, Bytes, ImageEXIF};

use super::upload::FileKind;
use crate::error::{AppError, AppResult};

/// Most pixels a photo may have: 40 megapixels, more than phone cameras and most scans give,
/// and at most 160 MB once decoded for its thumbnail.
pub const MAX_PHOTO_PIXELS: u64 = 40_000_000;
/// Longest side of a photo, in pixels (a panorama may be long, but not endless).
pub const MAX_PHOTO_SIDE: u32 = 16_384;

/// Checks a photo's size in pixels and removes its metadata; the bytes to store.
pub fn prepare(name: &str, kind: FileKind, bytes: Vec<u8>) -> AppResult<Vec<u8>> {
    let (width, height) = dimensions(&bytes).ok_or_else(|| {
        AppError::Unprocessable(format!("The photo {name} cannot be read as a picture."))
    })?;
    if u64::from(width) * u64::from(height) > MAX_PHOTO_PIXELS || width.max(height) > MAX_PHOTO_SIDE
    {
        return Err(AppError::Unprocessable(format!(
            "The photo {name} is {width}x{height} pixels: at most {} megapixels and {MAX_PHOTO_SIDE} \
             pixels a side are accepted.",
            MAX_PHOTO_PIXELS / 1_000_000
        )));
    }
    Ok(without_metadata(kind, bytes))
}

/// Width and height from the picture's header, without decoding it.
fn dimensions(bytes: &[u8]) -> Option<(u32, u32)> {
    ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .ok()?
        .into_dimensions()
        .ok()
}

/// The photo without EXIF/XMP/IPTC/text metadata (see the module notes); a JPEG or PNG that
/// `img-parts` cannot take apart is kept as sent (it passed the type check, and the image
/// decoder reads it; such files are rare and would lose nothing we could remove safely).
fn without_metadata(kind: FileKind, bytes: Vec<u8>) -> Vec<u8> {
    let stripped = match kind {
        FileKind::Jpeg => Jpeg::from_bytes(Bytes::from(bytes.clone()))
            .ok()
            .map(|mut jpeg| {
                let orientation = kept_orientation(jpeg.exif());
                jpeg.segments_mut()
                    .retain(|s| !JPEG_METADATA_MARKERS.contains(&s.marker()));
                jpeg.set_exif(orientation);
                jpeg.encoder().bytes().to_vec()
            }),
        FileKind::Png => Png::from_bytes(Bytes::from(bytes.clone()))
            .ok()
            .map(|mut png| {
                let orientation = kept_orientation(png.exif());
                png.chunks_mut()
                    .retain(|c| !PNG_METADATA_CHUNKS.contains(&&c.kind()));
                png.set_exif(orientation);
                png.encoder().bytes().to_vec()
            }),
        _ => None,
    };
    stripped.unwrap_or(bytes)
}

/// APP1 (EXIF and XMP), APP12 (camera "Picture Info"), APP13 (Photoshop/IPTC, with places and
/// names) and COM (free-text comments).
const JPEG_METADATA_MARKERS: [u8; 4] = [0xE1, 0xEC, 0xED, 0xFE];
/// `eXIf`, the text chunks (XMP lives in `iTXt`) and the modification time.
const PNG_METADATA_CHUNKS: [&[u8; 4]; 5] = [b"eXIf", b"tEXt", b"zTXt", b"iTXt", b"tIME"];

/// A minimal EXIF block holding only the original's orientation, or `None` when it had none
/// (or the upright one).
fn kept_orientation(exif: Option<Bytes>) -> Option<Bytes> {
    let orientation = Orientation::from_exif_chunk(&exif?)?;
    (orientation != Orientation::NoTransforms)
        .then(|| Bytes::from(orientation_only_exif(orientation.to_exif())))
}

/// A little-endian TIFF header and one IFD with one entry: tag 0x0112 (Orientation), SHORT, 1.
fn orientation_only_exif(value: u8) -> Vec<u8> {
    let mut exif = b"II*\0\x08\0\0\0".to_vec(); // byte order, magic 42, IFD at offset 8
    exif.extend_from_slice(&1u16.to_le_bytes()); // one entry
    exif.extend_from_slice(&0x0112u16.to_le_bytes());
    exif.extend_from_slice(&3u16.to_le_bytes()); // SHORT
    exif.extend_from_slice(&1u32.to_le_bytes()); // one value
    exif.extend_from_slice(&[value, 0, 0, 0]); // the value, left-justified in 4 bytes
    exif.extend_from_slice(&0u32.to_le_bytes()); // no next IFD
    exif
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::ImageEncoder;

    fn jpeg(width: u32, height: u32) -> Vec<u8> {
        let mut out = Cursor::new(Vec::new());
        image::DynamicImage::new_rgb8(width, height)
            .write_to(&mut out, image::ImageFormat::Jpeg)
            .unwrap();
        out.into_inner()
    }

    /// EXIF with a GPS pointer and an orientation of 6 (rotate 90°), as a phone writes it.
    fn phone_exif() -> Vec<u8> {
        let mut exif = b"II*\0\x08\0\0\0".to_vec();
        exif.extend_from_slice(&2u16.to_le_bytes());
        exif.extend_from_slice(&[0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0]);
        exif.extend_from_slice(&[0x25, 0x88, 4, 0, 1, 0, 0, 0, 0x26, 0, 0, 0]); // GPS IFD
        exif.extend_from_slice(&0u32.to_le_bytes());
        exif.extend_from_slice(b"GPS 51.5074N 0.1278W iPhone SERIAL-1234");
        exif
    }

    #[test]
    fn jpeg_metadata_goes_and_the_picture_and_orientation_stay() {
        let mut photo = Jpeg::from_bytes(Bytes::from(jpeg(64, 48))).unwrap();
        photo.set_exif(Some(Bytes::from(phone_exif())));
        let xmp = b"http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>GPSLatitude 51.5</x:xmpmeta>";
        photo.segments_mut().insert(
            2,
            img_parts::jpeg::JpegSegment::new_with_contents(0xE1, Bytes::from(&xmp[..])),
        );
        let sent = photo.encoder().bytes().to_vec();
        assert!(contains(&sent, b"SERIAL-1234") && contains(&sent, b"GPSLatitude"));

        let stored = prepare("p.jpg", FileKind::Jpeg, sent.clone()).unwrap();
        assert!(!contains(&stored, b"SERIAL-1234") && !contains(&stored, b"GPSLatitude"));
        assert!(!contains(&stored, b"xmpmeta"));
        let kept = Jpeg::from_bytes(Bytes::from(stored.clone())).unwrap();
        assert_eq!(
            Orientation::from_exif_chunk(&kept.exif().unwrap()),
            Some(Orientation::Rotate90)
        );
        // Not recompressed: the scan data is the same bytes.
        let scan = |b: &[u8]| {
            let j = Jpeg::from_bytes(Bytes::from(b.to_vec())).unwrap();
            j.segments().last().unwrap().clone().encoder().bytes()
        };
        assert_eq!(scan(&stored), scan(&sent));
        assert_eq!(image::load_from_memory(&stored).unwrap().width(), 64);
    }

    #[test]
    fn png_text_and_exif_chunks_go() {
        let mut out = Vec::new();
        image::codecs::png::PngEncoder::new(&mut out)
            .write_image(&[0u8; 4 * 3], 2, 2, image::ExtendedColorType::Rgb8)
            .unwrap();
        let mut png = Png::from_bytes(Bytes::from(out)).unwrap();
        png.set_exif(Some(Bytes::from(phone_exif())));
        let text = img_parts::png::PngChunk::new(*b"tEXt", Bytes::from(&b"Comment\0GPS here"[..]));
        png.chunks_mut().insert(1, text);
        let stored = prepare("p.png", FileKind::Png, png.encoder().bytes().to_vec()).unwrap();
        assert!(!contains(&stored, b"SERIAL-1234") && !contains(&stored, b"GPS here"));
        assert_eq!(image::load_from_memory(&stored).unwrap().width(), 2);
    }

    #[test]
    fn a_picture_over_the_pixel_limit_is_refused_from_its_header() {
        // 20000x20000 claimed in a tiny file: refused without decoding.
        let mut bomb = Png::from_bytes(Bytes::from(png_header_only())).unwrap();
        let ihdr = bomb.chunks()[0].contents().to_vec();
        let mut big = ihdr.clone();
        big[0..4].copy_from_slice(&20_000u32.to_be_bytes());
        big[4..8].copy_from_slice(&20_000u32.to_be_bytes());
        bomb.chunks_mut()[0] = img_parts::png::PngChunk::new(*b"IHDR", Bytes::from(big));
        let e = prepare("bomb.png", FileKind::Png, bomb.encoder().bytes().to_vec()).unwrap_err();
        assert_eq!(e.status().as_u16(), 422);
        assert!(
            e.public_message().contains("20000x20000"),
            "{}",
            e.public_message()
        );
        assert!(prepare("wide.jpg", FileKind::Jpeg, jpeg(16_385, 1)).is_err());
        assert!(prepare("ok.jpg", FileKind::Jpeg, jpeg(2000, 1500)).is_ok());
        assert!(prepare("x.jpg", FileKind::Jpeg, b"\xFF\xD8\xFF\xE0 junk".to_vec()).is_err());
    }

    fn png_header_only() -> Vec<u8> {
        let mut out = Vec::new();
        image::codecs::png::PngEncoder::new(&mut out)
            .write_image(&[0u8; 3], 1, 1, image::ExtendedColorType::Rgb8)
            .unwrap();
        out
    }

    fn contains(haystack: &[u8], needle: &[u8]) -> bool {
        haystack.windows(needle.len()).any(|w| w == needle)
    }
}
