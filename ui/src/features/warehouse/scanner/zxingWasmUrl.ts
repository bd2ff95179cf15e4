// The address of ZXing's reader .wasm in our own build (esbuild copies it to /assets/ with a hashed name), kept
// in a module of its own so only the WebAssembly path imports it.
import url from 'zxing-wasm/reader/zxing_reader.wasm';

export default url;
