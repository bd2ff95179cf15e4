import fs from 'node:fs';
const meta = JSON.parse(fs.readFileSync('build/meta/client.json'));
const man = JSON.parse(fs.readFileSync('dist/manifest.json'));
const files = [man.entry, ...man.preload].map(u => 'dist/client/' + u.slice(8));
const by = {};
for (const f of files) for (const [inp, v] of Object.entries(meta.outputs[f].inputs)) {
  const m = inp.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  const k = m ? m[1] : inp.split('/').slice(0,3).join('/');
  by[k] = (by[k] ?? 0) + v.bytesInOutput;
}
for (const [k, v] of Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,30)) console.log(k, v);
