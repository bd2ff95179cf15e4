//! [`FileStore`]: the stored files of one Plinth installation, on either backend
//! ([`super::backend`] opens them). Object names are the flat, opaque stored names; serving a file
//! never needs a listing.
use std::{
    fmt,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
};

use bytes::Bytes;
use chrono::{DateTime, Utc};
use futures_util::{stream::BoxStream, StreamExt, TryStreamExt};
use object_store::{path::Path, ObjectStore, ObjectStoreExt, PutPayload, WriteMultipart};
use rand::RngCore;

/// Longest stored name accepted: 32 hex digits, `-thumb`, a dot and a short extension.
const MAX_NAME_LEN: usize = 64;
const MAX_EXT_LEN: usize = 10;
/// Objects larger than this go up as a multipart upload, in parts of [`PART_SIZE`]: a 20 MB
/// document is sent in pieces (retried piece by piece), and every S3 server takes parts of 5 MiB.
const MULTIPART_FROM: usize = 8 * 1024 * 1024;
const PART_SIZE: usize = 5 * 1024 * 1024;
/// Parts sent at once in a multipart upload.
const PARTS_AT_ONCE: usize = 4;

/// Backend errors since the process started (for the logs and `/metrics`).
static ERRORS: AtomicU64 = AtomicU64::new(0);

/// How many operations of the object store failed since the process started (a missing file asked
/// for is not a failure).
pub fn error_count() -> u64 {
    ERRORS.load(Ordering::Relaxed)
}

#[derive(Debug, thiserror::Error)]
pub enum FileStoreError {
    #[error("'{0}' is not a stored file name")]
    BadName(String),
    #[error("'{0}' is not an allowed file extension")]
    BadExtension(String),
    /// `--object-store` (or the local folder) cannot be used as given.
    #[error("{0}")]
    Config(String),
    #[error("cannot {action} {name} in {store}: {source}")]
    Backend {
        action: &'static str,
        name: String,
        store: String,
        #[source]
        source: object_store::Error,
    },
}

/// A stored file's name, size and time of writing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileMeta {
    pub name: String,
    pub size: u64,
    pub modified: DateTime<Utc>,
}

/// A stored file being read: its size and its bytes as they arrive.
pub struct StoredFile {
    pub size: u64,
    pub stream: BoxStream<'static, Result<Bytes, FileStoreError>>,
}

/// The stored files of one Plinth installation. Cheap to clone (one shared client).
#[derive(Clone)]
pub struct FileStore {
    inner: Arc<dyn ObjectStore>,
    /// Where the files are, for messages: `the folder /srv/data/files`, `s3://bucket`.
    place: Arc<str>,
    /// The folder of the local backend (for [`Self::remove_partial_writes`]).
    local_root: Option<Arc<std::path::Path>>,
}

impl fmt::Debug for FileStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FileStore({})", self.place)
    }
}

impl FileStore {
    pub(super) fn new(
        inner: Arc<dyn ObjectStore>,
        place: String,
        local_root: Option<std::path::PathBuf>,
    ) -> Self {
        FileStore {
            inner,
            place: place.into(),
            local_root: local_root.map(Into::into),
        }
    }

    /// Where the files are, for messages (`the folder …`, `s3://…`).
    pub fn place(&self) -> &str {
        &self.place
    }

    fn fail(
        &self,
        action: &'static str,
        name: &str,
        source: object_store::Error,
    ) -> FileStoreError {
        ERRORS.fetch_add(1, Ordering::Relaxed);
        tracing::warn!(store = %self.place, file = name, error = %source, "object store: cannot {action}");
        FileStoreError::Backend {
            action,
            name: name.to_owned(),
            store: self.place.to_string(),
            source,
        }
    }

    /// Writes `bytes` as a new file and returns its stored name, e.g. `3f9c…e1.jpg`. `ext` is
    /// chosen by the caller from a known type (lower-case letters and digits), not taken from a
    /// client's file name. Large files go up in parts; a failed write leaves nothing behind.
    pub async fn put(&self, bytes: impl Into<Bytes>, ext: &str) -> Result<String, FileStoreError> {
        if ext.is_empty()
            || ext.len() > MAX_EXT_LEN
            || !ext
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        {
            return Err(FileStoreError::BadExtension(ext.to_owned()));
        }
        let mut random = [0u8; 16];
        rand::rngs::OsRng.fill_bytes(&mut random);
        let name = format!("{}.{ext}", hex(&random));
        self.put_named(&name, bytes.into()).await?;
        Ok(name)
    }

