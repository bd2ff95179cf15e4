//! Stored files (photos, documents) on the local disk, under `<data_dir>/files`.
//!
//! - [`FileStore::put`] writes bytes under a new random name (128 bits, hex) plus an extension we
//!   chose; a stored name never comes from user input, so an upload's own file name is only ever
//!   display text (`document.name`), while `document.file_name` holds the stored name.
//! - [`FileStore::path`] turns a stored name back into a path, refusing anything that is not a
//!   plain stored name (`/`, `\`, `..`, empty, hidden, odd characters), so a name read from a
//!   request or a row can never reach outside the store.
//! - [`StagedFiles`] pairs files with a database transaction: put the files first, commit the rows,
//!   then call [`StagedFiles::keep`]; if anything fails before that, dropping it removes the files,
//!   so a failed change leaves neither rows nor files behind.
//!
//! Calls are synchronous and small; a handler that writes large uploads should call them from
//! `spawn_blocking`.
use std::{
    fs,
    io::{self, Write},
    path::{Path, PathBuf},
};

use rand::RngCore;

pub mod form;
pub mod names;
pub mod photo;
pub mod thumb;
pub mod upload;

/// Longest stored name accepted by [`FileStore::path`]: 32 hex digits, a dot and a short extension.
const MAX_NAME_LEN: usize = 64;
const MAX_EXT_LEN: usize = 10;

#[derive(Debug, thiserror::Error)]
pub enum FileStoreError {
    #[error("'{0}' is not a stored file name")]
    BadName(String),
    #[error("'{0}' is not an allowed file extension")]
    BadExtension(String),
    #[error("cannot {action} {path}: {source}")]
    Io {
        action: &'static str,
        path: PathBuf,
        #[source]
        source: io::Error,
    },
}

impl FileStoreError {
    fn io(action: &'static str, path: &Path, source: io::Error) -> Self {
        FileStoreError::Io {
            action,
            path: path.to_path_buf(),
            source,
        }
    }
}

/// The stored files of one Plinth installation.
#[derive(Clone, Debug)]
pub struct FileStore {
    root: PathBuf,
}

impl FileStore {
    /// The store of a data directory: `<data_dir>/files` (created on the first write).
    pub fn in_data_dir(data_dir: &Path) -> Self {
        Self::at(data_dir.join("files"))
    }

    /// A store rooted at `root` (created on the first write).
    pub fn at(root: PathBuf) -> Self {
        FileStore { root }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Writes `bytes` as a new file and returns its stored name, e.g. `3f9c…e1.jpg`. `ext` is
    /// chosen by the caller from a known type (lower-case letters and digits), not taken from a
    /// client's file name. A half-written file is removed before the error is returned.
    pub fn put(&self, bytes: &[u8], ext: &str) -> Result<String, FileStoreError> {
        if ext.is_empty()
            || ext.len() > MAX_EXT_LEN
            || !ext
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        {
            return Err(FileStoreError::BadExtension(ext.to_owned()));
        }
        fs::create_dir_all(&self.root)
            .map_err(|e| FileStoreError::io("create the files folder", &self.root, e))?;
        let mut random = [0u8; 16];
        rand::rngs::OsRng.fill_bytes(&mut random);
        let name = format!("{}.{ext}", hex(&random));
        let path = self.root.join(&name);
        // `create_new`: never overwrite, even on the astronomically unlikely repeat of a name.
        let written = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
            .and_then(|mut file| {
                file.write_all(bytes)?;
                file.sync_data()
            });
        if let Err(e) = written {
            let _ = fs::remove_file(&path);
            return Err(FileStoreError::io("write", &path, e));
        }
        Ok(name)
    }

    /// The path of a stored file, or `BadName` when `name` is not a plain stored name.
    pub fn path(&self, name: &str) -> Result<PathBuf, FileStoreError> {
        if is_plain_name(name) {
            Ok(self.root.join(name))
        } else {
            Err(FileStoreError::BadName(name.to_owned()))
        }
    }

    /// The bytes of a stored file, or `None` when it is gone.
    pub fn read(&self, name: &str) -> Result<Option<Vec<u8>>, FileStoreError> {
        let path = self.path(name)?;
        match fs::read(&path) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(FileStoreError::io("read", &path, e)),
        }
    }

