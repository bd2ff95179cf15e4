//! [`StagedFiles`]: files written for a change that is not committed yet.
use bytes::Bytes;

use super::{FileStore, FileStoreError};

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

    pub async fn put(
        &mut self,
        bytes: impl Into<Bytes>,
        ext: &str,
    ) -> Result<String, FileStoreError> {
        let name = self.store.put(bytes, ext).await?;
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
    /// Removes the files of a change that failed before its caller's next step, so the caller (and
    /// a test that counts the files) sees them gone. Drop cannot await: on the multi-threaded
    /// runtime (the server's) this thread waits for the removals outside the runtime's workers;
    /// elsewhere they run as a task. Whatever is missed is the start-up sweep's.
    fn drop(&mut self) {
        if self.names.is_empty() {
            return;
        }
        let (store, names) = (self.store.clone(), std::mem::take(&mut self.names));
        let removal = async move {
            for name in names {
                if let Err(e) = store.remove(&name).await {
                    tracing::warn!(error = %e, "could not remove a file of a change that failed");
                }
            }
        };
        use tokio::runtime::{Handle, RuntimeFlavor};
        match Handle::try_current() {
            Ok(h) if h.runtime_flavor() == RuntimeFlavor::MultiThread => {
                tokio::task::block_in_place(|| h.block_on(removal))
            }
            Ok(h) => {
                h.spawn(removal);
            }
            Err(_) => tracing::warn!("files of a failed change left for the start-up sweep"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn staged_files_are_removed_unless_kept() {
        let dir = tempfile::tempdir().unwrap();
        let store = FileStore::in_data_dir(dir.path()).unwrap();
        let dropped = {
            let mut staged = StagedFiles::new(&store);
            staged.put(&b"a"[..], "jpg").await.unwrap()
        };
        assert!(store.head(&dropped).await.unwrap().is_none());
        let mut staged = StagedFiles::new(&store);
        let kept = staged.put(&b"b"[..], "jpg").await.unwrap();
        assert_eq!(staged.keep(), std::slice::from_ref(&kept));
        assert!(store.head(&kept).await.unwrap().is_some());
    }
}
