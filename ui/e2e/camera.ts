/**
 * Chromium's fake camera for the warehouse test (docs/warehouse.md): real Plinth labels, downloaded from the server
 * as PDFs, drawn to pictures by pdftoppm and strung into a looping video by ffmpeg (both from Debian, installed by
 * the justfile's `_camera-tools`); a browser launched to play that video as its camera, so the scan screens read
 * the labels through getUserMedia and the same decoder a phone uses.
 */
import { chromium, type APIRequestContext, type Browser } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Frame {
  /** A PDF the server made. */
  pdf: Buffer;
  /** The part of its first page to show, in PDF points at 72 dpi: [x, y, width, height]; the whole page if absent. */
  crop?: [number, number, number, number];
}

const DPI = 72;

/** One label's picture from a PDF's first page (PNG path). */
async function picture(dir: string, name: string, frame: Frame): Promise<string> {
  const pdf = path.join(dir, `${name}.pdf`);
  await writeFile(pdf, frame.pdf);
  const args = ['-png', '-singlefile', '-f', '1', '-l', '1', '-r', String(DPI)];
  if (frame.crop) {
    const [x, y, w, h] = frame.crop;
    args.push('-x', String(x), '-y', String(y), '-W', String(w), '-H', String(h));
  }
  await run('pdftoppm', [...args, pdf, path.join(dir, name)]);
  return path.join(dir, `${name}.png`);
}

/** A video (y4m, 640×480, 5 frames a second) showing each label in turn for `seconds`; its path. */
export async function labelVideo(frames: readonly Frame[], seconds = 1.6): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'plinth-camera-'));
  const pictures = await Promise.all(frames.map((f, i) => picture(dir, `label-${i}`, f)));
  const inputs = pictures.flatMap((p) => ['-loop', '1', '-t', String(seconds), '-i', p]);
  const fit = pictures.map((_, i) => `[${i}]scale=600:440:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:white,setsar=1,fps=5[v${i}]`);
  const filter = `${fit.join(';')};${pictures.map((_, i) => `[v${i}]`).join('')}concat=n=${pictures.length}:v=1[out]`;
  const video = path.join(dir, 'labels.y4m');
  await run('ffmpeg', ['-y', '-loglevel', 'error', ...inputs, '-filter_complex', filter, '-map', '[out]', '-pix_fmt', 'yuv420p', video]);
  return video;
}

/** A Chromium whose camera plays `video` (and which allows the camera without asking). */
export function browserWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.PLINTH_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
}

/** A labels PDF of works (one thermal label a page: one work a page). */
export async function workLabel(request: APIRequestContext, server: string, token: string, id: number): Promise<Buffer> {
  const reply = await request.post(`${server}/api/inventory/generate/labels`, { headers: { authorization: `Bearer ${token}` }, data: { ids: [id], layout: 'thermal' } });
  if (reply.status() !== 200) throw new Error(`labels: ${reply.status()} ${await reply.text()}`);
  return reply.body();
}

/** A location's label: the first label of an A4 sheet (99.1 × 67.7 mm at 4.65, 13.1 mm), in points. */
export async function locationLabel(request: APIRequestContext, server: string, token: string, id: number): Promise<Frame> {
  const reply = await request.post(`${server}/api/admin/warehouse/locations/labels`, { headers: { authorization: `Bearer ${token}` }, data: { ids: [id] } });
  if (reply.status() !== 200) throw new Error(`location labels: ${reply.status()} ${await reply.text()}`);
  const mm = (v: number) => Math.round((v * 72) / 25.4);
  return { pdf: await reply.body(), crop: [mm(4.65), mm(13.1), mm(99.1), mm(67.7)] };
}
