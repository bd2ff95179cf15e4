import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { createDecoder, type Engine } from './decoder';

/** Time between two looks at the camera: fast enough to feel instant, slow enough to leave the phone cool. */
const FRAME_GAP_MS = 120;

type CameraState = 'starting' | 'running' | 'denied' | 'unavailable';

/**
 * The camera and its decoder, browser only (loaded after mount): the rear camera first (`facingMode:
 * environment`), each frame read for QR codes, every text read given to `onCode` (the caller ignores
 * repeats). Without a camera, or when it is refused, it says so and the typed ref field beside it remains.
 */
export default function Scanner({ onCode, engine }: { onCode: (text: string) => void; engine?: Engine }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [used, setUsed] = useState<Engine | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('unavailable');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (e) {
        // No camera at all (or none that fits) is not a refusal: the typed field is the way then.
        const name = e instanceof DOMException ? e.name : '';
        setState(name === 'NotFoundError' || name === 'OverconstrainedError' ? 'unavailable' : 'denied');
        return;
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const decoder = await createDecoder(engine);
      if (stopped) return;
      setUsed(decoder.engine);
      setState('running');
      const look = async () => {
        if (stopped) return;
        if (element.readyState >= 2) {
          try {
            for (const text of await decoder.decode(element)) onCodeRef.current(text);
          } catch (e) {
            console.error('scanner: a frame could not be read', e);
          }
        }
        if (!stopped) timer = window.setTimeout(look, FRAME_GAP_MS);
      };
      void look();
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [engine]);

  return (
    <div className="scanner-box" data-camera={state} data-engine={used ?? ''}>
      {/* Without a camera there is no picture: the black frame goes, the reason stays on the page's own ground. */}
      <div className={state === 'denied' || state === 'unavailable' ? 'd-none' : 'scanner'}>
        <video ref={video} className="scanner-video" muted playsInline aria-label={t('warehouse.scan.camera')} />
      </div>
      {state === 'denied' ? <p className="text-danger small mb-0">{t('warehouse.scan.denied')}</p> : null}
      {state === 'unavailable' ? <p className="text-body-secondary small mb-0">{t('warehouse.scan.noCamera')}</p> : null}
    </div>
  );
}
