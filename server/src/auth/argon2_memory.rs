//! Argon2id whose working memory (19 MiB a hash) is kept between hashes that follow one another.
//!
//! Memory that large is mapped fresh for each allocation and handed back to the system when freed, so every hash
//! paid for 4,864 page faults and their zeroing: about a third of a sign-in's CPU. Here a hash borrows its blocks
//! from [`BlockMemory`]; they stay there while another hash is running or waiting, and are freed when the last one
//! ends. A burst of sign-ins reuses as many buffers as hash at once (bounded by the hashing pool), and an idle server
//! holds none. Each hash writes every block before it reads it, so a reused buffer gives the same hash as a new one.
use std::sync::{
    atomic::{AtomicUsize, Ordering},
    Mutex, MutexGuard,
};

use argon2::{
    password_hash::{self, Decimal, Ident, Output, ParamsString, Salt},
    Algorithm, Argon2, Block, Params, PasswordHash, PasswordHasher, Version,
};

/// Buffers of Argon2 blocks, lent to the hashes that are running and kept while any hash wants one.
pub struct BlockMemory {
    spare: Mutex<Vec<Vec<Block>>>,
    /// Hashes that have asked for memory and not yet ended (waiting for their turn or running).
    wanted: AtomicUsize,
}

impl BlockMemory {
    pub const fn new() -> Self {
        BlockMemory {
            spare: Mutex::new(Vec::new()),
            wanted: AtomicUsize::new(0),
        }
    }

    /// Counts a hash in from now until the returned [`Wanted`] is dropped: taken before it waits for its turn, so
    /// that a hash ending meanwhile keeps its buffer for it.
    pub fn want(&'static self) -> Wanted {
        self.wanted.fetch_add(1, Ordering::SeqCst);
        Wanted(self)
    }

    #[cfg(test)]
    fn spare_buffers(&self) -> usize {
        self.spare().len()
    }

    fn spare(&self) -> MutexGuard<'_, Vec<Vec<Block>>> {
        // A buffer list cannot be left inconsistent by a panic: take it as it is.
        self.spare
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// One hash's claim on [`BlockMemory`]; the last one dropped frees the kept buffers.
pub struct Wanted(&'static BlockMemory);

impl Wanted {
    /// Argon2 (the algorithm, version and parameters each call names) running in a borrowed buffer.
    pub fn hasher(&self) -> ReusingArgon2<'_> {
        ReusingArgon2(self)
    }
}

impl Drop for Wanted {
    fn drop(&mut self) {
        let mut spare = self.0.spare();
        if self.0.wanted.fetch_sub(1, Ordering::SeqCst) == 1 {
            let freed = std::mem::take(&mut *spare);
            drop(spare);
            drop(freed);
        }
    }
}

/// A [`PasswordHasher`] (and so a `PasswordVerifier`) that computes exactly what [`Argon2`] does, in memory
/// borrowed from [`BlockMemory`] under the claim it was made from.
pub struct ReusingArgon2<'w>(&'w Wanted);

impl ReusingArgon2<'_> {
    fn with_blocks<T>(&self, count: usize, work: impl FnOnce(&mut [Block]) -> T) -> T {
        let memory = self.0 .0;
        let mut blocks = memory.spare().pop().unwrap_or_default();
        if blocks.len() < count {
            blocks.resize(count, Block::new());
        }
        let result = work(&mut blocks[..count]);
        memory.spare().push(blocks);
        result
    }
}

