import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useT } from '../i18n';
import { Button } from '../ui';
import { labelPoint, rectBetween, type Mark, type Shape } from './annotations';
import {
  clampView,
  onPhoto,
  panBy,
  screenToPhoto,
  thinLine,
  turn,
  turnMatrix,
  turnedSize,
  viewBox,
  zoomAt,
  type Box,
  type PhotoFrame,
  type Point,
  type Viewport,
} from './geometry';

export type Tool = 'point' | 'rect' | 'line' | 'pan';

export interface MarkedPhotoProps {
  url: string;
  frame: PhotoFrame;
  marks: readonly Mark[];
  /** The number shown beside the marks of each observation (its place in the report). */
  numbers: Readonly<Record<string, number>>;
  /** The drawing tool, or null to only look (and zoom). */
  tool?: Tool | null;
  onDraw?: (shape: Shape) => void;
  alt: string;
  testId?: string;
}

const WHOLE: Viewport = { x: 0, y: 0, zoom: 1 };
const RED = '#d62828';

function ShapeElement({ shape, scale }: { shape: Shape; scale: number }) {
  const common = { vectorEffect: 'non-scaling-stroke' as const, fill: 'none' };
  const drawn = (stroke: string, width: number) => {
    switch (shape.kind) {
      case 'point':
        return <circle cx={shape.at.x} cy={shape.at.y} r={7 * scale} stroke={stroke} strokeWidth={width} {...common} />;
      case 'rect':
        return <rect x={shape.x} y={shape.y} width={shape.w} height={shape.h} stroke={stroke} strokeWidth={width} {...common} />;
      case 'line':
        return <polyline points={shape.points.map((p) => `${p.x},${p.y}`).join(' ')} stroke={stroke} strokeWidth={width} strokeLinejoin="round" strokeLinecap="round" {...common} />;
    }
  };
  return (
    <>
      {drawn('#ffffff', 6)}
      {drawn(RED, 3)}
    </>
  );
}

/**
 * A condition photo with its marks drawn over it as an SVG layer, turned and zoomed as asked (geometry.ts): with
 * a tool, a mouse, pen or finger draws a point (tap), a rectangle (drag) or a freehand line (drag); two fingers,
 * the zoom buttons or the pan tool move around a zoomed photo. Written here rather than taken from an annotation
 * library: Annotorious 3 (the maintained one) draws rectangles and polygons, not points or freehand lines, and the
 * archived v2 selector pack that had them is not for React 19; the layer needs only what is below.
 */
