// Adds lock entries for platform-specific optional packages that this
// registry mirror does not carry, so `npm ci` sees the lock in sync. They
// never install on linux-x64 (os/cpu mismatch), so npm never fetches them.
import fs from 'node:fs';
const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pk = lock.packages;
const OS = {
  android: 'android',
  darwin: 'darwin',
  freebsd: 'freebsd',
  linux: 'linux',
  openbsd: 'openbsd',
  openharmony: 'openharmony',
  win32: 'win32',
  wasm32: null,
};
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x'];
let added = 0;
for (const [path, meta] of Object.entries(pk)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    let base = path,
      found = false;
    while (true) {
      if (pk[(base ? base + '/' : '') + 'node_modules/' + name]) {
        found = true;
        break;
      }
      if (!base) break;
      const i = base.lastIndexOf('/node_modules/');
      base = i >= 0 ? base.slice(0, i) : '';
    }
    if (found) continue;
    const short = name.split('/').pop();
    const parts = short.split('-');
    // vite's napi-windows-process-start-time: Windows on any CPU.
    const os = parts.includes('windows') ? 'win32' : parts.find((p) => p in OS);
    let cpu = parts.find((p) => CPU.includes(p));
    if (short.includes('gnueabihf') || short.includes('musleabihf') || short.endsWith('-arm-eabi')) cpu = 'arm';
    const entry = { version: range.replace(/^[\^~=]/, ''), ...(meta.dev ? { dev: true } : {}), optional: true };
    if (short.includes('wasm32')) {
      entry.cpu = ['wasm32'];
    } else {
      if (!os || (!cpu && os !== 'win32')) throw new Error('cannot place ' + name);
      if (cpu) entry.cpu = [cpu];
      entry.os = [os];
    }
    if (short.includes('musl')) entry.libc = ['musl'];
    else if (os === 'linux') entry.libc = ['glibc'];
    pk['node_modules/' + name] = entry;
    added++;
    console.log(name, JSON.stringify(entry));
  }
}
const sorted = {};
for (const k of Object.keys(pk).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en')))) sorted[k] = pk[k];
lock.packages = sorted;
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
