import fs from 'node:fs';
const meta = JSON.parse(fs.readFileSync('build/meta/client.json'));
const man = JSON.parse(fs.readFileSync('dist/manifest.json'));
for (const u of man.screens[process.argv[2]]) { const f='dist/client/'+u.slice(8); const ins = Object.keys(meta.outputs[f].inputs); console.log(f, meta.outputs[f].bytes, ins.length, ins.filter(i=>!i.includes('node_modules')).slice(0,12).join(' '), ins.filter(i=>i.includes('node_modules')).map(i=>i.split('node_modules/')[1].split('/').slice(0,2).join('/')).filter((x,i,a)=>a.indexOf(x)===i).slice(0,10).join(' ')); }
