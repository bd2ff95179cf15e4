// What the HTML pages link, read from the client build's metafile (esbuild's shape: build/clientBuild.mjs).
import path from 'node:path';
import { screenLocaleChunks } from './localePacks.mjs';
import { outputsByModule, withoutExtension } from './metafile.mjs';

/** `name: () => import('…')` lines of src/app/screens.ts: each screen's module, relative to src/app. */
export function screenImports(screensSource) {
  const found = {};
  for (const m of screensSource.matchAll(/(\w+):\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g)) {
    found[m[1]] = path.posix.join('src/app', m[2]);
  }
  return found;
}

/**
 * From the metafile: the entry, its CSS, the chunks it imports statically (`preload`), and for each screen and
 * each language the chunks they add to that (`screens`, `locales`): the server names them in
 * <link rel="modulepreload"> so the browser fetches a page's chunks in parallel with the entry.
 * `screenModules`: screen name -> module path without extension (screenImports); `localeModule(source)`: the
 * locale a source file is the bundle of, or null; `packs` (src/locales/packs.json, optional): then
 * `screenLocales[screen][locale]` lists the chunks of the strings that screen adds in that language.
 */
export function manifestFrom(metafile, { entryPoint, publicPath, screenModules, localeModule, packs }) {
  const outputs = metafile.outputs;
  const url = (file) => publicPath + path.basename(file);
  const outputOf = outputsByModule(outputs);
  const entryOut = outputOf.get(withoutExtension(entryPoint));
  if (!entryOut) throw new Error(`build: no output for ${entryPoint}`);

  /** A file and every chunk it imports statically, transitively, in a stable order. */
  const closure = (file) => {
    const seen = [file];
    for (let i = 0; i < seen.length; i++) {
      for (const imp of outputs[seen[i]].imports ?? []) {
        if (imp.kind === 'import-statement' && !imp.external && !seen.includes(imp.path)) seen.push(imp.path);
      }
    }
    return seen;
  };
  const inEntry = new Set(closure(entryOut));
  const added = (file) => closure(file).filter((f) => !inEntry.has(f)).map(url);

  const screens = {};
  for (const [name, module] of Object.entries(screenModules)) {
    const out = outputOf.get(module);
    if (!out) throw new Error(`build: screen "${name}" (${module}) is not loaded with import(); is it imported statically somewhere?`);
    screens[name] = added(out);
  }
  const locales = {};
  for (const [source, out] of outputOf) {
    const locale = localeModule(source);
    if (locale) locales[locale] = added(out);
  }
  const cssBundle = outputs[entryOut].cssBundle;
  return {
    entry: url(entryOut),
    css: cssBundle ? [url(cssBundle)] : [],
    preload: [...inEntry].filter((f) => f !== entryOut).map(url),
    screens,
    locales,
    ...(packs ? { screenLocales: screenLocaleChunks(packs, added, outputOf) } : {}),
  };
}

/** Every JS file a page of `screen` in `locale` names for preloading, the entry first, without repeats. */
export function pageScripts(manifest, screen, locale) {
  return [
    ...new Set([
      manifest.entry,
      ...(manifest.preload ?? []),
      ...(manifest.screens?.[screen] ?? []),
      ...(manifest.locales?.[locale] ?? []),
      ...(manifest.screenLocales?.[screen]?.[locale] ?? []),
    ]),
  ];
}
