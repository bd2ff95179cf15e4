# Plinth tasks. `just run` to try it, `just test` to check everything.
set shell := ["bash", "-euo", "pipefail", "-c"]

export PLINTH_TEST_PG := env_var_or_default("PLINTH_TEST_PG", "postgres://postgres@127.0.0.1:5432/test")

# Build everything, load the demo data into an empty database, and serve on http://127.0.0.1:8080.
run: build
    ./target/release/plinth seed-demo --if-empty && ./target/release/plinth serve

# Every test: the UI's API types against the server's document, Rust on SQLite and PostgreSQL, UI unit tests,
# browser tests; the time of each step is printed.
test:
    #!/usr/bin/env bash
    set -euo pipefail
    started=$SECONDS
    failed=()
    # Every test step runs even when an earlier one fails, so one run shows every failure.
    step() {
      local s=$SECONDS status=0
      just "$1" || status=$?
      printf '\n== just test: %s took %d s%s\n\n' "$1" $((SECONDS - s)) "$([ "$status" = 0 ] || echo " (FAILED)")"
      [ "$status" = 0 ] || failed+=("$1")
    }
    # The binary and the tests in one cargo run, as CI builds them: the server crate's unit-test compile runs beside
    # its own compile and the binary's link instead of after them.
    step _build-with-tests
    [ ${#failed[@]} = 0 ] || exit 1
    step _test-api-types
    step _test-rust-build
    step _test-rust
    step _test-ui
    step _test-einvoices
    step _test-e2e
    printf '== just test: all steps took %d s\n' $((SECONDS - started))
    [ ${#failed[@]} = 0 ] || { echo "== just test: failed: ${failed[*]}"; exit 1; }

# The release binary with the UI embedded (one profile for run, tests and browser tests).
build: build-ui _engine-tools
    cargo build --release --locked -p server

# The binary and every test target in one cargo run (CI): the unit tests' compile of the server crate then runs
# beside the crate's own compile and the binary's link, where one after the other leaves a core idle.
_build-with-tests: build-ui _engine-tools
    cargo build --release --locked --workspace --lib --bins --tests

# CMake and Debian's SIMD headers, for the render engine's build (QuickJS under deno_core, its WebAssembly part
# built with CMake; .cargo/config.toml points CMake at these headers so the build downloads nothing).
_engine-tools:
    @if ! command -v cmake >/dev/null || [ ! -d /usr/include/simde ]; then \
      if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=600 cmake libsimde-dev >/dev/null; \
      else echo "The server's build needs CMake and the SIMD Everywhere headers: 'sudo apt-get install cmake libsimde-dev'"; exit 1; fi; fi

# Install the UI packages from the lockfile, when they changed.
ui-deps:
    @command -v node >/dev/null || { echo "Node.js 20+ is needed: https://nodejs.org or 'apt-get install nodejs npm'"; exit 1; }
    cd ui && if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm ci --no-audit --no-fund; fi

# Bundle the UI: client files, the server bundle for QuickJS, the manifest.
build-ui: ui-deps
    cd ui && node build.mjs

test-rust: build _test-rust

test-ui: build-ui _test-ui

test-e2e: build _test-e2e

# The test steps alone, on what `build` made (`test` times each).
_test-rust-build:
    if command -v cargo-nextest >/dev/null; then cargo nextest run --release --locked --workspace --no-run; else cargo test --release --locked --workspace --no-run; fi

_test-rust: _pg-check s3-server _webhook-tools _mail-tools
    if command -v cargo-nextest >/dev/null; then cargo nextest run --release --locked --workspace --no-fail-fast; else cargo test --release --locked --workspace --no-fail-fast; fi

# The UI's API types (ui/src/shared/api/schema.d.ts) from the OpenAPI document the server makes.
api-types: build
    ./target/release/plinth openapi > target/openapi.json
    cd ui && npx openapi-typescript ../target/openapi.json --output src/shared/api/schema.d.ts

_test-api-types:
    ./target/release/plinth openapi > target/openapi.json
    @cd ui && npx openapi-typescript ../target/openapi.json --output src/shared/api/schema.d.ts --check || \
      { echo "ui/src/shared/api/schema.d.ts is not what the server's OpenAPI document gives: run 'just api-types' and commit it"; exit 1; }

_test-ui:
    cd ui && npx tsc --noEmit && npx vitest run

# Every kind of issued document the suite makes (sales with mixed VAT categories, storage, credit
# note, each brand, three currencies), checked with tools nobody here wrote: the factur-x library,
# the EN 16931 schematrons run by saxonche, the UBL 2.1 XSD, pypdf (scripts/einvoice_check.py says
# which rules are and are not checked).
_test-einvoices: _einvoice-tools
    rm -rf target/einvoices
    if command -v cargo-nextest >/dev/null; then \
      PLINTH_EINVOICE_DIR="$(pwd)/target/einvoices" cargo nextest run --release --locked --workspace -E 'test(/every_kind_of_document_is_a_factur_x_pdf_with_its_ubl::sqlite/)'; \
    else PLINTH_EINVOICE_DIR="$(pwd)/target/einvoices" cargo test --release --locked --workspace --test it every_kind_of_document_is_a_factur_x_pdf_with_its_ubl::sqlite; fi
    target/einvoice-venv/bin/python scripts/einvoice_check.py target/einvoices

# The Python tools of the e-invoice check, from PyPI, in a venv under target/ (made once).
_einvoice-tools:
    @if ! target/einvoice-venv/bin/python -c 'import facturx, saxonche, pypdf' 2>/dev/null; then \
      python3 -m venv target/einvoice-venv && target/einvoice-venv/bin/pip install -q 'factur-x==7.8' 'saxonche==13.1.1' 'pypdf==7.1.0'; fi

# The webhook tests' receiver (scripts/webhook_receiver.py) verifies with the Standard Webhooks reference library
# from PyPI, in a venv under target/ (made once).
_webhook-tools:
    @if ! target/webhook-venv/bin/python -c 'import standardwebhooks' 2>/dev/null; then \
      python3 -m venv target/webhook-venv && target/webhook-venv/bin/pip install -q 'standardwebhooks==1.1.0'; fi
# The SMTP server the mail tests start (scripts/smtp_sink.py): aiosmtpd from PyPI in a venv under target/ (made once).
_mail-tools:
    @if ! target/mail-venv/bin/python -c 'import aiosmtpd' 2>/dev/null; then \
      python3 -m venv target/mail-venv && target/mail-venv/bin/pip install -q 'aiosmtpd==1.4.6'; fi

_test-e2e: _browser _camera-tools
    cd ui && PLINTH_BIN="$(pwd)/../target/release/plinth" npx playwright test

# Measurements, each beside a reference taken in the same run (never asserted).
bench: build _s3-server-optimised
    @just _browser
    @just _nginx
    @just _camera-tools
    @just _valgrind
    cd ui && PLINTH_S3S_FS="${PLINTH_S3S_FS:-$(pwd)/../target/tools-optimised/bin/s3s-fs}" PLINTH_BIN="$(pwd)/../target/release/plinth" node bench/run.mjs

# The bench's S3 server: optimised, since its throughput is measured beside the local data directory's (the tests'
# unoptimised one would be what the figure measures). Installed once into target/tools-optimised.
_s3-server-optimised: (_s3s-fs "target/tools-optimised" "")

# Kill -9 the server 20 times during uploads, on SQLite and PostgreSQL, then check every acknowledged write and
# its files are there, and no file or row is left without the other (slow: not part of `just test`).
crash-test: build
    @just _pg-check
    PLINTH_BIN="$(pwd)/target/release/plinth" node scripts/crash-test.mjs

# Two `plinth serve` processes on one PostgreSQL and one file store behind nginx (round-robin): migrated once,
# files from either, /metrics per instance, a status change heard live across instances, gapless invoices, sign-in
# throttling across both, a SIGKILL under a
# load of 50 clients (scripts/scale-test.mjs; a minute or two). `.ci/run` runs it after the tests. With the test S3
# server (installed by `s3-server`, or PLINTH_S3S_FS) the files are in S3.
scale-test: build s3-server
    @just _pg-check
    @just _nginx
    PLINTH_BIN="$(pwd)/target/release/plinth" PLINTH_NGINX="$(command -v nginx || echo /usr/sbin/nginx)" node scripts/scale-test.mjs

fmt:
    cargo fmt --all
    cd ui && npx prettier --write src e2e --log-level warn || true

# Clippy over the workspace, then the UI's types and ESLint.
lint:
    cargo clippy --release --workspace --all-targets -- -D warnings
    @just lint-ui

# The UI alone: types, then ESLint (TypeScript, the rules of hooks, app > features > shared).
lint-ui: ui-deps
    cd ui && npx tsc --noEmit
    @just _eslint

# ESLint alone (CI: the UI's unit tests have type-checked it already).
_eslint:
    cd ui && npx eslint .

# The S3 server the tests and the bench start (s3s-fs from crates.io: a small Rust S3 server over a folder, which
# builds with our toolchain in a few minutes and needs nothing else; 0.14.1 is its last release for Rust 1.95).
# Installed once into target/tools; set PLINTH_S3S_FS to use another binary. Unoptimised: that compiles in a
# fraction of the time (in CI, beside the release build) and serves the tests' small files as well.
s3-server: (_s3s-fs "target/tools" "--debug")

_s3s-fs root flags:
    @if [ -z "${PLINTH_S3S_FS:-}" ] && [ ! -x {{root}}/bin/s3s-fs ]; then \
      echo "Installing s3s-fs into {{root}}, once"; \
      cargo install s3s-fs@0.14.1 --features binary --locked --root {{root}} --quiet {{flags}}; fi

_pg-check:
    @if command -v pg_isready >/dev/null && ! pg_isready -q -d "$PLINTH_TEST_PG"; then echo "PostgreSQL is not answering at $PLINTH_TEST_PG (start it, or set PLINTH_TEST_PG)"; exit 1; fi

# Debian's nginx for the scale test and the bench's proxy (the service it installs is not used: the tests run their own).
_nginx:
    @if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then \
      if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null; \
      else echo "The scale test needs nginx: 'sudo apt-get install nginx-light'"; exit 1; fi; fi

# Debian's ffmpeg and poppler (pdftoppm): the warehouse test draws a real label PDF to a picture and makes the
# video Chromium's fake camera plays from it.
_camera-tools:
    @if ! command -v ffmpeg >/dev/null || ! command -v pdftoppm >/dev/null; then \
      if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg poppler-utils >/dev/null; \
      else echo "The warehouse browser test needs ffmpeg and pdftoppm: 'sudo apt-get install ffmpeg poppler-utils'"; exit 1; fi; fi

# valgrind, with which the bench counts a render's instructions (a figure the machine's load does not move);
# without it the bench says so and goes on.
_valgrind:
    @if ! command -v valgrind >/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null || true; fi

# Debian's Chromium for the browser tests (a browser download does not work here).
_browser:
    @if [ ! -x /usr/bin/chromium ] && [ -z "${PLINTH_CHROMIUM:-}" ]; then \
      if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
      else echo "Browser tests need Chromium: 'sudo apt-get install chromium' (or set PLINTH_CHROMIUM to a Chromium binary)"; exit 1; fi; fi
