//! A second server process's state on the same database and data directory as a test app, for
//! what must hold across instances (limits counted in the database, jobs claimed by either).
use server::{build_state, jobs::store};
use tower::ServiceExt;

use super::{Reply, TestApp};

impl TestApp {
    /// Another instance: its own state (pools, worker, in-memory parts) on this app's settings,
    /// so the same database and files. Dropped with its app; the database is the first app's.
    pub async fn second_instance(&self) -> TestApp {
        let settings = (*self.state.settings).clone();
        let state = build_state(settings, false)
            .await
            .expect("the second instance's state");
        TestApp::on(state, tempfile::tempdir().expect("temp dir"), None)
    }

    /// The jobs table's rows, oldest first.
    pub async fn jobs(&self) -> Vec<entity::job::Model> {
        use sea_orm::{EntityTrait, QueryOrder};
        entity::job::Entity::find()
            .order_by_asc(entity::job::Column::Id)
            .all(&self.state.db)
            .await
            .unwrap()
    }

    /// Waits (up to `seconds`) until no job is pending or running; the counts then.
    pub async fn jobs_settled(&self, seconds: u64) -> store::Counts {
        let until = std::time::Instant::now() + std::time::Duration::from_secs(seconds);
        loop {
            let c = store::counts(&self.state.db).await.unwrap();
            if (c.pending == 0 && c.running == 0) || std::time::Instant::now() > until {
                return c;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }

    /// A request as if from this machine's loopback (what the accept loop records).
    pub async fn get_from_loopback(&self, path: &str, headers: &[(&str, &str)]) -> Reply {
        let mut req = axum::http::Request::get(path);
        for (k, v) in headers {
            req = req.header(*k, *v);
        }
        let mut req = req.body(axum::body::Body::empty()).unwrap();
        let peer: std::net::SocketAddr = "127.0.0.1:40000".parse().unwrap();
        req.extensions_mut()
            .insert(axum::extract::ConnectInfo(peer));
        let res = self.router.clone().oneshot(req).await.unwrap();
        let status = res.status();
        let headers = res.headers().clone();
        let body = http_body_util::BodyExt::collect(res.into_body())
            .await
            .unwrap()
            .to_bytes()
            .to_vec();
        Reply {
            status,
            headers,
            body,
        }
    }
}
