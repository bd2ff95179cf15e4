//! Photo thumbnails for lists: a JPEG whose longest side is [`THUMB_SIDE`] pixels, made from the
//! stored photo on first request and kept beside it as `<photo stem>-thumb.jpg` (a plain stored
//! name, so [`FileStore::path`] accepts it). A new photo has a new random name, so a cached thumb
//! can never show an old picture; removing a photo removes its thumb ([`remove_photo`]).
use std::{fs, io, io::Cursor};

use image::{
    codecs::jpeg::JpegEncoder, imageops::FilterType, DynamicImage, ImageReader, Limits, Rgb,
    RgbImage,
};

use super::{FileStore, FileStoreError};

/// The longest side of a thumbnail, in pixels.
pub const THUMB_SIDE: u32 = 320;
const JPEG_QUALITY: u8 = 80;
/// Pictures larger than this (either side) are not decoded: no upload of ours is that large, and
/// a small file claiming huge dimensions would otherwise take the memory of the whole server.
const MAX_SIDE: u32 = 20_000;
const MAX_DECODE_BYTES: u64 = 512 * 1024 * 1024;

#[derive(Debug, thiserror::Error)]
pub enum ThumbError {
    /// The stored photo is not a picture we can read.
    #[error("the photo cannot be decoded: {0}")]
    Undecodable(#[from] image::ImageError),
    #[error(transparent)]
    Store(#[from] FileStoreError),
    #[error("cannot {action} a thumbnail: {source}")]
    Io {
        action: &'static str,
        #[source]
        source: io::Error,
    },
}

/// The stored name of a photo's thumbnail: `3f9c…e1.png` gives `3f9c…e1-thumb.jpg`.
pub fn thumb_name(photo: &str) -> String {
    let stem = photo.split_once('.').map_or(photo, |(stem, _)| stem);
    format!("{stem}-thumb.jpg")
}

/// Decodes a picture (within the size limits above) and makes its thumbnail as JPEG bytes.
/// Transparent areas become white; a picture already small enough is only re-encoded.
pub fn make_thumb(photo: &[u8]) -> Result<Vec<u8>, image::ImageError> {
    let mut reader = ImageReader::new(Cursor::new(photo)).with_guessed_format()?;
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_DECODE_BYTES);
    reader.limits(limits);
    let picture = reader.decode()?;
    let picture = if picture.width().max(picture.height()) > THUMB_SIDE {
        picture.resize(THUMB_SIDE, THUMB_SIDE, FilterType::Triangle)
    } else {
        picture
    };
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY).encode_image(&on_white(&picture))?;
    Ok(out)
}

fn on_white(picture: &DynamicImage) -> RgbImage {
    let rgba = picture.to_rgba8();
    RgbImage::from_fn(rgba.width(), rgba.height(), |x, y| {
        let [r, g, b, a] = rgba.get_pixel(x, y).0;
        let blend = |c: u8| ((c as u32 * a as u32 + 255 * (255 - a as u32)) / 255) as u8;
        Rgb([blend(r), blend(g), blend(b)])
    })
}

/// The thumbnail of the stored photo `photo`, made and cached on first request. `Ok(None)` when
/// the photo file is missing. Blocking: call it from `spawn_blocking`.
pub fn cached_thumb(store: &FileStore, photo: &str) -> Result<Option<Vec<u8>>, ThumbError> {
    let thumb_path = store.path(&thumb_name(photo))?;
    match fs::read(&thumb_path) {
        Ok(bytes) => return Ok(Some(bytes)),
        Err(e) if e.kind() != io::ErrorKind::NotFound => {
            return Err(ThumbError::Io {
                action: "read",
                source: e,
            })
        }
        Err(_) => {}
    }
    let original = match fs::read(store.path(photo)?) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(ThumbError::Io {
                action: "read the photo for",
                source: e,
            })
        }
    };
    let thumb = make_thumb(&original)?;
    // Written under a temporary name and renamed into place, so two first requests at once
    // never serve a half-written file.
    let temporary = store.put(&thumb, "tmp")?;
    let renamed = fs::rename(store.path(&temporary)?, &thumb_path);
    if let Err(e) = renamed {
        let _ = store.remove(&temporary);
        return Err(ThumbError::Io {
            action: "store",
            source: e,
        });
    }
    Ok(Some(thumb))
}

/// Removes a stored photo and its cached thumbnail (either may already be gone).
pub fn remove_photo(store: &FileStore, photo: &str) -> Result<(), FileStoreError> {
    store.remove(photo)?;
    store.remove(&thumb_name(photo))
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{codecs::png::PngEncoder, ImageEncoder, Rgba, RgbaImage};

    fn png(width: u32, height: u32) -> Vec<u8> {
        let picture = RgbaImage::from_pixel(width, height, Rgba([200, 20, 20, 0]));
        let mut out = Vec::new();
        PngEncoder::new(&mut out)
            .write_image(
                picture.as_raw(),
                width,
                height,
                image::ExtendedColorType::Rgba8,
            )
            .unwrap();
        out
    }

    fn size_of(jpeg: &[u8]) -> (u32, u32) {
        let decoded = image::load_from_memory(jpeg).unwrap();
        (decoded.width(), decoded.height())
    }

    #[test]
    fn thumbs_fit_the_longest_side_and_keep_the_shape() {
        assert_eq!(size_of(&make_thumb(&png(800, 400)).unwrap()), (320, 160));
        assert_eq!(size_of(&make_thumb(&png(300, 900)).unwrap()), (107, 320));
        assert_eq!(size_of(&make_thumb(&png(100, 50)).unwrap()), (100, 50));
        // Transparent pixels are drawn on white.
        let small = image::load_from_memory(&make_thumb(&png(10, 10)).unwrap()).unwrap();
        assert!(small.to_rgb8().get_pixel(5, 5).0.iter().all(|c| *c > 240));
    }

    #[test]
    fn garbage_is_an_error_not_a_panic() {
        assert!(make_thumb(b"\xFF\xD8\xFF\xE0 not really a jpeg").is_err());
        assert!(make_thumb(b"").is_err());
    }

    #[test]
    fn the_thumb_is_made_once_and_removed_with_its_photo() {
        let dir = tempfile::tempdir().unwrap();
        let store = FileStore::in_data_dir(dir.path());
        let photo = store.put(&png(640, 480), "png").unwrap();
        assert_eq!(thumb_name(&photo), photo.replace(".png", "-thumb.jpg"));
        let first = cached_thumb(&store, &photo).unwrap().unwrap();
        let cached = store.path(&thumb_name(&photo)).unwrap();
        assert_eq!(fs::read(&cached).unwrap(), first);
        assert_eq!(cached_thumb(&store, &photo).unwrap().unwrap(), first);
        // Only the photo and its thumb: no temporary file is left behind.
        assert_eq!(fs::read_dir(store.root()).unwrap().count(), 2);
        remove_photo(&store, &photo).unwrap();
        assert_eq!(fs::read_dir(store.root()).unwrap().count(), 0);
        assert!(cached_thumb(&store, &photo).unwrap().is_none());
    }
}
