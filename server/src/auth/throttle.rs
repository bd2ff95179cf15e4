//! Failed sign-in throttling: a fixed window per key (account email, client address).
//! In memory: it protects one process; a restart forgets, which only ever lets someone try again.
use std::{
    collections::HashMap,
    sync::Mutex,
    time::{Duration, Instant},
};

pub struct Throttle {
    limit: u32,
    window: Duration,
    failures: Mutex<HashMap<String, (u32, Instant)>>,
}

impl Throttle {
    pub fn new(limit: u32, window: Duration) -> Self {
        Throttle {
            limit,
            window,
            failures: Mutex::new(HashMap::new()),
        }
    }

    /// Seconds to wait if any key is over its limit, else None.
    pub fn blocked(&self, keys: &[String], now: Instant) -> Option<u64> {
        let map = self.failures.lock().expect("throttle lock");
        keys.iter()
            .filter_map(|k| map.get(k))
            .filter(|(count, start)| {
                *count >= self.limit && now.duration_since(*start) < self.window
            })
            .map(|(_, start)| (self.window - now.duration_since(*start)).as_secs().max(1))
            .max()
    }

    /// Counts a failure against every key; true when this one reached a key's limit (so the
    /// caller can record the start of a block once, not on every refused attempt).
    pub fn record_failure(&self, keys: &[String], now: Instant) -> bool {
        let mut map = self.failures.lock().expect("throttle lock");
        // Forget expired windows so the map cannot grow without bound.
        if map.len() > 10_000 {
            map.retain(|_, (_, start)| now.duration_since(*start) < self.window);
        }
        let mut reached = false;
        for k in keys {
            let entry = map.entry(k.clone()).or_insert((0, now));
            if now.duration_since(entry.1) >= self.window {
                *entry = (0, now);
            }
            entry.0 += 1;
            reached |= entry.0 == self.limit;
        }
        reached
    }

    pub fn clear(&self, key: &str) {
        self.failures.lock().expect("throttle lock").remove(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_after_limit_until_window_passes() {
        let t = Throttle::new(3, Duration::from_secs(60));
        let keys = vec!["acct:a@b.c".to_string()];
        let t0 = Instant::now();
        for _ in 0..2 {
            assert!(!t.record_failure(&keys, t0));
        }
        assert_eq!(t.blocked(&keys, t0), None);
        assert!(t.record_failure(&keys, t0), "the third reaches the limit");
        assert_eq!(t.blocked(&keys, t0 + Duration::from_secs(10)), Some(50));
        assert_eq!(t.blocked(&keys, t0 + Duration::from_secs(61)), None);
        t.record_failure(&keys, t0);
        t.clear("acct:a@b.c");
        assert_eq!(t.blocked(&keys, t0), None);
    }
}
