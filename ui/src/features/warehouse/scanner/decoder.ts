/*
 * Reading QR codes from camera frames: the browser's own BarcodeDetector where it has one that reads QR codes
 * (Chrome on Android, macOS and ChromeOS; Safari and Firefox have none), else ZXing-C++ built to WebAssembly
 * (the `zxing-wasm` package, its reader only). The WebAssembly module is imported here only, and this module only
 * by the scanner, so it is fetched on the scan screens alone; its .wasm file is part of our own build, served
 * from /assets/ like every other file, never from a CDN (the package's default).
 */

export type Engine = 'native' | 'wasm';

export interface Decoder {
  engine: Engine;
  /** The texts of the QR codes in the frame (often none). */
  decode(frame: HTMLVideoElement | HTMLCanvasElement | ImageBitmap): Promise<string[]>;
}

interface NativeDetector {
  detect(source: unknown): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

function nativeClass(): NativeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
}

/** Whether this browser has a BarcodeDetector that reads QR codes. */
export async function hasNativeDetector(): Promise<boolean> {
  const Native = nativeClass();
  if (!Native) return false;
  try {
    return (await Native.getSupportedFormats()).includes('qr_code');
  } catch {
    return false;
  }
}

function nativeDecoder(): Decoder {
  const Native = nativeClass() as NativeDetectorClass;
  const detector = new Native({ formats: ['qr_code'] });
  return {
    engine: 'native',
    async decode(frame) {
      return (await detector.detect(frame)).map((c) => c.rawValue);
    },
  };
}

async function wasmDecoder(): Promise<Decoder> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([import('zxing-wasm/reader'), import('./zxingWasmUrl')]);
  await prepareZXingModule({
    overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file) },
    fireImmediately: true,
  });
  let canvas: HTMLCanvasElement | null = null;
  return {
    engine: 'wasm',
    async decode(frame) {
      const width = frame instanceof HTMLVideoElement ? frame.videoWidth : frame.width;
      const height = frame instanceof HTMLVideoElement ? frame.videoHeight : frame.height;
      if (!width || !height) return [];
      canvas ??= document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return [];
      context.drawImage(frame, 0, 0, width, height);
      const found = await readBarcodes(context.getImageData(0, 0, width, height), { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 4 });
      return found.filter((r) => r.isValid).map((r) => r.text);
    },
  };
}

/** The decoder to use: `engine` when asked for (the bench measures both), else the native one where it exists. */
export async function createDecoder(engine?: Engine): Promise<Decoder> {
  if (engine === 'wasm') return wasmDecoder();
  if (engine === 'native' || (await hasNativeDetector())) return nativeDecoder();
  return wasmDecoder();
}
