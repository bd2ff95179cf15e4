// 16. Condition reports recorded for a work (docs/condition-reports.md), signed in as the provider admin, on a copy of
// the demo data: a report with PHOTOS photos of 12 MP (4000 × 3000 PNGs made here, each a different picture, a few
// MB), a mark on each, signed. Measured: the time to store the photos (POST /api/condition-reports/{id}/photos,
// one after the other) beside storing the same bytes as the work's plain documents (the existing upload, which
// checks and stores without reading the picture); signing (the digest over the record and every photo's bytes);
// GET of the report (the digest checked again); the record's PDF first (print copies of every photo made, kept in
// the store, and laid out) and again (the kept copies read back), its size, pages and pictures, beside the same
// bytes as a static file. Printed, never asserted.
// Run alone: `cd ui && PLINTH_BIN=/abs/path/plinth node bench/conditionReports.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as lib from './lib.mjs';
import { ADMIN, kb, ms, problems, ratio, round, run, section, summarize, table } from './lib.mjs';
import { call } from './packing.mjs';
import { peakRssMib, request, residentAfterMib, staticServer } from './reports.mjs';

const PHOTOS = lib.intEnv('PLINTH_BENCH_CONDITION_PHOTOS', 12);
const RUNS = lib.intEnv('PLINTH_BENCH_CONDITION_RUNS', 2);
const WIDTH = 4000;
const HEIGHT = 3000;

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 12 MP PNG (RGB), different for each `seed`: gradients, a woven pattern and some grain: a few MB, about what a camera's 12 MP JPEG weighs, under the 10 MB photo limit. */
export function twelveMegapixelPng(seed) {
  const row = 1 + WIDTH * 3;
  const raw = Buffer.alloc(row * HEIGHT);
  // A little grain (a xorshift generator): a picture with no noise at all compresses far below a photo's size.
  let state = 0x9e3779b9 ^ (seed + 1);
  for (let y = 0; y < HEIGHT; y++) {
    const o = y * row;
    raw[o] = 0;
    for (let x = 0; x < WIDTH; x++) {
      const i = o + 1 + x * 3;
      raw[i] = (x * 255) / WIDTH;
      raw[i + 1] = (y * 255) / HEIGHT;
      let grain = 0;
      if ((x & 3) === 0) {
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        grain = state & 0x03;
      }
      raw[i + 2] = ((((x >> 3) ^ (y >> 3)) + seed * 37) & 0xfc) | grain;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function postFile(base, token, urlPath, part, bytes, status) {
  const form = new FormData();
  form.append(part, new Blob([bytes], { type: 'image/png' }), 'detail.png');
  const t0 = performance.now();
  const r = await fetch(`${base}${urlPath}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form, signal: AbortSignal.timeout(120_000) });
  const text = await r.text();
  const took = performance.now() - t0;
  if (r.status !== status) throw new Error(`POST ${urlPath} answered ${r.status}: ${text.slice(0, 300)}`);
  return { ms: took, json: JSON.parse(text) };
}

const mark = (source) => ({
  '@context': 'http://www.w3.org/ns/anno.jsonld',
  id: `urn:uuid:${crypto.randomUUID()}`,
  type: 'Annotation',
  motivation: 'identifying',
  body: [{ type: 'SpecificResource', purpose: 'linking', source: 'urn:plinth:observation:obs-1' }],
  target: { source, selector: { type: 'FragmentSelector', conformsTo: 'http://www.w3.org/TR/media-frags/', value: 'xywh=pixel:1200,900,600,400' } },
});

/** `dataDir`: a copy of the demo data no server has open. */
export async function benchConditionReports(results, dataDir) {
  section(`16. Condition reports: a report with ${PHOTOS} photos of 12 MP, stored, signed and printed`);
  const t0 = performance.now();
  const photos = Array.from({ length: PHOTOS }, (_, i) => twelveMegapixelPng(i));
  const madeMs = performance.now() - t0;
  const photoBytes = photos.reduce((s, p) => s + p.length, 0);
  const server = await lib.startServer(dataDir);
  try {
    const { token } = await lib.signIn(server.base, ADMIN.email, ADMIN.password);
    const { rows } = await call(server.base, token, 'GET', '/api/inventory?page=1&size=3');
    const work = rows[0];
    const report = await call(server.base, token, 'POST', `/api/inventory/${work.id}/condition-reports`, {
      kind: 'intake',
      examinedOn: '2026-11-26',
      overall: 'good',
      observations: [{ key: 'obs-1', area: 'surface', term: 'abrasion', severity: 'moderate', note: 'Bench' }],
    }, 201);
    const memoryBefore = peakRssMib(server.child);
    const storeMs = [];
    for (const bytes of photos) {
      const { ms: took, json } = await postFile(server.base, token, `/api/condition-reports/${report.id}/photos`, 'photo', bytes, 201);
      storeMs.push(took);
      await call(server.base, token, 'PUT', `/api/condition-reports/${report.id}/photos/${json.id}`, { rotation: 0, marks: [mark(json.source)] });
    }
    // The reference: the same bytes as the work's plain documents, through the existing upload.
    const docMs = [];
    for (const bytes of photos) {
      docMs.push((await postFile(server.base, token, `/api/inventory/${work.id}/upload/${work.companyId}`, 'file', bytes, 201)).ms);
    }
    let t = performance.now();
    await call(server.base, token, 'POST', `/api/condition-reports/${report.id}/sign`);
    const signMs = performance.now() - t;
    t = performance.now();
    const opened = await call(server.base, token, 'GET', `/api/condition-reports/${report.id}`);
    const openMs = performance.now() - t;
    if (!opened.integrity?.matches) problems.push('condition reports: the signed report does not match its digest');
    const headers = { authorization: `Bearer ${token}` };
    const first = await request(server.base, 'GET', `/api/condition-reports/${report.id}/pdf`, headers);
    if (first.status !== 200) throw new Error(`the PDF answered ${first.status}: ${first.body.toString().slice(0, 200)}`);
    const again = [];
    for (let i = 0; i < RUNS; i++) again.push((await request(server.base, 'GET', `/api/condition-reports/${report.id}/pdf`, headers)).ms);
    const file = path.join(run.tmpDir, 'condition-report.pdf');
    fs.writeFileSync(file, first.body);
    const fixed = await staticServer(file, 'application/pdf');
    const staticMs = [];
    try {
      for (let i = 0; i < RUNS; i++) staticMs.push((await request(fixed.base, 'GET', '/condition-report.pdf')).ms);
    } finally {
      fixed.close();
    }
    const text = first.body.toString('latin1');
    const pdf = {
      bytes: first.body.length,
      pages: (text.match(/\/Type\s*\/Page\b/g) ?? []).length,
      images: (text.match(/\/Subtype\s*\/Image/g) ?? []).length,
      first_ms: round(first.ms),
      again: summarize(again),
      static: summarize(staticMs),
    };
    if (pdf.images !== PHOTOS) problems.push(`condition reports: ${pdf.images} pictures in the PDF for ${PHOTOS} photos`);
    const memoryAfter = peakRssMib(server.child);
    const memoryKept = await residentAfterMib(server.child);
    const total = (xs) => xs.reduce((s, x) => s + x, 0);
    Object.assign(results, {
      photos: PHOTOS,
      photo_bytes: photoBytes,
      generate_ms: round(madeMs),
      store: { total_ms: round(total(storeMs)), per_photo: summarize(storeMs) },
      store_as_documents: { total_ms: round(total(docMs)), per_photo: summarize(docMs) },
      sign_ms: round(signMs),
      open_ms: round(openMs),
      pdf,
      peak_rss_mib: { before: memoryBefore && round(memoryBefore, 0), after: memoryAfter && round(memoryAfter, 0) },
      resident_10s_after_mib: memoryKept && round(memoryKept, 0),
    });
    console.log(`  ${PHOTOS} PNGs of ${WIDTH} × ${HEIGHT} made in ${ms(madeMs)} ms, ${kb(photoBytes)} in all; the report is on "${work.title}".`);
    console.log(
      table(
        ['step', 'total ms', 'per photo median / p95', 'reference', 'x reference'],
        [
          [`store ${PHOTOS} photos (one after the other)`, ms(total(storeMs)), `${ms(summarize(storeMs).median_ms)} / ${ms(summarize(storeMs).p95_ms)}`, `${ms(total(docMs))} as plain documents`, ratio(total(storeMs), total(docMs))],
          ['sign (digest over the record and the photos)', ms(signMs), '', '', ''],
          ['open the signed report (digest checked)', ms(openMs), '', '', ''],
          [`the PDF, first call: print copies made (${kb(pdf.bytes)}, ${pdf.pages} pages, ${pdf.images} pictures)`, ms(pdf.first_ms), '', `${ms(pdf.static.median_ms)} same bytes static`, ratio(pdf.first_ms, pdf.static.median_ms)],
          [`  again, print copies kept (${RUNS} runs, median / p95)`, `${ms(pdf.again.median_ms)} / ${ms(pdf.again.p95_ms)}`, '', '', ratio(pdf.again.median_ms, pdf.static.median_ms)],
        ],
      ),
    );
    const mib = (x) => (x == null ? 'n/a' : `${x.toFixed(0)} MiB`);
    console.log(`  server peak resident memory (VmHWM): ${mib(memoryBefore)} before the photos, ${mib(memoryAfter)} after the PDFs; resident 10 s later: ${mib(memoryKept)}`);
  } finally {
    await server.stop();
  }
}

// Alone: `node bench/conditionReports.mjs`.
await lib.runAloneIfMain(import.meta.url, 'conditionReports', benchConditionReports);
