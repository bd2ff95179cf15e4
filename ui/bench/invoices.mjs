// 10. Invoices, on a copy of the demo data, signed in as the provider admin:
//   - the invoice PDF render alone, warm (`plinth invoice-pdf-bench`: a twelve-line invoice in typst, the first render
//     not counted), median / p95 and size: the plain PDF as typst writes it (what invoices were before Factur-X)
//     beside the Factur-X PDF (PDF/A-3b, CII embedded, XMP added) with its UBL, as invoices are issued now;
//   - 50 sales invoices generated back to back (`PUT /api/admin/invoice/`: the brand's next number, the record, the PDF
//     rendered and stored, the lines marked, one transaction), each after a save that gives the assignment a line to bill
//     (not timed), median / p95 and the whole run;
//   - beside them, serving a stored PDF (`GET /api/admin/invoice/view/invoices/F1.pdf`) and the same bytes as a static
//     file from a plain Node server in the same run.
// Measured and printed, never asserted. Run alone: `cd ui && PLINTH_BIN=/abs/path/plinth node bench/invoices.mjs`.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as lib from './lib.mjs';
import { int, kb, ms, plinth, problems, ratio, round, run, section, summarize, table } from './lib.mjs';

const INVOICES = lib.intEnv('PLINTH_BENCH_INVOICES', 50);
const RENDERS = lib.intEnv('PLINTH_BENCH_INVOICE_RENDERS', 30);
const SERVES = lib.intEnv('PLINTH_BENCH_INVOICE_SERVES', 50);

function request(base, method, urlPath, headers = {}, body = null) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(`${base}${urlPath}`, { method, headers: { 'accept-encoding': 'identity', ...headers }, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - t0 }));
      res.on('error', reject);
    });
    req.setTimeout(60_000, () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

const json = (bearer, method, base, urlPath, value) => {
  const body = value === undefined ? null : JSON.stringify(value);
  const headers = { ...bearer, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) };
  return request(base, method, urlPath, headers, body);
};

