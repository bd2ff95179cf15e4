/**
 * Marks as W3C Web Annotations, exactly as the server keeps them (server/src/features/condition_reports/marks.rs):
 * a rectangle is a Media Fragments `FragmentSelector` (`xywh=pixel:x,y,w,h`), a point an `SvgSelector` with one
 * `<circle r="0">`, a freehand line an `SvgSelector` with one `<polyline>`; the body links the observation
 * (`urn:plinth:observation:{key}`), the target names the photo. All in the photo's upright pixels.
 */
import type { Point } from './geometry';

export const CONTEXT = 'http://www.w3.org/ns/anno.jsonld';
const MEDIA_FRAGMENTS = 'http://www.w3.org/TR/media-frags/';
const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg">';
const OBSERVATION = 'urn:plinth:observation:';

export interface Annotation {
  '@context': string;
  id: string;
  type: string;
  motivation: string;
  body: { type: string; purpose: string; source: string }[];
  target: { source: string; selector: { type: string; conformsTo?: string | null; value: string } };
}

export type Shape = { kind: 'point'; at: Point } | { kind: 'rect'; x: number; y: number; w: number; h: number } | { kind: 'line'; points: Point[] };

export interface Mark {
  id: string;
  observation: string;
  shape: Shape;
}

const n = (v: number) => String(Math.round(v * 10) / 10);

function selectorOf(shape: Shape): Annotation['target']['selector'] {
  switch (shape.kind) {
    case 'rect':
      return { type: 'FragmentSelector', conformsTo: MEDIA_FRAGMENTS, value: `xywh=pixel:${n(shape.x)},${n(shape.y)},${n(shape.w)},${n(shape.h)}` };
    case 'point':
      return { type: 'SvgSelector', value: `${SVG_OPEN}<circle cx="${n(shape.at.x)}" cy="${n(shape.at.y)}" r="0"/></svg>` };
    case 'line':
      return { type: 'SvgSelector', value: `${SVG_OPEN}<polyline points="${shape.points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ')}"/></svg>` };
  }
}

/** A mark as the annotation the server stores. */
export function toAnnotation(mark: Mark, photoSource: string): Annotation {
  return {
    '@context': CONTEXT,
    id: mark.id,
    type: 'Annotation',
    motivation: 'identifying',
    body: [{ type: 'SpecificResource', purpose: 'linking', source: `${OBSERVATION}${mark.observation}` }],
    target: { source: photoSource, selector: selectorOf(mark.shape) },
  };
}

function numbers(text: string): number[] {
  return text.split(',').map(Number);
}

/** A stored annotation as a mark; null for anything else (it is then not drawn). */
export function fromAnnotation(a: Annotation): Mark | null {
  const source = a.body[0]?.source ?? '';
  if (!source.startsWith(OBSERVATION)) return null;
  const observation = source.slice(OBSERVATION.length);
  const { type, value } = a.target.selector;
  if (type === 'FragmentSelector' && value.startsWith('xywh=pixel:')) {
    const [x, y, w, h] = numbers(value.slice('xywh=pixel:'.length));
    if ([x, y, w, h].some((v) => v === undefined || Number.isNaN(v))) return null;
    return { id: a.id, observation, shape: { kind: 'rect', x: x!, y: y!, w: w!, h: h! } };
  }
  if (type === 'SvgSelector') {
    const circle = /<circle cx="([\d.-]+)" cy="([\d.-]+)" r="0"\/>/.exec(value);
    if (circle) return { id: a.id, observation, shape: { kind: 'point', at: { x: Number(circle[1]), y: Number(circle[2]) } } };
    const line = /<polyline points="([^"]*)"\/>/.exec(value);
    if (line) {
      const points = line[1]!
        .trim()
        .split(/\s+/)
        .map((pair) => {
          const [x, y] = numbers(pair);
          return { x: x ?? NaN, y: y ?? NaN };
        });
      if (points.length >= 2 && points.every((p) => !Number.isNaN(p.x) && !Number.isNaN(p.y))) return { id: a.id, observation, shape: { kind: 'line', points } };
    }
  }
  return null;
}

/** The rectangle between two corners, in whichever order they were dragged. */
export function rectBetween(a: Point, b: Point): Shape {
  return { kind: 'rect', x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(b.x - a.x), h: Math.abs(b.y - a.y) };
}

/** Where a mark's number is shown: its top-left corner (photo pixels). */
export function labelPoint(shape: Shape): Point {
  switch (shape.kind) {
    case 'point':
      return shape.at;
    case 'rect':
      return { x: shape.x, y: shape.y };
    case 'line':
      return shape.points[0] ?? { x: 0, y: 0 };
  }
}

/** A new mark id: `urn:uuid:` and a random UUID. */
export function newMarkId(): string {
  return `urn:uuid:${crypto.randomUUID()}`;
}