    /// Writes `bytes` under a stored name the caller made (a thumbnail's, a restored file's),
    /// replacing what was there. The object appears whole or not at all.
    pub async fn put_named(&self, name: &str, bytes: Bytes) -> Result<(), FileStoreError> {
        let path = object_path(name)?;
        if bytes.len() < MULTIPART_FROM {
            self.inner
                .put(&path, PutPayload::from_bytes(bytes))
                .await
                .map_err(|e| self.fail("write", name, e))?;
            return Ok(());
        }
        let upload = self
            .inner
            .put_multipart(&path)
            .await
            .map_err(|e| self.fail("start writing", name, e))?;
        let mut writer = WriteMultipart::new_with_chunk_size(upload, PART_SIZE);
        // The parts are slices of `bytes`, not copies.
        let mut rest = bytes;
        while !rest.is_empty() {
            writer
                .wait_for_capacity(PARTS_AT_ONCE)
                .await
                .map_err(|e| self.fail("write a part of", name, e))?;
            let part = rest.split_to(rest.len().min(PART_SIZE));
            writer.put(part);
        }
        // `finish` aborts the upload (its parts are deleted) when a part or the completion fails.
        writer
            .finish()
            .await
            .map_err(|e| self.fail("finish writing", name, e))?;
        Ok(())
    }

    /// The stored file `name` as a stream, or `None` when there is no such file.
    pub async fn get(&self, name: &str) -> Result<Option<StoredFile>, FileStoreError> {
        let Some(got) = self.fetch(name).await? else {
            return Ok(None);
        };
        let size = got.meta.size;
        let (store, name) = (self.clone(), name.to_owned());
        let stream = got
            .into_stream()
            .map_err(move |e| store.fail("read", &name, e))
            .boxed();
        Ok(Some(StoredFile { size, stream }))
    }

    /// The whole stored file `name`, or `None` when there is no such file. For files read whole
    /// anyway (a photo to decode, a PDF to embed); serving a download uses [`Self::get`].
    pub async fn read(&self, name: &str) -> Result<Option<Bytes>, FileStoreError> {
        let Some(got) = self.fetch(name).await? else {
            return Ok(None);
        };
        got.bytes()
            .await
            .map(Some)
            .map_err(|e| self.fail("read", name, e))
    }

    async fn fetch(&self, name: &str) -> Result<Option<object_store::GetResult>, FileStoreError> {
        match self.inner.get(&object_path(name)?).await {
            Ok(got) => Ok(Some(got)),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(self.fail("read", name, e)),
        }
    }

    /// The size and time of the stored file `name`, or `None` when there is no such file.
    pub async fn head(&self, name: &str) -> Result<Option<FileMeta>, FileStoreError> {
        let path = object_path(name)?;
        match self.inner.head(&path).await {
            Ok(meta) => Ok(Some(FileMeta {
                name: name.to_owned(),
                size: meta.size,
                modified: meta.last_modified,
            })),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(self.fail("look up", name, e)),
        }
    }

    /// Removes a stored file; a file that is already gone is not an error.
    pub async fn remove(&self, name: &str) -> Result<(), FileStoreError> {
        let path = object_path(name)?;
        match self.inner.delete(&path).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(e) => Err(self.fail("remove", name, e)),
        }
    }

    /// Every stored file (with a name the store gives; anything else in the folder or bucket is
    /// not the store's). For the sweep and backups only: serving never lists.
    pub async fn list(&self) -> Result<Vec<FileMeta>, FileStoreError> {
        let mut listed = self.inner.list(None);
        let mut files = Vec::new();
        while let Some(meta) = listed.next().await {
            let meta = meta.map_err(|e| self.fail("list the files of", "the store", e))?;
            let name = meta.location.as_ref();
            if is_plain_name(name) {
                files.push(FileMeta {
                    name: name.to_owned(),
                    size: meta.size,
                    modified: meta.last_modified,
                });
            }
        }
        Ok(files)
    }

    /// Removes what writes cut short left behind, older than `cutoff`. The local backend writes a
    /// file as `NAME#N` and renames it when whole, so a killed process can leave such a file (which
    /// [`Self::list`] never shows). On S3 an object appears whole or not at all; the parts of an
    /// upload cut short are the bucket's to expire (a lifecycle rule, docs/files.md).
    pub async fn remove_partial_writes(
        &self,
        cutoff: DateTime<Utc>,
    ) -> Result<usize, FileStoreError> {
        let Some(root) = self.local_root.clone() else {
            return Ok(0);
        };
        let place = self.place.clone();
        let io =
            move |e: std::io::Error| FileStoreError::Config(format!("cannot sweep {place}: {e}"));
        tokio::task::spawn_blocking(move || {
            let mut removed = 0;
            for entry in std::fs::read_dir(&root)? {
                let entry = entry?;
                let name = entry.file_name();
                let Some((stem, _)) = name.to_str().and_then(|n| n.split_once('#')) else {
                    continue;
                };
                let modified: DateTime<Utc> = entry.metadata()?.modified()?.into();
                if is_plain_name(stem) && modified < cutoff {
                    std::fs::remove_file(entry.path())?;
                    removed += 1;
                }
            }
            Ok(removed)
        })
        .await
        .map_err(|e| io(std::io::Error::other(e)))?
        .map_err(io)
    }

    /// Whether the store answers: the folder is there, or the bucket exists and our credentials
    /// may list it. `/api/ready` asks this.
    pub async fn check_ready(&self) -> Result<(), FileStoreError> {
        // A listing under a prefix no stored name has: one small request that fails on a missing
        // bucket, wrong credentials or an unreachable server (a HEAD of a missing object would
        // answer 404 for a missing bucket as well).
        let probe = Path::from("plinth-ready-probe");
        self.inner
            .list_with_delimiter(Some(&probe))
            .await
            .map(|_| ())
            .map_err(|e| self.fail("reach", "the store", e))
    }
}

