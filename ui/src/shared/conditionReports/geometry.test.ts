import { describe, expect, it } from 'vitest';
import {
  clampView,
  panBy,
  photoToScreen,
  screenToPhoto,
  thinLine,
  turn,
  unturn,
  viewBox,
  zoomAt,
  type Box,
  type PhotoFrame,
  type Rotation,
  type Viewport,
} from './geometry';

const PHOTO = { width: 4000, height: 3000 };
const BOX: Box = { width: 360, height: 360 };
const ROTATIONS: Rotation[] = [0, 90, 180, 270];
/** A crack at the same spot of the work, in photo pixels. */
const CRACK = { x: 1234.5, y: 2100.2 };

function close(a: { x: number; y: number }, b: { x: number; y: number }) {
  expect(a.x).toBeCloseTo(b.x, 6);
  expect(a.y).toBeCloseTo(b.y, 6);
}

describe('marks stay on the same spot of the work', () => {
  it('turning and unturning a point gives it back, at every rotation', () => {
    for (const rotation of ROTATIONS) {
      const frame: PhotoFrame = { ...PHOTO, rotation };
      close(unturn(turn(CRACK, frame), frame), CRACK);
    }
  });

  it('a turned photo puts the corners where a turned picture has them', () => {
    const frame: PhotoFrame = { ...PHOTO, rotation: 90 };
    // Turned a quarter clockwise, the photo's top-left corner is at the top right.
    close(turn({ x: 0, y: 0 }, frame), { x: 3000, y: 0 });
    close(turn({ x: 4000, y: 3000 }, { ...PHOTO, rotation: 180 }), { x: 0, y: 0 });
    close(turn({ x: 0, y: 0 }, { ...PHOTO, rotation: 270 }), { x: 0, y: 4000 });
  });

  it('where a mark is drawn on screen, at any zoom, pan and rotation, is where it is drawn back', () => {
    for (const rotation of ROTATIONS) {
      const frame: PhotoFrame = { ...PHOTO, rotation };
      for (const zoom of [1, 2, 3.5, 8, 16]) {
        const view = zoomAt(frame, BOX, { x: 0, y: 0, zoom: 1 }, zoom, { x: 120, y: 200 });
        const onScreen = photoToScreen(CRACK, frame, BOX, view);
        close(screenToPhoto(onScreen, frame, BOX, view), CRACK);
      }
    }
  });

  it('the same spot tapped at two zooms and two rotations is the same photo point', () => {
    const straight: PhotoFrame = { ...PHOTO, rotation: 0 };
    const whole: Viewport = { x: 0, y: 0, zoom: 1 };
    const tapped = photoToScreen(CRACK, straight, BOX, whole);
    // Zoomed in 6 times around the crack: it stays under the finger.
    const zoomed = zoomAt(straight, BOX, whole, 6, tapped);
    close(photoToScreen(CRACK, straight, BOX, zoomed), tapped);
    close(screenToPhoto(tapped, straight, BOX, zoomed), CRACK);
    // The photo turned: the crack moves on screen, and tapping it there names the same photo point.
    const turned: PhotoFrame = { ...PHOTO, rotation: 270 };
    const there = photoToScreen(CRACK, turned, BOX, whole);
    expect(Math.hypot(there.x - tapped.x, there.y - tapped.y)).toBeGreaterThan(10);
    close(screenToPhoto(there, turned, BOX, whole), CRACK);
  });

  it('zooming keeps the point under the pointer, and the view inside the photo', () => {
    const frame: PhotoFrame = { ...PHOTO, rotation: 90 };
    const start: Viewport = { x: 0, y: 0, zoom: 1 };
    const at = { x: 200, y: 150 };
    const before = screenToPhoto(at, frame, BOX, start);
    const view = zoomAt(frame, BOX, start, 4, at);
    expect(view.zoom).toBe(4);
    close(screenToPhoto(at, frame, BOX, view), before);
    const [x, y, w, h] = viewBox(frame, BOX, view);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(x + w).toBeLessThanOrEqual(3000 + 1e-6);
    expect(y + h).toBeLessThanOrEqual(4000 + 1e-6);
    const far = panBy(frame, BOX, view, -1e6, -1e6);
    const [fx, fy, fw, fh] = viewBox(frame, BOX, far);
    expect(fx + fw).toBeCloseTo(3000, 6);
    expect(fy + fh).toBeCloseTo(4000, 6);
    expect(clampView(frame, BOX, { x: 5, y: 5, zoom: 0.1 }).zoom).toBe(1);
  });
});

describe('freehand lines', () => {
  it('keep a point every step and the last one', () => {
    const points = Array.from({ length: 101 }, (_, i) => ({ x: i * 0.5, y: 0 }));
    const thin = thinLine(points, 5);
    expect(thin[0]).toEqual({ x: 0, y: 0 });
    expect(thin[thin.length - 1]).toEqual({ x: 50, y: 0 });
    expect(thin.length).toBe(11);
    expect(thinLine(points, 0.1, 10).length).toBeLessThanOrEqual(10);
  });
});

import { fromAnnotation, rectBetween, toAnnotation, type Mark } from './annotations';

describe('marks as W3C annotations', () => {
  it('round trip through the stored JSON', () => {
    const marks: Mark[] = [
      { id: 'urn:uuid:1', observation: 'obs-1', shape: rectBetween({ x: 30, y: 40 }, { x: 10, y: 12.25 }) },
      { id: 'urn:uuid:2', observation: 'obs-2', shape: { kind: 'point', at: { x: 5, y: 6.5 } } },
      { id: 'urn:uuid:3', observation: 'obs-2', shape: { kind: 'line', points: [{ x: 1, y: 2 }, { x: 3.5, y: 4 }] } },
    ];
    const stored = marks.map((m) => JSON.parse(JSON.stringify(toAnnotation(m, 'urn:plinth:condition-photo:7'))));
    expect(stored[0].target.selector.value).toBe('xywh=pixel:10,12.3,20,27.8');
    expect(stored[1].target.selector.value).toBe('<svg xmlns="http://www.w3.org/2000/svg"><circle cx="5" cy="6.5" r="0"/></svg>');
    const back = stored.map(fromAnnotation);
    expect(back[1]).toEqual(marks[1]);
    expect(back[2]).toEqual(marks[2]);
    expect(back[0]?.shape).toEqual({ kind: 'rect', x: 10, y: 12.3, w: 20, h: 27.8 });
  });
});
