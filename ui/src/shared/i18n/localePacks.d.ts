// The virtual modules of ui/build/localePacks.mjs (esbuild and Vitest make them from src/locales).
declare module 'locale-pack:*' {
  /** `<locale>/<pack>`: some namespaces of one language's strings; `<locale>/loaders`: that language's packs' chunks. */
  const value: Record<string, unknown>;
  export default value;
}