impl PasswordHasher for ReusingArgon2<'_> {
    type Params = Params;

    fn hash_password_customized<'a>(
        &self,
        password: &[u8],
        algorithm: Option<Ident<'a>>,
        version: Option<Decimal>,
        params: Params,
        salt: impl Into<Salt<'a>>,
    ) -> password_hash::Result<PasswordHash<'a>> {
        let algorithm = algorithm
            .map(Algorithm::try_from)
            .transpose()?
            .unwrap_or_default();
        let version = version
            .map(Version::try_from)
            .transpose()?
            .unwrap_or_default();
        let salt = salt.into();
        let mut salt_bytes = [0u8; 64];
        let salt_bytes = salt.decode_b64(&mut salt_bytes)?;
        let argon2 = Argon2::new(algorithm, version, params.clone());
        let output_len = params.output_len().unwrap_or(Params::DEFAULT_OUTPUT_LEN);
        let output = self.with_blocks(params.block_count(), |blocks| {
            Output::init_with(output_len, |out| {
                Ok(argon2.hash_password_into_with_memory(password, salt_bytes, out, blocks)?)
            })
        })?;
        Ok(PasswordHash {
            algorithm: algorithm.ident(),
            version: Some(version.into()),
            params: ParamsString::try_from(&params)?,
            salt: Some(salt),
            hash: Some(output),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use argon2::{password_hash::SaltString, PasswordVerifier};

    const SALT: &str = "c29tZXNhbHRzb21lc2FsdA";

    #[test]
    fn a_reused_buffer_hashes_as_the_argon2_crate_does() {
        static MEMORY: BlockMemory = BlockMemory::new();
        let wanted = MEMORY.want();
        let salt = SaltString::from_b64(SALT).unwrap();
        // The first hash leaves its buffer, full of its own blocks, for the next ones.
        wanted.hasher().hash_password(b"warm-up", &salt).unwrap();
        assert_eq!(MEMORY.spare_buffers(), 1);
        for password in [
            "correct horse battery",
            "plinth-demo-2026",
            "é🎨 long pass phrase",
        ] {
            let ours = wanted
                .hasher()
                .hash_password(password.as_bytes(), &salt)
                .unwrap();
            let reference = Argon2::default()
                .hash_password(password.as_bytes(), &salt)
                .unwrap();
            assert_eq!(ours.to_string(), reference.to_string(), "{password}");
            assert!(Argon2::default()
                .verify_password(password.as_bytes(), &ours)
                .is_ok());
            assert!(wanted
                .hasher()
                .verify_password(password.as_bytes(), &reference)
                .is_ok());
            assert!(wanted
                .hasher()
                .verify_password(b"not the password", &reference)
                .is_err());
        }
        assert_eq!(MEMORY.spare_buffers(), 1, "one buffer, reused");
    }

    #[test]
    fn a_hash_stored_with_other_parameters_is_verified_with_them() {
        static MEMORY: BlockMemory = BlockMemory::new();
        let salt = SaltString::from_b64(SALT).unwrap();
        let wanted = MEMORY.want();
        // A default-sized buffer first: the larger hash below must grow it, the smaller one use part of it.
        wanted.hasher().hash_password(b"warm-up", &salt).unwrap();
        for (algorithm, version, params) in [
            (
                Algorithm::Argon2i,
                Version::V0x10,
                Params::new(64, 3, 2, Some(16)).unwrap(),
            ),
            (
                Algorithm::Argon2id,
                Version::V0x13,
                Params::new(32 * 1024, 1, 1, None).unwrap(),
            ),
        ] {
            let stored = Argon2::new(algorithm, version, params)
                .hash_password(b"a stored password", &salt)
                .unwrap()
                .to_string();
            let stored = PasswordHash::new(&stored).unwrap();
            assert!(wanted
                .hasher()
                .verify_password(b"a stored password", &stored)
                .is_ok());
            assert!(wanted
                .hasher()
                .verify_password(b"a stored passworD", &stored)
                .is_err());
        }
    }

    #[test]
    fn buffers_are_kept_while_a_hash_waits_and_freed_when_the_last_ends() {
        static MEMORY: BlockMemory = BlockMemory::new();
        let salt = SaltString::from_b64(SALT).unwrap();
        let (first, second) = (MEMORY.want(), MEMORY.want());
        first.hasher().hash_password(b"first", &salt).unwrap();
        drop(first);
        assert_eq!(MEMORY.spare_buffers(), 1, "kept for the hash still waiting");
        second.hasher().hash_password(b"second", &salt).unwrap();
        assert_eq!(MEMORY.spare_buffers(), 1, "the same buffer");
        drop(second);
        assert_eq!(
            MEMORY.spare_buffers(),
            0,
            "nothing kept once no hash wants memory"
        );
        // A claim that never hashed (a sign-in given up while it waited) does not free what another still wants.
        let holder = MEMORY.want();
        holder.hasher().hash_password(b"holder", &salt).unwrap();
        drop(MEMORY.want());
        assert_eq!(MEMORY.spare_buffers(), 1, "kept for the claim still open");
        drop(holder);
        assert_eq!(MEMORY.spare_buffers(), 0);
    }
}