/// The object path of a stored name, or `BadName` when `name` is not a plain stored name.
fn object_path(name: &str) -> Result<Path, FileStoreError> {
    if is_plain_name(name) {
        Ok(Path::from(name))
    } else {
        Err(FileStoreError::BadName(name.to_owned()))
    }
}

/// Letters, digits, `-`, `_` and single dots; starts with a letter or digit; no separators.
pub(super) fn is_plain_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= MAX_NAME_LEN
        && name.as_bytes()[0].is_ascii_alphanumeric()
        && !name.contains("..")
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn collect(file: StoredFile) -> Vec<u8> {
        let chunks: Vec<Bytes> = file.stream.try_collect().await.unwrap();
        chunks.concat()
    }

    #[tokio::test]
    async fn put_then_read_then_remove() {
        let dir = tempfile::tempdir().unwrap();
        let store = FileStore::in_data_dir(dir.path()).unwrap();
        let name = store.put(&b"hello"[..], "txt").await.unwrap();
        assert!(name.ends_with(".txt") && name.len() == 36, "{name}");
        assert_eq!(
            std::fs::read(dir.path().join("files").join(&name)).unwrap(),
            b"hello"
        );
        assert_eq!(store.read(&name).await.unwrap().unwrap(), &b"hello"[..]);
        let got = store.get(&name).await.unwrap().unwrap();
        assert_eq!(got.size, 5);
        assert_eq!(collect(got).await, b"hello");
        assert_eq!(store.head(&name).await.unwrap().unwrap().size, 5);
        assert_ne!(
            store.put(&b"hello"[..], "txt").await.unwrap(),
            name,
            "names are random"
        );
        store.remove(&name).await.unwrap();
        assert!(store.read(&name).await.unwrap().is_none());
        assert!(store.get(&name).await.unwrap().is_none());
        assert!(store.head(&name).await.unwrap().is_none());
        store.remove(&name).await.unwrap();
        assert_eq!(store.list().await.unwrap().len(), 1);
        store.check_ready().await.unwrap();
    }

    #[tokio::test]
    async fn a_large_file_goes_up_in_parts_and_comes_back_whole() {
        let dir = tempfile::tempdir().unwrap();
        let store = FileStore::in_data_dir(dir.path()).unwrap();
        let big: Vec<u8> = (0..MULTIPART_FROM + PART_SIZE + 7)
            .map(|i| (i % 251) as u8)
            .collect();
        let name = store.put(big.clone(), "pdf").await.unwrap();
        assert_eq!(collect(store.get(&name).await.unwrap().unwrap()).await, big);
        let names: Vec<String> = store
            .list()
            .await
            .unwrap()
            .into_iter()
            .map(|f| f.name)
            .collect();
        assert_eq!(names, [name], "no part left behind");
    }

    #[tokio::test]
    async fn only_plain_names_and_extensions_are_accepted() {
        let dir = tempfile::tempdir().unwrap();
        let store = FileStore::in_data_dir(dir.path()).unwrap();
        for bad in [
            "",
            "../x",
            "a/b",
            "a\\b",
            "..",
            ".",
            ".hidden",
            "a..b",
            "/etc/passwd",
            "x y",
            "é.jpg",
        ] {
            assert!(
                matches!(store.read(bad).await, Err(FileStoreError::BadName(_))),
                "{bad:?} must be refused"
            );
            assert!(store.remove(bad).await.is_err(), "{bad:?} must be refused");
        }
        assert!(store.head(&"a".repeat(65)).await.is_err());
        assert!(store.head("0123abcd.jpg").await.unwrap().is_none());
        for bad in ["", "JPG", "j.pg", "../jpg", "toolongextension"] {
            assert!(matches!(
                store.put(&b"x"[..], bad).await,
                Err(FileStoreError::BadExtension(_))
            ));
        }
    }
}