export function MarkedPhoto({ url, frame, marks, numbers, tool = null, onDraw, alt, testId = 'marked-photo' }: MarkedPhotoProps) {
  const t = useT();
  const boxRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<Box>({ width: 360, height: 360 });
  const [view, setView] = useState<Viewport>(WHOLE);
  const [draft, setDraftState] = useState<Shape | null>(null);
  // The shape being drawn, also kept outside the render: pointer events may come faster than renders.
  const drawing = useRef<Shape | null>(null);
  const setDraft = (shape: Shape | null) => {
    drawing.current = shape;
    setDraftState(shape);
  };
  const pointers = useRef(new Map<number, Point>());
  const stroke = useRef<{ start: Point; points: Point[] } | null>(null);
  const pinch = useRef<number | null>(null);

  useEffect(() => {
    const element = boxRef.current;
    if (!element) return;
    const measure = () => {
      const r = element.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) setBox({ width: r.width, height: r.height });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new rotation or photo starts from the whole picture.
  useEffect(() => setView(WHOLE), [frame.rotation, frame.width, frame.height]);

  const vb = viewBox(frame, box, view);
  const scale = vb[2] / box.width;
  const turned = turnedSize(frame);

  function local(e: ReactPointerEvent): Point {
    const r = boxRef.current!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  function onPointerDown(e: ReactPointerEvent<SVGSVGElement>) {
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, local(e));
    if (pointers.current.size === 2) {
      // A second finger: zooming, not drawing.
      stroke.current = null;
      setDraft(null);
      const [a, b] = [...pointers.current.values()];
      pinch.current = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      return;
    }
    if (!tool || tool === 'pan') return;
    const at = onPhoto(screenToPhoto(local(e), frame, box, view), frame);
    stroke.current = { start: at, points: [at] };
    setDraft(tool === 'point' ? { kind: 'point', at } : null);
  }

  function onPointerMove(e: ReactPointerEvent<SVGSVGElement>) {
    const last = pointers.current.get(e.pointerId);
    if (!last) return;
    const now = local(e);
    pointers.current.set(e.pointerId, now);
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      const centre = { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 };
      setView((v) => zoomAt(frame, box, v, distance / pinch.current!, centre));
      pinch.current = distance;
      return;
    }
    if (!tool || tool === 'pan') {
      setView((v) => panBy(frame, box, v, now.x - last.x, now.y - last.y));
      return;
    }
    const s = stroke.current;
    if (!s) return;
    const at = onPhoto(screenToPhoto(now, frame, box, view), frame);
    if (tool === 'rect') setDraft(rectBetween(s.start, at));
    if (tool === 'line') {
      s.points.push(at);
      setDraft({ kind: 'line', points: [...s.points] });
    }
    if (tool === 'point') setDraft({ kind: 'point', at });
  }

  function onPointerUp(e: ReactPointerEvent<SVGSVGElement>) {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    const s = stroke.current;
    stroke.current = null;
    const shape = drawing.current;
    setDraft(null);
    if (!s || !shape || !onDraw) return;
    // Too small to be meant (a tap with the rectangle or line tool): nothing is drawn.
    const least = 3 * scale;
    if (shape.kind === 'rect' && (shape.w < least || shape.h < least)) return;
    if (shape.kind === 'line') {
      const points = thinLine(shape.points, 2 * scale);
      if (points.length < 2) return;
      onDraw({ kind: 'line', points });
      return;
    }
    onDraw(shape);
  }

  function zoom(factor: number) {
    setView((v) => zoomAt(frame, box, v, factor, { x: box.width / 2, y: box.height / 2 }));
  }

  return (
    <div data-testid={testId}>
      <div
        ref={boxRef}
        className="marked-photo border rounded overflow-hidden bg-body-tertiary"
        style={{ aspectRatio: `${turned.width} / ${turned.height}`, width: '100%', maxHeight: '75vh', touchAction: 'none' }}
      >
        <svg
          width="100%"
          height="100%"
          viewBox={vb.join(' ')}
          preserveAspectRatio="xMinYMin meet"
          role="img"
          aria-label={alt}
          data-testid={`${testId}-layer`}
          data-zoom={view.zoom}
          style={{ display: 'block', cursor: tool && tool !== 'pan' ? 'crosshair' : 'grab', userSelect: 'none' }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <g transform={`matrix(${turnMatrix(frame).join(' ')})`}>
            <image href={url} width={frame.width} height={frame.height} preserveAspectRatio="none" />
            {marks.map((m) => (
              <g key={m.id} data-testid="mark" data-observation={m.observation} data-kind={m.shape.kind}>
                <ShapeElement shape={m.shape} scale={scale} />
              </g>
            ))}
            {draft ? <ShapeElement shape={draft} scale={scale} /> : null}
          </g>
          {marks.map((m) => {
            const at = turn(labelPoint(m.shape), frame);
            const n = numbers[m.observation];
            if (n === undefined) return null;
            return (
              <g key={`label-${m.id}`} transform={`translate(${at.x} ${at.y}) scale(${scale})`}>
                <rect x={2} y={2} width={20} height={18} rx={3} fill={RED} />
                <text x={12} y={15} fontSize={12} fontWeight="bold" fill="#fff" textAnchor="middle">
                  {n}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <div className="btn-group btn-group-sm mt-1" role="group" aria-label={t('conditionReports.photo.zoom')}>
        <Button variant="outline-secondary" onClick={() => zoom(1.5)} aria-label={t('conditionReports.photo.zoomIn')} data-testid={`${testId}-zoom-in`}>
          +
        </Button>
        <Button variant="outline-secondary" onClick={() => zoom(1 / 1.5)} aria-label={t('conditionReports.photo.zoomOut')}>
          −
        </Button>
        <Button variant="outline-secondary" onClick={() => setView(clampView(frame, box, WHOLE))}>
          {t('conditionReports.photo.whole')}
        </Button>
      </div>
    </div>
  );
}
