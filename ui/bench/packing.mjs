// 11. The packing list PDF of a shipment of 200 assets with thumbnails (docs/shipments.md), signed in as the provider
// admin, on a copy of the demo data: 200 new assets, each with one of the demo's photos and a measurement, on one
// assignment, on one shipment of two legs. GET /api/admin/shipment/{id}/packing-list.pdf: the first call (which also
// makes the 200 thumbnails), then time to the last byte of a few runs (thumbnails kept), beside the same bytes served
// as a static file by a plain Node server in the same run; the PDF's size and pages; the server's peak memory.
// Measured and printed, never asserted. Run alone: `cd ui && PLINTH_BIN=/abs/path/plinth node bench/packing.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import * as lib from './lib.mjs';
import { ADMIN, kb, ms, problems, ratio, round, run, section, summarize, table } from './lib.mjs';
import { peakRssMib, request, residentAfterMib, staticServer } from './reports.mjs';

const ASSETS = lib.intEnv('PLINTH_BENCH_PACKING_ASSETS', 200);
const RUNS = lib.intEnv('PLINTH_BENCH_PACKING_RUNS', 5);
const PDF = 'application/pdf';

/** JSON call as the admin; throws unless it answers `status`. */
export async function call(base, token, method, urlPath, body, status = 200) {
  const r = await fetch(`${base}${urlPath}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(120_000),
  });
  const text = await r.text();
  if (r.status !== status) throw new Error(`${method} ${urlPath} answered ${r.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Up to 20 of the demo's photos (their bytes), to give the new assets (also the labels section's). */
export async function demoPhotos(base, token) {
  const { rows } = await call(base, token, 'GET', '/api/inventory?page=1&size=20');
  const photos = [];
  for (const a of rows.filter((a) => a.photo)) {
    const r = await fetch(`${base}/files/asset/${a.id}/photo`, { headers: { authorization: `Bearer ${token}` } });
    if (r.status === 200) photos.push({ bytes: Buffer.from(await r.arrayBuffer()), type: r.headers.get('content-type') ?? 'image/jpeg' });
  }
  if (photos.length === 0) throw new Error('the demo data has no photo to give the bench assets');
  return photos;
}

/** `count` new assets of the division, each with a photo and a measurement, four uploads at a time; their ids. */
export async function photographedAssets(base, token, divisionId, photos, count, title = 'Packing bench work') {
  const ids = new Array(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const photo = photos[i % photos.length];
      const asset = {
        companyDivisionId: divisionId,
        title: `${title} ${i + 1}`,
        artist: 'Bench Artist',
        theirRef: `PB-${i + 1}`,
        pieces: 1 + (i % 3),
        netMeasurements: [{ weight: { value: 5 + (i % 40), unit: 'Kg' }, dimension: { x: 40 + i, y: 60, z: 5, xUnit: 'cm', yUnit: 'cm', zUnit: 'cm' } }],
      };
      const form = new FormData();
      form.append('asset', JSON.stringify(asset));
      form.append('photo.content', new Blob([photo.bytes], { type: photo.type }), photo.type === 'image/png' ? 'photo.png' : 'photo.jpg');
      form.append('photo.documentType', 'asset');
      const r = await fetch(`${base}/api/inventory`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form, signal: AbortSignal.timeout(60_000) });
      const text = await r.text();
      if (r.status !== 201) throw new Error(`POST /api/inventory answered ${r.status}: ${text.slice(0, 300)}`);
      ids[i] = JSON.parse(text).id;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return ids;
}

/** `dataDir`: a copy of the demo data no server has open. */
export async function benchPacking(results, dataDir) {
  section(`11. Packing list PDF: a shipment of ${ASSETS} assets with thumbnails, beside the same bytes as a static file`);
  const server = await lib.startServer(dataDir);
  try {
    const { token } = await lib.signIn(server.base, ADMIN.email, ADMIN.password);
    const photos = await demoPhotos(server.base, token);
    const [division] = await call(server.base, token, 'GET', '/api/company/divisions');
    const t0 = performance.now();
    const assetIds = await photographedAssets(server.base, token, division.id, photos, ASSETS);
    const setupMs = performance.now() - t0;
    const assignment = await call(server.base, token, 'POST', '/api/assignment', { companyDivisionId: division.id, assetIds }, 201);
    const forwarders = await call(server.base, token, 'GET', '/api/admin/address/forwarder');
    const body = (day) => ({
      mode: 'Road',
      commencementOn: `2026-12-${String(day).padStart(2, '0')}`,
      originAddressId: forwarders[0]?.id ?? null,
      destinationAddressId: forwarders[1]?.id ?? null,
      assignmentIds: [assignment.id],
      legs: [
        { nameNumber: 'Le Shuttle', pod: 'Folkestone', etdOn: '2026-12-01', poa: 'Calais', etaOn: '2026-12-01' },
        { nameNumber: 'Truck 12', pod: 'Calais', etdOn: '2026-12-02', poa: 'Saint-Denis', etaOn: '2026-12-03' },
      ],
    });
    const shipment = await call(server.base, token, 'POST', '/api/admin/shipment', body(1), 201);
    const bearer = { authorization: `Bearer ${token}` };
    const urlPath = `/api/admin/shipment/${shipment.id}/packing-list.pdf`;
    const memoryBefore = peakRssMib(server.child);
    const first = await request(server.base, 'GET', urlPath, bearer);
    if (first.status !== 200) throw new Error(`GET ${urlPath} answered ${first.status}: ${first.body.toString().slice(0, 200)}`);
    if (first.headers['content-type'] !== PDF) problems.push(`packing list: answered ${first.headers['content-type']}, not a PDF`);
    const file = path.join(run.tmpDir, 'packing-list.pdf');
    fs.writeFileSync(file, first.body);
    const fixed = await staticServer(file, PDF);
    // typst keeps what it laid out in memory: the same shipment again reuses it, a changed one (its commencement
    // moved, so the data differs) lays out again what changed. Both are timed.
    const plinthMs = [];
    const changedMs = [];
    const staticMs = [];
    let version = shipment.version;
    try {
      for (let i = 0; i < RUNS; i++) {
        const r = await request(server.base, 'GET', urlPath, bearer);
        if (r.status !== 200) throw new Error(`GET ${urlPath} answered ${r.status}`);
        plinthMs.push(r.ms);
        ({ version } = await call(server.base, token, 'PUT', '/api/admin/shipment', { id: shipment.id, version, ...body(i + 2) }));
        const c = await request(server.base, 'GET', urlPath, bearer);
        if (c.status !== 200) throw new Error(`GET ${urlPath} answered ${c.status} after a change`);
        changedMs.push(c.ms);
        staticMs.push((await request(fixed.base, 'GET', '/packing-list.pdf')).ms);
      }
    } finally {
      fixed.close();
    }
    const text = first.body.toString('latin1');
    const pages = (text.match(/\/Type\s*\/Page\b/g) ?? []).length;
    const images = (text.match(/\/Subtype\s*\/Image/g) ?? []).length;
    const memoryAfter = peakRssMib(server.child);
    const memoryKept = await residentAfterMib(server.child);
    const plinth = summarize(plinthMs);
    const changed = summarize(changedMs);
    const still = summarize(staticMs);
    Object.assign(results, {
      assets: ASSETS,
      setup_ms: round(setupMs),
      bytes: first.body.length,
      pages,
      images,
      file_name: first.headers['x-filename'] ?? null,
      first_ms: round(first.ms),
      plinth,
      changed,
      static: still,
      peak_rss_mib: { before: memoryBefore && round(memoryBefore, 0), after: memoryAfter && round(memoryAfter, 0) },
      resident_10s_after_mib: memoryKept && round(memoryKept, 0),
    });
    // A PDF holds each distinct picture once: the assets share the demo's photos.
    const distinct = Math.min(ASSETS, photos.length);
    if (images < distinct) problems.push(`packing list: ${images} images in the PDF for ${distinct} distinct photos`);
    console.log(`  ${ASSETS} assets with photos (${photos.length} demo photos in turn) added in ${ms(setupMs)} ms; one assignment, one two-leg shipment.`);
    console.log(`  As ${ADMIN.email}: time to the last byte, ms (fresh connections; the first call also makes the ${ASSETS} thumbnails)`);
    console.log(table(
      ['call', 'PDF size', 'pages / images', 'median / p95', 'same bytes as a static file', 'x static'],
      [
        [`GET ${urlPath} (${results.file_name}), first call`, kb(first.body.length), `${pages} / ${images}`, ms(first.ms), `${ms(still.median_ms)} / ${ms(still.p95_ms)}`, ratio(first.ms, still.median_ms)],
        [`  the same shipment again (${RUNS} runs)`, '', '', `${ms(plinth.median_ms)} / ${ms(plinth.p95_ms)}`, '', ratio(plinth.median_ms, still.median_ms)],
        [`  after a change to the shipment (${RUNS} runs)`, '', '', `${ms(changed.median_ms)} / ${ms(changed.p95_ms)}`, '', ratio(changed.median_ms, still.median_ms)],
      ],
    ));
    const mib = (x) => (x == null ? 'n/a' : `${x.toFixed(0)} MiB`);
    console.log(`  server peak resident memory (VmHWM): ${mib(memoryBefore)} before the PDFs, ${mib(memoryAfter)} after; resident 10 s later: ${mib(memoryKept)}`);
  } finally {
    await server.stop();
  }
}

// Alone: `node bench/packing.mjs`.
await lib.runAloneIfMain(import.meta.url, 'packing', benchPacking);
