/** Imports go app -> features -> shared; a feature never imports another feature (docs/architecture.md). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** 'app' | 'features/<name>' | 'shared' | ... for a file under src/. */
function layerOf(file: string): string {
  const [top, second] = path.relative(SRC, file).split(path.sep);
  return top === 'features' ? `features/${second}` : top;
}

const imports = sourceFiles(SRC).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from\s+'(\.[^']+)'|import\s+'(\.[^']+)'/g)].map((m) => {
    const target = path.resolve(path.dirname(file), m[1] ?? m[2]);
    return { from: layerOf(file), to: target.startsWith(SRC) ? layerOf(target) : 'outside', file: path.relative(SRC, file), spec: m[1] ?? m[2] };
  });
});

describe('import direction', () => {
  it('shared imports nothing from app or features', () => {
    expect(imports.filter((i) => i.from === 'shared' && (i.to === 'app' || i.to.startsWith('features/')))).toEqual([]);
  });

  it('features import no other feature and not app', () => {
    expect(imports.filter((i) => i.from.startsWith('features/') && (i.to === 'app' || (i.to.startsWith('features/') && i.to !== i.from)))).toEqual([]);
  });

  it('only app and shared reach outside src, for the tables the server shares (assets/*.json) and the date-fns locale parts', () => {
    const sharedTable = (spec: string) => /^(\.\.\/)+assets\/[\w-]+\.json$/.test(spec);
    // The language bundles take only the parts of a date-fns locale Plinth uses, which its package exports only
    // whole (shared/i18n/localeBundles.ts says why; dates.test.ts checks the parts).
    const dateLocalePart = (i: { file: string; spec: string }) =>
      i.file.startsWith(path.join('shared', 'i18n', 'bundles')) && /^(\.\.\/)+node_modules\/date-fns\/locale\/[\w-]+\/_lib\/\w+\.js$/.test(i.spec);
    expect(imports.filter((i) => i.to === 'outside' && !((i.from === 'app' || i.from === 'shared') && (sharedTable(i.spec) || dateLocalePart(i))))).toEqual([]);
  });

  it('only the API client (shared/api: its calls, its downloads) calls fetch', () => {
    const callers = sourceFiles(SRC).filter((file) => /\bfetch\(/.test(readFileSync(file, 'utf8')));
    expect(callers.map((f) => path.relative(SRC, f)).sort()).toEqual([path.join('shared', 'api', 'client.ts'), path.join('shared', 'api', 'download.ts')]);
  });
});