function staticServer(file) {
  const server = http.createServer((req, res) => {
    const bytes = fs.readFileSync(file);
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': bytes.length });
    res.end(bytes);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

/** `dataDir`: a copy of the demo data no server has open. */
export async function benchInvoices(results, dataDir) {
  section(`10. Invoices: the PDF render (warm), ${INVOICES} invoices generated back to back, a stored PDF served beside a static file`);
  const rendered = JSON.parse(plinth(['invoice-pdf-bench', '--iterations', String(RENDERS)], 120_000).stdout.trim().split('\n').pop());
  results.render = rendered;
  const server = await lib.startServer(dataDir);
  try {
    const admin = await lib.signIn(server.base);
    const bearer = { authorization: `Bearer ${admin.token}` };
    const list = await json(bearer, 'GET', server.base, '/api/admin/assignment/?size=3&incCompleted=true');
    if (list.status !== 200) throw new Error(`GET /api/admin/assignment/ answered ${list.status}`);
    const assignment = JSON.parse(list.body.toString()).rows[0];
    if (!assignment) throw new Error('no assignment in the demo data');
    const invoicePath = `/api/admin/assignment/${assignment.id}/invoice`;
    const generation = [];
    let first = null;
    const began = performance.now();
    for (let i = 0; i < INVOICES; i++) {
      // A line to bill (the previous invoice ignored the earlier ones): the save is not timed.
      const invoice = JSON.parse((await json(bearer, 'GET', server.base, invoicePath)).body.toString());
      const items = invoice.items.map(({ invoicedAs: _i, ...l }) => l);
      items.push({ description: `Bench line ${i + 1}`, currencyIn: invoice.currency, cost: '100', charge: '150', taxable: true, ignore: false });
      const saved = await json(bearer, 'PUT', server.base, invoicePath, { currency: invoice.currency, tax: '20', items, rates: invoice.rates });
      if (saved.status !== 200) throw new Error(`saving the working invoice answered ${saved.status}: ${saved.body.toString().slice(0, 200)}`);
      const lineIds = JSON.parse(saved.body.toString()).items.filter((l) => !l.ignore).map((l) => l.id);
      const made = await json(bearer, 'PUT', server.base, '/api/admin/invoice/', { assignmentId: assignment.id, lineIds });
      if (made.status !== 200) throw new Error(`PUT /api/admin/invoice/ answered ${made.status}: ${made.body.toString().slice(0, 200)}`);
      generation.push(made.ms);
      first ??= JSON.parse(made.body.toString());
    }
    const wholeMs = performance.now() - began;
    const pdfPath = `/api/admin/invoice/view/invoices/${first.fileName}`;
    const stored = await request(server.base, 'GET', pdfPath, bearer);
    if (stored.status !== 200 || !stored.body.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error(`${pdfPath} answered ${stored.status}, not a PDF`);
    const file = path.join(run.tmpDir, 'invoice.pdf');
    fs.writeFileSync(file, stored.body);
    const fixed = await staticServer(file);
    const served = [];
    const statics = [];
    try {
      for (let i = 0; i < SERVES; i++) {
        served.push((await request(server.base, 'GET', pdfPath, bearer)).ms);
        statics.push((await request(fixed.base, 'GET', '/invoice.pdf')).ms);
      }
    } finally {
      fixed.close();
    }
    Object.assign(results, {
      generated: INVOICES,
      generate: summarize(generation),
      generate_all_ms: round(wholeMs),
      pdf_bytes: stored.body.length,
      serve: summarize(served),
      static: summarize(statics),
    });
    console.log(table(
      ['what', 'median', 'p95', 'n'],
      [
        [`invoice PDF render, plain (warm, typst, 12 lines; ${kb(rendered.bytes)})`, `${ms(rendered.median_ms)} ms`, `${ms(rendered.p95_ms)} ms`, int(rendered.n)],
        [
          `Factur-X PDF + UBL (PDF/A-3b, CII, XMP; ${kb(rendered.facturx.bytes)} + ${kb(rendered.facturx.ubl_bytes)})`,
          `${ms(rendered.facturx.median_ms)} ms`,
          `${ms(rendered.facturx.p95_ms)} ms`,
          int(rendered.n),
        ],
        [`generate an invoice (number, record, PDF, lines; ${INVOICES} back to back)`, `${ms(results.generate.median_ms)} ms`, `${ms(results.generate.p95_ms)} ms`, int(INVOICES)],
        [`serve the stored PDF (${kb(stored.body.length)})`, `${ms(results.serve.median_ms)} ms`, `${ms(results.serve.p95_ms)} ms`, int(SERVES)],
        ['the same bytes as a static file (Node)', `${ms(results.static.median_ms)} ms`, `${ms(results.static.p95_ms)} ms`, int(SERVES)],
      ],
      ['l', 'r', 'r', 'r'],
    ));
    console.log(`  Factur-X with its UBL takes ${ratio(rendered.facturx.median_ms, rendered.median_ms)} the plain PDF's time; the PDF is ${ratio(rendered.facturx.bytes, rendered.bytes)} its size.`);
    console.log(`  ${INVOICES} invoices in ${ms(wholeMs)} ms with their saves (${ms(wholeMs / INVOICES)} ms each); serving a stored PDF is ${ratio(results.serve.median_ms, results.static.median_ms)} the static file.`);
  } finally {
    await server.stop();
  }
}

// Alone: a fresh data dir with the demo data.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  lib.preflight();
  run.tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plinth-bench-invoices-'));
  const dataDir = path.join(run.tmpDir, 'data');
  const results = {};
  try {
    lib.seedDataDir(dataDir);
    await benchInvoices(results, dataDir);
    console.log(JSON.stringify(results));
  } catch (e) {
    problems.push(`invoices: ${e?.stack ?? e}`);
  } finally {
    await lib.stopAllServers();
    lib.cleanup();
  }
  for (const p of problems) console.log(`problem: ${p}`);
  process.exit(problems.length ? 1 : 0);
}
