/**
 * Where marks go on a condition photo (docs/condition-reports.md), pure so it can be tested without a browser.
 *
 * Marks are kept in the photo's own upright pixels, whatever the view: a photo of `width` × `height` is shown
 * turned by `rotation` (degrees clockwise) and zoomed into a part of it (`Viewport`: the top-left corner in
 * turned pixels, and the zoom). The screen maps to the photo and back through the same two steps, so a mark
 * drawn at any zoom or rotation lands on the same spot of the work, and is drawn back there.
 */
export type Rotation = 0 | 90 | 180 | 270;

export interface Point {
  x: number;
  y: number;
}

export interface PhotoFrame {
  width: number;
  height: number;
  rotation: Rotation;
}

/** The part of the turned photo shown: its top-left corner (turned pixels) and the zoom (1 = the whole photo fits). */
export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/** The size of the element the photo is drawn in, in CSS pixels. */
export interface Box {
  width: number;
  height: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 16;

export function asRotation(degrees: number): Rotation {
  const r = (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
  return r as Rotation;
}

/** The turned photo's size. */
export function turnedSize(frame: PhotoFrame): Box {
  return frame.rotation % 180 === 0 ? { width: frame.width, height: frame.height } : { width: frame.height, height: frame.width };
}

/** The SVG transform that turns photo pixels into turned pixels: `matrix(a b c d e f)`. */
export function turnMatrix(frame: PhotoFrame): [number, number, number, number, number, number] {
  const { width: w, height: h } = frame;
  switch (frame.rotation) {
    case 90:
      return [0, 1, -1, 0, h, 0];
    case 180:
      return [-1, 0, 0, -1, w, h];
    case 270:
      return [0, -1, 1, 0, 0, w];
    default:
      return [1, 0, 0, 1, 0, 0];
  }
}

/** A photo point in turned pixels. */
export function turn(p: Point, frame: PhotoFrame): Point {
  const [a, b, c, d, e, f] = turnMatrix(frame);
  return { x: a * p.x + c * p.y + e, y: b * p.x + d * p.y + f };
}

/** A turned point back in photo pixels. */
export function unturn(p: Point, frame: PhotoFrame): Point {
  const { width: w, height: h } = frame;
  switch (frame.rotation) {
    case 90:
      return { x: p.y, y: h - p.x };
    case 180:
      return { x: w - p.x, y: h - p.y };
    case 270:
      return { x: w - p.y, y: p.x };
    default:
      return { x: p.x, y: p.y };
  }
}

/** Turned pixels per CSS pixel at zoom 1: the whole turned photo fits the box. */
function fitScale(frame: PhotoFrame, box: Box): number {
  const turned = turnedSize(frame);
  return Math.max(turned.width / box.width, turned.height / box.height);
}

/** The SVG viewBox of the view: the part of the turned photo shown, in turned pixels. */
export function viewBox(frame: PhotoFrame, box: Box, view: Viewport): [number, number, number, number] {
  const scale = fitScale(frame, box) / view.zoom;
  return [view.x, view.y, box.width * scale, box.height * scale];
}

/** A point of the element (CSS pixels from its top-left corner) in photo pixels. */
export function screenToPhoto(p: Point, frame: PhotoFrame, box: Box, view: Viewport): Point {
  const scale = fitScale(frame, box) / view.zoom;
  return unturn({ x: view.x + p.x * scale, y: view.y + p.y * scale }, frame);
}

/** A photo point on the element, in CSS pixels from its top-left corner. */
export function photoToScreen(p: Point, frame: PhotoFrame, box: Box, view: Viewport): Point {
  const scale = fitScale(frame, box) / view.zoom;
  const t = turn(p, frame);
  return { x: (t.x - view.x) / scale, y: (t.y - view.y) / scale };
}

/** The viewport kept inside the photo (no empty margin beyond its edges once zoomed in). */
export function clampView(frame: PhotoFrame, box: Box, view: Viewport): Viewport {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.zoom));
  const [, , vw, vh] = viewBox(frame, box, { x: 0, y: 0, zoom });
  const turned = turnedSize(frame);
  const clamp = (v: number, room: number) => (room <= 0 ? room / 2 : Math.min(room, Math.max(0, v)));
  return { zoom, x: clamp(view.x, turned.width - vw), y: clamp(view.y, turned.height - vh) };
}

/** Zooms by `factor` keeping the photo point under `at` (element pixels) where it is. */
export function zoomAt(frame: PhotoFrame, box: Box, view: Viewport, factor: number, at: Point): Viewport {
  const before = turn(screenToPhoto(at, frame, box, view), frame);
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.zoom * factor));
  const scale = fitScale(frame, box) / zoom;
  return clampView(frame, box, { zoom, x: before.x - at.x * scale, y: before.y - at.y * scale });
}

/** The viewport moved by a drag of `dx`, `dy` CSS pixels (the photo follows the finger). */
export function panBy(frame: PhotoFrame, box: Box, view: Viewport, dx: number, dy: number): Viewport {
  const scale = fitScale(frame, box) / view.zoom;
  return clampView(frame, box, { ...view, x: view.x - dx * scale, y: view.y - dy * scale });
}

/** A point kept inside the photo and rounded to a tenth of a pixel (what the server stores). */
export function onPhoto(p: Point, frame: PhotoFrame): Point {
  const round = (v: number, max: number) => Math.round(Math.min(max, Math.max(0, v)) * 10) / 10;
  return { x: round(p.x, frame.width), y: round(p.y, frame.height) };
}

/**
 * A freehand line thinned out: a point is kept when it is at least `step` photo pixels from the last one kept
 * (a finger gives a point every few milliseconds); at most `max` points.
 */
export function thinLine(points: readonly Point[], step: number, max = 2000): Point[] {
  const kept: Point[] = [];
  for (const p of points) {
    const last = kept[kept.length - 1];
    if (!last || Math.hypot(p.x - last.x, p.y - last.y) >= step) kept.push(p);
  }
  const end = points[points.length - 1];
  if (end && kept[kept.length - 1] !== end && kept.length > 0) kept.push(end);
  if (kept.length <= max) return kept;
  const every = Math.ceil(kept.length / max);
  return kept.filter((_, i) => i % every === 0 || i === kept.length - 1).slice(0, max);
}
