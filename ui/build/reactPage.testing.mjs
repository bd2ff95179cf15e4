// For the tests of the server bundle's build steps: React's string renderer over a page of the elements and
// attributes it writes in special ways, bundled as the server bundle is.
import * as esbuild from 'esbuild';
import vm from 'node:vm';
import { aliasPlugin, common } from './esbuildOptions.mjs';

// `page(extra)` renders the page with the texts `extra` in a list at its end.
const REACT_PAGE = `
import { renderToString } from 'react-dom/server';
globalThis.page = (extra) => renderToString(<html lang="en"><head><title>{'T<'}</title><meta charSet="utf-8" /><link rel="icon" href="/i.png" /><style>{'a{}'}</style></head><body>
  <div className="c" tabIndex={0} dir="ltr" role="main" style={{ marginTop: 2, lineHeight: 1.5, '--x': 'y', WebkitBox: 'z' }} data-x="1" aria-label={'a"b'} hidden suppressHydrationWarning>
    <a href="" title="t" download>{'x & y'}</a><a href="javascript:alert(1)" download="f.txt">j</a><img src="/p.png" alt="" width={10} height="20" />
    <form action="/go" noValidate><input type="checkbox" defaultChecked name="n" autoFocus /><input value="v" readOnly required size={3} capture="user" />
      <select multiple value={['a']} onChange={() => {}}><option value="a">A</option><option value="b">B</option><optgroup label="g"><option>c</option></optgroup></select>
      <textarea defaultValue="txt" rows={2} cols={0} spellCheck={false} /><button type="submit" disabled formNoValidate>go</button></form>
    <table><tbody><tr><td colSpan={2} rowSpan={3} span={1}>x</td></tr></tbody></table><ol start={3} reversed><li>i</li></ol>
    <svg viewBox="0 0 1 1" focusable="false" xmlLang="en" xmlSpace="preserve"><use xlinkHref="#i" xlinkTitle="t" /><path d="M0" fillRule="evenodd" strokeWidth={2} /></svg>
    <pre>{'\\nfirst'}</pre><listing>l</listing><noscript><b>n</b></noscript><p contentEditable draggable inert>p</p><label htmlFor="i" onClick={() => {}}>l</label>
    <div dangerouslySetInnerHTML={{ __html: '<i>raw</i>' }} /><details open><summary>s</summary></details><video muted autoPlay loop playsInline controls />
    <math><mi>x</mi></math><menuitem /><object data="o" /><iframe allowFullScreen /><script>{'1'}</script><base href="/" /><br /><hr /><wbr />
  </div><ul>{extra.map((text, i) => <li key={i} title={text}>{text}</li>)}</ul></body></html>);
`;

/** `contents` (a script of `loader`'s kind) as one iife, bundled as the server bundle is, `aliased` and with `plugins`. */
export async function bundleScript(contents, { loader = 'jsx', aliased = ['react-dom/server'], plugins = [] } = {}) {
  const { outputFiles } = await esbuild.build({
    ...common,
    stdin: { contents, loader, resolveDir: process.cwd() },
    write: false,
    format: 'iife',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['module'],
    plugins: [aliasPlugin(aliased), ...plugins],
  });
  return outputFiles[0].text;
}

/** The page's script as one iife (`globalThis.page`), with `plugins` in the build. */
export function bundleReactPage(plugins = []) {
  return bundleScript(REACT_PAGE, { plugins });
}

/** The page's HTML from `code` in a fresh context, rendered `times` times (the last is returned). */
export function renderPage(code, extra = [], times = 1) {
  const context = vm.createContext({});
  vm.runInContext(code, context);
  let html = '';
  for (let i = 0; i < times; i++) html = context.page(extra);
  return html;
}
