import fs from 'node:fs'; import z from 'node:zlib';
const m=JSON.parse(fs.readFileSync('dist/manifest.json'));
const gz=u=>z.gzipSync(fs.readFileSync('dist/client/'+u.slice(8)),{level:9}).length;
for (const s of ['signin','dashboard','inventory']) { const fl=[...new Set([m.entry,...m.preload,...m.screens[s],...m.locales.en])]; console.log(s, fl.length, (fl.reduce((a,u)=>a+gz(u),0)/1024).toFixed(1), 'screen-only', (m.screens[s].reduce((a,u)=>a+gz(u),0)/1024).toFixed(1)); }
console.log('entry', (gz(m.entry)/1024).toFixed(1), 'entry+preload', ([m.entry,...m.preload].reduce((a,u)=>a+gz(u),0)/1024).toFixed(1), 'en', m.locales.en.map(gz), 'ja', m.locales.ja.map(gz));
