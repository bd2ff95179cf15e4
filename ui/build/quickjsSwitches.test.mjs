import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { bundleReactPage, renderPage } from './reactPage.testing.mjs';
import { describe, expect, it } from 'vitest';
import { MIN_LABELS, rewriteStringSwitches } from './quickjsSwitches.mjs';

/** `functions` (a script defining them) as an iife bundle, run in a fresh context: its `globalThis` afterwards. */
function run(functions, rewrite) {
  const bundle = `"use strict";(()=>{${functions}})();`;
  const { code, rewritten } = rewrite ? rewriteStringSwitches(bundle) : { code: bundle, rewritten: 0 };
  const context = vm.createContext({});
  vm.runInContext(code, context);
  return { context, rewritten, code };
}

const labels = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const INPUTS = [...labels, 'x', '', 'A', 'constructor', '__proto__', 1, 0, null, undefined, true, { toString: () => 'a' }, new String('a'), NaN];

// Each function records what ran, so fallthrough, breaks and the order of the clauses all show in its answer.
const FUNCTIONS = `
globalThis.fallthrough = (v) => { const log = []; switch (v) {
  case "a": log.push(1);
  case "b": log.push(2); break;
  case "c": case "d": log.push(3);
  default: log.push("default");
  case "e": log.push(5); break;
  case "f": return "f";
  case "g": log.push(7);
  case "h": log.push(8);
} return log; };
globalThis.noDefault = (v) => { let out = "none"; switch (v) {
  case "a": out = "A"; break; case "b": out = "B"; break; case "c": out = "C"; break; case "d": out = "D"; break;
  case "e": out = "E"; break; case "f": out = "F"; break; case "g": case "h": out = "GH";
} return out; };
globalThis.loops = (v) => { const log = []; outer: for (let i = 0; i < 3; i++) { switch (v) {
  case "a": for (;;) { log.push("inner"); break; } log.push("after inner"); break;
  case "b": continue;
  case "c": break outer;
  case "d": while (true) { switch (i) { case 0: log.push("zero"); break; default: log.push("other"); } break; } break;
  case "e": { const local = "block"; log.push(local); } break;
  case "f": log.push(function () { switch (v) { case "f": return "in function"; } }()); break;
  case "g": log.push(() => { for (;;) break; return "arrow"; }); break;
  default: log.push("default " + i); break;
  case "h": label: { log.push("h"); break label; }
} log.push("end " + i); } return log.map((x) => typeof x === "function" ? x() : x); };
globalThis.nested = (v, w) => { switch (v) {
  case "a": case "b": case "c": switch (w) {
    case "a": return "aa"; case "b": return "ab"; case "c": case "d": case "e": break; case "f": case "g": default: return "a?";
  } return "after inner";
  case "d": case "e": case "f": case "g": case "h": return "outer";
} return "none"; };
let evaluated = 0;
globalThis.discriminant = (v) => { switch ((evaluated++, v)) { case "a": case "b": case "c": case "d": case "e": case "f": case "g": return "label"; case "h": default: return "default"; } };
globalThis.evaluations = () => evaluated;
`;

const LEFT_ALONE = `
globalThis.withLet = (v) => { switch (v) { case "a": let x = 1; return x; case "b": case "c": case "d": case "e": case "f": return 2; } };
globalThis.notLiteral = (v) => { const k = "a"; switch (v) { case k: case "b": case "c": case "d": case "e": case "f": return 1; } };
globalThis.duplicate = (v) => { switch (v) { case "a": return 1; case "a": case "c": case "d": case "e": case "f": return 2; } };
globalThis.short = (v) => { switch (v) { case "a": return 1; case "b": return 2; } };
`;

describe('rewriteStringSwitches', () => {
  it('gives the same answers as the switches it rewrites, for labels, other strings and values of other types', () => {
    const before = run(FUNCTIONS, false).context;
    const after = run(FUNCTIONS, true);
    expect(after.rewritten).toBe(6);
    for (const v of INPUTS) {
      for (const name of ['fallthrough', 'noDefault', 'loops']) expect(after.context[name](v), `${name}(${String(v)})`).toEqual(before[name](v));
      for (const w of INPUTS) expect(after.context.nested(v, w)).toEqual(before.nested(v, w));
      expect(after.context.discriminant(v)).toEqual(before.discriminant(v));
    }
    expect(after.context.evaluations()).toBe(before.evaluations());
  });

  it('leaves switches with lexical declarations, other labels, repeated labels or few labels as they were', () => {
    const { code, rewritten } = run(LEFT_ALONE, true);
    expect(rewritten).toBe(0);
    expect(code).toBe(`"use strict";(()=>{${LEFT_ALONE}})();`);
    expect(MIN_LABELS).toBeGreaterThan(2);
  });

  it('refuses a script that is not one immediately called function', () => {
    expect(() => rewriteStringSwitches(`switch (v) { ${labels.map((l) => `case "${l}":`).join(' ')} }`)).toThrow(/iife/);
  });

  it("gives the HTML React's server renderer wrote before, over elements and attributes it treats in its own ways", async () => {
    const bundle = await bundleReactPage();
    const { code, rewritten } = rewriteStringSwitches(bundle);
    expect(rewritten).toBeGreaterThan(3);
    expect(renderPage(code)).toBe(renderPage(bundle));
    expect(renderPage(bundle)).toContain('<td colSpan="2" rowSpan="3"');
  });

  it('has rewritten the switches of React\'s server renderer in dist/server.js', () => {
    const bundle = readFileSync(new URL('../dist/server.js', import.meta.url), 'utf8');
    // pushAttribute's labels: the attributes React writes in its own way.
    expect(bundle).toMatch(/\$qjsLabels\d+=new Map\(\[\n\["className",0\],\n\["tabIndex",1\]/);
  });
});
