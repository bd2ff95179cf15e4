//! Opening the file store: the local data directory (default) or S3-compatible object storage.
//!
//! `--object-store` / `PLINTH_OBJECT_STORE` is `s3://BUCKET?endpoint=URL&region=REGION`; both
//! options may be left out (AWS itself, and the region of `AWS_REGION` / `AWS_DEFAULT_REGION`).
//! Credentials and the other options come from the standard `AWS_*` variables
//! (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN`, `AWS_ALLOW_HTTP`, …), read by
//! `object_store`'s own builder. Requests are path-style (`ENDPOINT/BUCKET/NAME`), which every
//! S3 server answers.
use std::{path::Path, sync::Arc};

use object_store::{aws::AmazonS3Builder, local::LocalFileSystem};

use super::{FileStore, FileStoreError};

/// Where `--object-store` says the files are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct S3Location {
    pub bucket: String,
    pub endpoint: Option<String>,
    pub region: Option<String>,
}

impl S3Location {
    /// Reads `s3://BUCKET?endpoint=URL&region=REGION`; anything else is an error that shows the
    /// expected form.
    pub fn parse(raw: &str) -> Result<S3Location, FileStoreError> {
        let bad = |why: &str| {
            FileStoreError::Config(format!(
                "--object-store '{raw}' {why}: expected s3://BUCKET?endpoint=URL&region=REGION \
                 (for example s3://plinth-files?endpoint=http://127.0.0.1:9000&region=us-east-1)"
            ))
        };
        let rest = raw
            .trim()
            .strip_prefix("s3://")
            .ok_or_else(|| bad("does not start with s3://"))?;
        let (bucket, query) = rest.split_once('?').unwrap_or((rest, ""));
        let bucket = bucket.strip_suffix('/').unwrap_or(bucket);
        if !is_bucket_name(bucket) {
            return Err(bad(
                "has no valid bucket name (3 to 63 lower-case letters, digits, '.' and '-'; no path)",
            ));
        }
        let mut location = S3Location {
            bucket: bucket.to_owned(),
            endpoint: None,
            region: None,
        };
        for (key, value) in form_urlencoded::parse(query.as_bytes()) {
            let slot = match key.as_ref() {
                "endpoint" => &mut location.endpoint,
                "region" => &mut location.region,
                other => return Err(bad(&format!("has an unknown option '{other}'"))),
            };
            if value.is_empty() || slot.is_some() {
                return Err(bad(&format!("gives '{key}' empty or twice")));
            }
            *slot = Some(value.into_owned());
        }
        if let Some(endpoint) = &location.endpoint {
            if !(endpoint.starts_with("http://") || endpoint.starts_with("https://")) {
                return Err(bad(
                    "has an endpoint that is not an http:// or https:// URL",
                ));
            }
        }
        Ok(location)
    }
}

fn is_bucket_name(name: &str) -> bool {
    (3..=63).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'.' || b == b'-')
        && name.as_bytes()[0].is_ascii_alphanumeric()
}

impl FileStore {
    /// The store `--object-store` names, or the data directory's when it is not set.
    pub fn open(data_dir: &Path, object_store: Option<&str>) -> Result<FileStore, FileStoreError> {
        match object_store {
            Some(raw) => Self::s3(&S3Location::parse(raw)?),
            None => Self::in_data_dir(data_dir),
        }
    }

    /// The store of a data directory: `<data_dir>/files`, created now if missing.
    pub fn in_data_dir(data_dir: &Path) -> Result<FileStore, FileStoreError> {
        let root = data_dir.join("files");
        std::fs::create_dir_all(&root).map_err(|e| {
            FileStoreError::Config(format!(
                "cannot create the files folder {}: {e}",
                root.display()
            ))
        })?;
        let local = LocalFileSystem::new_with_prefix(&root).map_err(|e| {
            FileStoreError::Config(format!(
                "cannot use the files folder {}: {e}",
                root.display()
            ))
        })?;
        Ok(FileStore::new(
            Arc::new(local),
            format!("the folder {}", root.display()),
            Some(root),
        ))
    }

    /// A bucket of S3-compatible object storage, with credentials from the `AWS_*` variables.
    pub fn s3(location: &S3Location) -> Result<FileStore, FileStoreError> {
        // reqwest is built without a TLS provider of its own (see Cargo.toml): rustls's ring, once
        // per process. An error only means one is installed already.
        let _ = rustls::crypto::ring::default_provider().install_default();
        let mut builder = AmazonS3Builder::from_env().with_bucket_name(&location.bucket);
        if let Some(endpoint) = &location.endpoint {
            builder = builder.with_endpoint(endpoint);
        }
        if let Some(region) = &location.region {
            builder = builder.with_region(region);
        }
        let s3 = builder.build().map_err(|e| {
            FileStoreError::Config(format!(
                "cannot use the object store s3://{}: {e}",
                location.bucket
            ))
        })?;
        let place = match &location.endpoint {
            Some(endpoint) => format!("s3://{} at {endpoint}", location.bucket),
            None => format!("s3://{}", location.bucket),
        };
        Ok(FileStore::new(Arc::new(s3), place, None))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_object_store_setting_is_read() {
        assert_eq!(
            S3Location::parse("s3://plinth-files?endpoint=http://127.0.0.1:9000&region=us-east-1")
                .unwrap(),
            S3Location {
                bucket: "plinth-files".into(),
                endpoint: Some("http://127.0.0.1:9000".into()),
                region: Some("us-east-1".into()),
            }
        );
        assert_eq!(
            S3Location::parse("s3://files.example/").unwrap(),
            S3Location {
                bucket: "files.example".into(),
                endpoint: None,
                region: None,
            }
        );
        for bad in [
            "plinth-files",
            "http://x",
            "s3://",
            "s3://a",
            "s3://Upper",
            "s3://bucket/path",
            "s3://bucket?endpoint=127.0.0.1:9000",
            "s3://bucket?region=",
            "s3://bucket?bucket=x",
            "s3://bucket?region=a&region=b",
        ] {
            let e = S3Location::parse(bad).unwrap_err().to_string();
            assert!(
                e.contains("expected s3://BUCKET?endpoint=URL&region=REGION"),
                "{bad}: {e}"
            );
        }
    }

    #[test]
    fn an_unwritable_data_dir_is_a_clear_error() {
        let dir = tempfile::tempdir().unwrap();
        let blocker = dir.path().join("blocker");
        std::fs::write(&blocker, b"a file, not a folder").unwrap();
        let err = FileStore::in_data_dir(&blocker).unwrap_err().to_string();
        assert!(err.contains("cannot create the files folder"), "{err}");
    }
}