    /// Removes a stored file; a file that is already gone is not an error.
    pub fn remove(&self, name: &str) -> Result<(), FileStoreError> {
        let path = self.path(name)?;
        match fs::remove_file(&path) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => {
                Err(FileStoreError::io("remove", &path, e))
            }
            _ => Ok(()),
        }
    }

    /// The names of every stored file (plain files with names the store gives; anything else in
    /// the folder is not the store's).
    pub fn names(&self) -> io::Result<Vec<String>> {
        let entries = match fs::read_dir(&self.root) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(e),
        };
        let mut names = Vec::new();
        for entry in entries {
            let entry = entry?;
            if let Ok(name) = entry.file_name().into_string() {
                if entry.file_type()?.is_file() && is_plain_name(&name) {
                    names.push(name);
                }
            }
        }
        Ok(names)
    }
}

/// Letters, digits, `-`, `_` and single dots; starts with a letter or digit; no separators.
fn is_plain_name(name: &str) -> bool {
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

/// Files written for a change that is not committed yet: removed on drop unless [`keep`](Self::keep)
/// is called after the database commit.
pub struct StagedFiles<'a> {
    store: &'a FileStore,
    names: Vec<String>,
}

impl<'a> StagedFiles<'a> {
    pub fn new(store: &'a FileStore) -> Self {
        StagedFiles {
            store,
            names: Vec::new(),
        }
    }

    pub fn put(&mut self, bytes: &[u8], ext: &str) -> Result<String, FileStoreError> {
        let name = self.store.put(bytes, ext)?;
        self.names.push(name.clone());
        Ok(name)
    }

    pub fn len(&self) -> usize {
        self.names.len()
    }

    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// The change committed: the files stay.
    pub fn keep(mut self) -> Vec<String> {
        std::mem::take(&mut self.names)
    }
}

impl Drop for StagedFiles<'_> {
    fn drop(&mut self) {
        for name in self.names.drain(..) {
            if let Err(e) = self.store.remove(&name) {
                tracing::warn!(error = %e, "could not remove a file of a change that failed");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn put_then_read_then_remove() {
        let dir = tempfile::tempdir().unwrap();
        let store = FileStore::in_data_dir(dir.path());
        let name = store.put(b"hello", "txt").unwrap();
        assert!(name.ends_with(".txt") && name.len() == 36, "{name}");
        let path = store.path(&name).unwrap();
        assert_eq!(path.parent().unwrap(), dir.path().join("files"));
        assert_eq!(fs::read(&path).unwrap(), b"hello");
        assert_eq!(store.read(&name).unwrap().as_deref(), Some(&b"hello"[..]));
        assert_ne!(
            store.put(b"hello", "txt").unwrap(),
            name,
            "names are random"
        );
        store.remove(&name).unwrap();
        assert!(!path.exists());
        assert_eq!(store.read(&name).unwrap(), None);
        store.remove(&name).unwrap();
    }

    #[test]
    fn only_plain_names_and_extensions_are_accepted() {
        let store = FileStore::at(PathBuf::from("/nonexistent"));
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
                matches!(store.path(bad), Err(FileStoreError::BadName(_))),
                "{bad:?} must be refused"
            );
            assert!(store.remove(bad).is_err(), "{bad:?} must be refused");
        }
        assert!(store.path(&"a".repeat(65)).is_err());
        assert!(store.path("0123abcd.jpg").is_ok());
        for bad in ["", "JPG", "j.pg", "../jpg", "toolongextension"] {
            assert!(matches!(
                store.put(b"x", bad),
                Err(FileStoreError::BadExtension(_))
            ));
        }
    }

    #[test]
    fn staged_files_are_removed_unless_kept() {
        let dir = tempfile::tempdir().unwrap();
        let store = FileStore::in_data_dir(dir.path());
        let dropped = {
            let mut staged = StagedFiles::new(&store);
            staged.put(b"a", "jpg").unwrap()
        };
        assert!(!store.path(&dropped).unwrap().exists());
        let mut staged = StagedFiles::new(&store);
        let kept = staged.put(b"b", "jpg").unwrap();
        assert_eq!(staged.keep(), std::slice::from_ref(&kept));
        assert!(store.path(&kept).unwrap().exists());
    }

    #[test]
    fn an_unwritable_root_is_a_clear_error() {
        let dir = tempfile::tempdir().unwrap();
        let blocker = dir.path().join("blocker");
        fs::write(&blocker, b"a file, not a folder").unwrap();
        let store = FileStore::at(blocker.join("files"));
        let err = store.put(b"x", "jpg").unwrap_err().to_string();
        assert!(err.contains("cannot create the files folder"), "{err}");
    }
}
