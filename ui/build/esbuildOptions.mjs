// esbuild options shared by the server bundle, the API reference page and the stylesheet (build.mjs,
// build/clientBuild.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PUBLIC_PATH = '/assets/';

// react-router's package exports point at its development build; take the production one.
// react-dom's string renderer: the legacy one needs no MessageChannel or TextEncoder, unlike the streaming one.
export const aliases = {
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
