import type { RenderSwitches } from '../switches';

/** React Router and its adapters: one copy, bundled, when its files are aliased or patched. */
const REACT_ROUTER = ['react-router', '@react-router/node', '@react-router/express'];

/**
 * Switch RENDER_SSR_BUNDLE (app/render/switches.ts). Pure ESM packages of many small files,
 * bundled into the server build instead of loaded from node_modules: Node resolves and loads each
 * file of an external package at start (kysely alone took ~100 ms). The same for the UI packages:
 * one file per lucide icon (~90), and radix-ui's umbrella entry, which loads every Radix package;
 * bundled, only what the app uses is kept.
 *
 * Off, the server loads every package from node_modules, except those another trick that is on
 * needs bundled: React Router (its production files or patches), lucide-react (its icon factory).
 *
 * What breaks it on an upgrade: a package that stops bundling (one that reads its own files at run
 * time, or a CommonJS one), which fails the build or the server's start in the e2e tests.
 */
export function ssrNoExternal(switches: RenderSwitches): Array<string | RegExp> {
  const needed: Array<string | RegExp> = [
    ...(switches.routerProduction || switches.routerMemo ? REACT_ROUTER : []),
    // The icon factory is swapped inside lucide's files: they must go through the bundler.
    ...(switches.lucideIcons ? ['lucide-react'] : []),
  ];
  if (!switches.ssrBundle) return needed;
  return [
    ...REACT_ROUTER,
    'kysely',
    'zod',
    'markdown-it',
    'mdurl',
    'uc.micro',
    'entities',
    'linkify-it',
    'punycode.js',
    'lucide-react',
    'radix-ui',
    /^@radix-ui\//,
    'sonner',
    'isbot',
    'aria-hidden',
    /^react-remove-scroll/,
    'react-style-singleton',
    'use-callback-ref',
    'use-sidecar',
    'get-nonce',
    'detect-node-es',
    'tslib',
  ];
}
