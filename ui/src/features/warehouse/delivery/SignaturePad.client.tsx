import { useEffect, useRef } from 'react';
import { useT } from '../../../shared/i18n';
import { Button } from '../../../shared/ui';

/**
 * A signature drawn with a finger (or a mouse or pen): pointer events on a canvas, drawn at the screen's pixel
 * density so it stays sharp in the PDF. Each stroke's end hands the picture (PNG) to `onChange`; Clear hands
 * null. Browser only (loaded after mount).
 */
export default function SignaturePad({ onChange }: { onChange: (png: Blob | null) => void }) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const scale = window.devicePixelRatio || 1;
    c.width = c.clientWidth * scale;
    c.height = c.clientHeight * scale;
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.scale(scale, scale);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#111';
  }, []);

  const at = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top] as const;
  };

  const down = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const [x, y] = at(e);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d');
    const [x, y] = at(e);
    ctx?.lineTo(x, y);
    ctx?.stroke();
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    canvas.current?.toBlob((png) => onChangeRef.current(png), 'image/png');
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    onChangeRef.current(null);
  };

  return (
    <div>
      <canvas
        ref={canvas}
        className="signature-pad border rounded w-100"
        data-testid="signature-pad"
        aria-label={t('warehouse.delivery.signatureArea')}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
      <Button variant="outline-secondary" className="mt-1" onClick={clear}>
        {t('warehouse.delivery.clearSignature')}
      </Button>
    </div>
  );
}
