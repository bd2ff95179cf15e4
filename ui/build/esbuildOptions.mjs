// esbuild options shared by build.mjs and the bench's one-file reference build (bench/firstload.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { esbuildLocalePacks } from './localePacks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PUBLIC_PATH = '/assets/';

// react-router's package exports point at its development build; take the production one.
// react-dom's string renderer: the legacy one needs no MessageChannel or TextEncoder, unlike the streaming one.
const aliases = {
  'react-router': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
  'react-dom/server': path.join(root, 'node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js'),
};

export function aliasPlugin(names) {
  return {
    name: 'plinth-alias',
    setup(build) {
      for (const name of names) {
        const filter = new RegExp(`^${name.replace(/[/.-]/g, '\\$&')}$`);
        build.onResolve({ filter }, () => ({ path: aliases[name] }));
      }
    },
  };
}

export const common = {
  absWorkingDir: root,
  bundle: true,
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  target: 'es2020',
};

/**
 * The browser build: ESM with code splitting (a chunk per screen, per language and per language's string pack),
 * hashed names, a metafile.
 */
export function clientOptions(outdir) {
  return {
    ...common,
    entryPoints: ['src/entry-client.tsx'],
    outdir,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    publicPath: PUBLIC_PATH,
    metafile: true,
    plugins: [aliasPlugin(['react-router']), esbuildLocalePacks(root)],
    // '.wasm': the scanner's QR reader (zxing-wasm), copied to /assets/ and fetched from there, never a CDN.
    loader: { '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.svg': 'file', '.png': 'file', '.wasm': 'file' },
  };
}
