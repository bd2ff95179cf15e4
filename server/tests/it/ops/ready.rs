//! `GET /api/ready`: 200 when the database and the file store answer; 503 naming what does not.
use crate::common::{Backend, TestApp};

async fn ready_when_the_database_and_the_store_answer(b: Backend) {
    let app = TestApp::new(b).await;
    let ready = app.get("/api/ready", None).await;
    assert_eq!(ready.status, 200, "{}", ready.text());
    assert_eq!(ready.json()["status"], "ready");
    // The files folder cannot be made (a plain file is in its place): not ready, and says why.
    let files = app.state.settings.data_dir.join("files");
    let _ = std::fs::remove_dir_all(&files);
    std::fs::write(&files, b"not a folder").unwrap();
    let not = app.get("/api/ready", None).await;
    assert_eq!(not.status, 503);
    assert_eq!(not.messages(), ["The file store does not answer."]);
    // Liveness is another matter: the process is up and its database answers.
    assert_eq!(app.get("/api/health", None).await.status, 200);
    std::fs::remove_file(&files).unwrap();
    assert_eq!(app.get("/api/ready", None).await.status, 200);
    // The database closed: not ready either.
    app.state.db.clone().close().await.unwrap();
    let not = app.get("/api/ready", None).await;
    assert_eq!(not.status, 503);
    assert!(
        not.messages()[0].contains("database"),
        "{:?}",
        not.messages()
    );
}

on_both_databases!(ready_when_the_database_and_the_store_answer);
