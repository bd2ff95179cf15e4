//! Photo thumbnails for lists: a JPEG whose longest side is [`THUMB_SIDE`] pixels, made from the
//! stored photo on first request and kept beside it as `<photo stem>-thumb.jpg` (a plain stored
//! name, kept in the same store). A new photo has a new random name, so a cached thumb
//! can never show an old picture; removing a photo removes its thumb ([`remove_photo`]).
use std::{io, io::Cursor, sync::OnceLock};

use image::{
    codecs::jpeg::JpegEncoder, imageops::FilterType, DynamicImage, ImageReader, Limits, Rgb,
    RgbImage,
};

use super::{FileStore, FileStoreError};
use crate::blocking::Bounded;

/// The longest side of a thumbnail, in pixels.
pub const THUMB_SIDE: u32 = 320;
const JPEG_QUALITY: u8 = 80;
/// Decoding limits: the photo limits of the upload check (a photo stored before those existed, or
/// a file that lies in its header, still cannot take the server's memory), and at most 256 MiB
/// allocated (40 megapixels of RGBA are 160 MB, plus the resize buffers).
const MAX_SIDE: u32 = super::photo::MAX_PHOTO_SIDE;
const MAX_DECODE_BYTES: u64 = 256 * 1024 * 1024;
/// Photos decoded at once in the whole process; more requests wait for a turn. Each decode may
/// take up to `MAX_DECODE_BYTES`, so this bounds the memory thumbnails can take, and leaves the
/// other cores to the requests that are not decoding.
pub const CONCURRENT_DECODES: usize = 2;

fn decodes() -> &'static Bounded {
    static DECODES: OnceLock<Bounded> = OnceLock::new();
    DECODES.get_or_init(|| Bounded::new(CONCURRENT_DECODES))
}

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

/// The stored name of a picture made from a stored photo and kept beside it:
/// `derived_name("3f9c…e1.png", "-thumb.jpg")` gives `3f9c…e1-thumb.jpg`.
pub fn derived_name(photo: &str, suffix: &str) -> String {
    let stem = photo.split_once('.').map_or(photo, |(stem, _)| stem);
    format!("{stem}{suffix}")
}

/// The stored name of a photo's thumbnail: `3f9c…e1.png` gives `3f9c…e1-thumb.jpg`.
pub fn thumb_name(photo: &str) -> String {
    derived_name(photo, THUMB_SUFFIX)
}

/// How a thumbnail's stored name ends.
pub const THUMB_SUFFIX: &str = "-thumb.jpg";

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

/// The thumbnail of the stored photo `photo`, made and cached in the store on first request;
/// `Ok(None)` when the photo file is missing. The one way handlers get a thumbnail.
pub async fn thumbnail(store: &FileStore, photo: &str) -> Result<Option<Vec<u8>>, ThumbError> {
    derived(store, photo, &thumb_name(photo), make_thumb).await
}

/// A picture made from the stored photo `photo` by `make` (a thumbnail, a print copy), cached in
/// the store as `cached_name` on first request; `Ok(None)` when the photo file is missing.
/// Pictures are decoded on the blocking pool, never on the async runtime's threads, and only with
/// one of the [`CONCURRENT_DECODES`] turns of the whole process (a cached picture needs none). A
/// photo is never altered and a new one has a new name, so a cached picture is always of the photo
/// as stored. The cache is the file store itself, so every instance sharing it sees a picture made
/// by any of them.
pub async fn derived(
    store: &FileStore,
    photo: &str,
    cached_name: &str,
    make: fn(&[u8]) -> Result<Vec<u8>, image::ImageError>,
) -> Result<Option<Vec<u8>>, ThumbError> {
    if let Some(cached) = store.read(cached_name).await? {
        return Ok(Some(cached.to_vec()));
    }
    let turn = decodes().turn().await;
    // Another request may have made it while this one waited for its turn.
    if let Some(cached) = store.read(cached_name).await? {
        return Ok(Some(cached.to_vec()));
    }
    let Some(original) = store.read(photo).await? else {
        return Ok(None);
    };
    // The turn comes back with the picture and is kept until it is stored: a request that waited for
    // it then finds the picture made.
    let (made, _turn) = decodes()
        .run_with(turn, move || make(&original))
        .await
        .map_err(|e| ThumbError::Io {
            action: "finish",
            source: io::Error::other(e),
        })?;
    let picture = made?;
    // A put is whole or nothing on every backend: two first requests at once both write the same
    // picture, and neither can serve a half-written one.
    store
        .put_named(cached_name, bytes::Bytes::from(picture.clone()))
        .await?;
    Ok(Some(picture))
}

/// The most decodes that ran at once since the process started.
pub fn peak_concurrent_decodes() -> usize {
    decodes().peak()
}

/// Removes a stored photo and its cached thumbnail (either may already be gone).
pub async fn remove_photo(store: &FileStore, photo: &str) -> Result<(), FileStoreError> {
    store.remove(photo).await?;
    store.remove(&thumb_name(photo)).await
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

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn decodes_wait_for_a_turn() {
        let dir = tempfile::tempdir().unwrap();
        let store = FileStore::in_data_dir(dir.path()).unwrap();
        let mut photos = Vec::new();
        for _ in 0..8 {
            photos.push(store.put(png(1200, 900), "png").await.unwrap());
        }
        let asked = photos.iter().map(|p| {
            let (store, p) = (store.clone(), p.clone());
            tokio::spawn(async move { thumbnail(&store, &p).await })
        });
        for made in futures_join(asked).await {
            assert!(made.unwrap().is_some());
        }
        let peak = peak_concurrent_decodes();
        assert!((1..=CONCURRENT_DECODES).contains(&peak), "{peak}");
    }

    async fn futures_join<T>(tasks: impl Iterator<Item = tokio::task::JoinHandle<T>>) -> Vec<T> {
        let mut out = Vec::new();
        for task in tasks.collect::<Vec<_>>() {
            out.push(task.await.unwrap());
        }
        out
    }

    #[test]
    fn a_header_claiming_huge_dimensions_is_not_decoded() {
        let mut bomb = png(1, 1);
        // IHDR width and height live at bytes 16..24; the CRC is not checked before the limits.
        bomb[16..20].copy_from_slice(&20_000u32.to_be_bytes());
        bomb[20..24].copy_from_slice(&20_000u32.to_be_bytes());
        assert!(make_thumb(&bomb).is_err());
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_thumb_is_made_once_and_removed_with_its_photo() {
        let dir = tempfile::tempdir().unwrap();
        let store = FileStore::in_data_dir(dir.path()).unwrap();
        let photo = store.put(png(640, 480), "png").await.unwrap();
        assert_eq!(thumb_name(&photo), photo.replace(".png", "-thumb.jpg"));
        let first = thumbnail(&store, &photo).await.unwrap().unwrap();
        let cached = store.read(&thumb_name(&photo)).await.unwrap().unwrap();
        assert_eq!(cached.to_vec(), first);
        let made = store.head(&thumb_name(&photo)).await.unwrap().unwrap();
        assert_eq!(thumbnail(&store, &photo).await.unwrap().unwrap(), first);
        assert_eq!(
            store.head(&thumb_name(&photo)).await.unwrap().unwrap(),
            made,
            "served from the cache, not made again"
        );
        // Only the photo and its thumb: no temporary file is left behind.
        assert_eq!(store.list().await.unwrap().len(), 2);
        remove_photo(&store, &photo).await.unwrap();
        assert_eq!(store.list().await.unwrap().len(), 0);
        assert!(thumbnail(&store, &photo).await.unwrap().is_none());
    }
}
