//! Thumbnails made in the background: storing an item photo enqueues a [`MakeThumbnail`] job in the
//! same transaction, and a worker makes and stores the thumbnail soon after, so the first list that
//! shows the photo finds it ready. Until then `GET /files/asset/{id}/thumb` makes it itself, as it
//! always could (`files::thumb::thumbnail` is the one way either gets it, so both agree).
use serde::{Deserialize, Serialize};

use crate::{files::thumb, jobs::JobKind, state::AppState};

/// Make and store the thumbnail of the stored photo `photo`.
#[derive(Debug, Serialize, Deserialize)]
pub struct MakeThumbnail {
    pub photo: String,
}

impl JobKind for MakeThumbnail {
    const KIND: &'static str = "thumbnail";

    async fn run(self, state: AppState) -> anyhow::Result<()> {
        match thumb::thumbnail(&state.files, &self.photo).await {
            // Made, already there, or the photo was replaced or deleted meanwhile: nothing to do.
            Ok(_) => Ok(()),
            // The upload check read it, so this is a photo the thumbnailer cannot: trying again
            // would not help; the thumb call answers 404 for it, as before.
            Err(thumb::ThumbError::Undecodable(e)) => {
                tracing::warn!(photo = %self.photo, error = %e, "photo cannot be decoded: no thumbnail");
                Ok(())
            }
            Err(e) => Err(e.into()),
        }
    }
}
