// Reading a client build's metafile (esbuild's shape; build/clientBuild.mjs writes it for the Rolldown build).

/** A module path without its script or JSON extension, as screens.ts and packs.json name modules. */
export const withoutExtension = (file) => file.replace(/\.[cm]?[jt]sx?$|\.json$/, '');

/** The modules an output is the entry of: one in esbuild's metafile, any number in a chunk that groups several. */
const entryPointsOf = (out) => out.entryPoints ?? (out.entryPoint ? [out.entryPoint] : []);

/** Module (without extension) -> the JS output it is the entry of. */
export function outputsByModule(outputs) {
  const outputOf = new Map();
  for (const [file, out] of Object.entries(outputs)) {
    if (file.endsWith('.js')) for (const entry of entryPointsOf(out)) outputOf.set(withoutExtension(entry), file);
  }
  return outputOf;
}
