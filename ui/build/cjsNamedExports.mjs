// Server bundle only: React and its CommonJS companions are imported through an ES module that names their exports
// once, so the code that uses them reads plain bindings. esbuild otherwise reaches a CommonJS module's exports
// through an object of getters (its `__toESM`), so every `useState`, every element's `jsx` call and every other use
// ran a getter function: cheap for a JIT, a whole call for QuickJS. These modules assign their exports once, when
// they are first required, so reading them then gives the same values.
import { createRequire } from 'node:module';
import path from 'node:path';

const NAMESPACE = 'plinth-cjs-named';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The ES module that stands for the CommonJS module at `resolved`, whose export names are `names`. */
export function namedExportsModule(resolved, names) {
  const named = names.filter((name) => name !== 'default' && name !== '__esModule' && IDENTIFIER.test(name));
  return [
    `import * as commonJs from ${JSON.stringify(resolved)};`,
    // `import React from 'react'` is the module's exports object itself, as esbuild gives it.
    'export default commonJs.default;',
    named.length ? `export const { ${named.join(', ')} } = commonJs;` : '',
  ].join('\n');
}

/** The esbuild plugin: each of `specifiers` (bare imports of CommonJS packages) resolves to its named-exports module. */
export function cjsNamedExportsPlugin(root, specifiers) {
  const require = createRequire(path.join(root, 'package.json'));
  const filter = new RegExp(`^(${specifiers.map((s) => s.replace(/[/.-]/g, '\\$&')).join('|')})$`);
  return {
    name: 'plinth-cjs-named-exports',
    setup(build) {
      build.onResolve({ filter }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const resolved = require.resolve(args.path);
        return { contents: namedExportsModule(resolved, Object.keys(require(args.path))), loader: 'js', resolveDir: root };
      });
    },
  };
}
