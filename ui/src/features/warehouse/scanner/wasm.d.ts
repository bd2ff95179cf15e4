// esbuild's `file` loader (build/esbuildOptions.mjs) turns an imported .wasm into the address it is served at.
declare module '*.wasm' {
  const url: string;
  export default url;
}
