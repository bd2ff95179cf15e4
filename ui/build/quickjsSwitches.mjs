// The server bundle's long `switch`es on strings, rewritten so QuickJS jumps to the matching case instead of
// comparing the value with each label in turn (docs/architecture.md, "What keeps renders cheap").
//
// React's server renderer picks what to write for each element and attribute with switches of 14 to 71 string
// labels (the tag, the attribute's name); a name that no label matches (`data-*`, `aria-*`, `id`) is compared with
// all of them. An interpreter does each comparison in turn, where V8's compiled code hashes: in QuickJS these
// comparisons were a tenth of a page's render. A switch becomes a Map look-up of the clause's index, a binary
// search over that index (a few integer comparisons) and a labelled `break` to the clause:
//
//   switch (d) { case "a": A; case "b": B; default: C }
//   =>
//   { let $qjsCase = $qjsLabels0.get(d); if ($qjsCase === undefined) $qjsCase = 2;
//     $qjsSwitch0: { $qjsSwitch0_2: { $qjsSwitch0_1: { $qjsSwitch0_0: { <dispatch: break $qjsSwitch0_i> } A } B } C } }
//
// `break $qjsSwitch0_i` continues right after block i, where clause i's statements begin, and falls through the
// later ones as the switch did; a `break` that left the switch leaves the outer block. Only switches whose
// labels are all distinct string literals are rewritten, and only where no clause declares a `let`, `const`,
// class or function of its own (the clauses no longer share one block). A string equals a label exactly when
// it is the same Map key, and anything else matches no label in either form, so the rewrite behaves the same.
import { parseAst } from 'rolldown/parseAst';

/** Switches with fewer string labels are left alone: a few comparisons cost less than the look-up. */
export const MIN_LABELS = 6;

const PREFIX = '$qjs';
const LOOPS = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement']);
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ClassBody', 'StaticBlock']);

/** The labels of a switch this rewrite may take, in order (`null` for the default clause); null for any other. */
function labelsOf(node) {
  const labels = [];
  for (const clause of node.cases) {
    if (clause.test === null) labels.push(null);
    else if (clause.test.type === 'Literal' && typeof clause.test.value === 'string') labels.push(clause.test.value);
    else return null;
    for (const statement of clause.consequent) {
      if (statement.type === 'ClassDeclaration' || statement.type === 'FunctionDeclaration') return null;
      if (statement.type === 'VariableDeclaration' && statement.kind !== 'var') return null;
    }
  }
  const strings = labels.filter((l) => l !== null);
  if (strings.length < MIN_LABELS || new Set(strings).size !== strings.length) return null;
  return labels;
}

/**
 * `source`: one script in esbuild's `iife` format (`"use strict";(()=>{...})();`). Returns it with every long
 * string switch rewritten, and how many were.
 */
export function rewriteStringSwitches(source) {
  if (source.includes(PREFIX)) throw new Error(`the server bundle already uses the name prefix ${PREFIX}: pick another`);
  const program = parseAst(source);
  const edits = [];
  const tables = [];
  /** Rewritten switch node -> its number (the name of its labels and its table). */
  const ids = new Map();

  // Each node is visited with the statement an unlabelled `break` in it would leave.
  const visit = (node, breakTarget) => {
    if (!node || typeof node.type !== 'string') return;
    let inner = breakTarget;
    if (FUNCTIONS.has(node.type)) inner = null;
    else if (LOOPS.has(node.type)) inner = node;
    else if (node.type === 'SwitchStatement') {
      inner = node;
      const labels = labelsOf(node);
      if (labels) {
        const id = tables.length;
        tables.push(labels);
        ids.set(node, id);
        edits.push({ start: node.start, end: node.end, render: () => renderSwitch(node, id, labels) });
      }
    } else if (node.type === 'BreakStatement' && node.label === null && ids.has(breakTarget)) {
      const id = ids.get(breakTarget);
      edits.push({ start: node.start, end: node.end, render: () => `break ${PREFIX}Switch${id};` });
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) visit(child, inner);
      else if (value && typeof value === 'object') visit(value, inner);
    }
  };
  visit(program, null);
  if (tables.length === 0) return { code: source, rewritten: 0 };
  edits.sort((a, b) => a.start - b.start);

  /** `source` from `start` to `end` with the edits inside it applied (an edit renders the ones within itself). */
  const emit = (start, end) => {
    let out = '';
    let at = start;
    for (const edit of edits) {
      if (edit.start < at || edit.end > end) continue;
      out += source.slice(at, edit.start) + edit.render();
      at = edit.end;
    }
    return out + source.slice(at, end);
  };

  const renderSwitch = (node, id, labels) => {
    const n = labels.length;
    const defaultAt = labels.indexOf(null);
    const clauseLabel = (i) => `${PREFIX}Switch${id}_${i}`;
    const jump = (i) => (i === n ? `break ${PREFIX}Switch${id};\n` : `break ${clauseLabel(i)};\n`);
    // Targets 0..n (n: past the last clause); a binary search over them.
    const dispatch = (lo, hi) => {
      if (lo === hi) return jump(lo);
      const mid = (lo + hi + 1) >> 1;
      // One jump a line: QuickJS parses long lines slowly (build.mjs, lineLimit).
      return `if(${PREFIX}Case<${mid}){\n${dispatch(lo, mid - 1)}}\n${dispatch(mid, hi)}`;
    };
    let body = dispatch(0, n);
    node.cases.forEach((clause, i) => {
      const statements = clause.consequent.length ? emit(clause.consequent[0].start, clause.consequent.at(-1).end) : '';
      body = `${clauseLabel(i)}:{\n${body}}\n${statements}`;
    });
    const discriminant = emit(node.discriminant.start, node.discriminant.end);
    return (
      `{let ${PREFIX}Case=${PREFIX}Labels${id}.get((${discriminant}));` +
      `if(${PREFIX}Case===undefined)${PREFIX}Case=${defaultAt < 0 ? n : defaultAt};\n` +
      `${PREFIX}Switch${id}:{${body}}}`
    );
  };

  const scope = iifeBody(program);
  const declarations = tables
    .map((labels, id) => {
      const entries = labels.flatMap((label, i) => (label === null ? [] : [`[${JSON.stringify(label)},${i}]`]));
      return `\nvar ${PREFIX}Labels${id}=new Map([\n${entries.join(',\n')}]);`;
    })
    .join('');
  const code = emit(0, scope.start + 1) + declarations + '\n' + emit(scope.start + 1, source.length);
  return { code, rewritten: tables.length };
}

/** The block of the bundle's one immediately called function, where the label tables go (closure variables). */
function iifeBody(program) {
  const statements = program.body.filter((s) => !s.directive);
  const call = statements.length === 1 && statements[0].type === 'ExpressionStatement' ? statements[0].expression : null;
  const callee = call?.type === 'CallExpression' ? call.callee : null;
  if (!callee || !['ArrowFunctionExpression', 'FunctionExpression'].includes(callee.type) || callee.body.type !== 'BlockStatement') {
    throw new Error('rewriteStringSwitches expects one immediately called function (esbuild format "iife")');
  }
  return callee.body;
}
