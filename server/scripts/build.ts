// npm run build -w @coursedesk/server: bundles the server into server/dist/main.mjs, the file
// `npm start` runs. One file loads in a fraction of the time and memory of the module graph:
// Node reads a package's package.json again for every file it imports from that package, and
// drizzle-orm's is 180 KB, so loading the sources leaves about 130 MB of garbage-filled heap behind
// (docs/performance.md). Packages that load native code or WebAssembly by path stay outside.
// What the server imports with import() (the embedded engine, demo data builders, sharp's
// callers) goes into chunks of its own beside main.mjs, loaded only when first imported: in one
// file, an external package imported anywhere would be loaded at start.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const serverEntryFile = fileURLToPath(new URL('../src/main.ts', import.meta.url));
/** Directly in server/dist, as main.ts is directly in server/src (src/paths.ts relies on it). */
export const serverBundleFile = fileURLToPath(new URL('../dist/main.mjs', import.meta.url));
const serverBundleFolder = fileURLToPath(new URL('../dist', import.meta.url));
/**
 * The embedded engine's thread, started by its file (src/db/embedded-thread.ts): bundled as its
 * own entry, beside main.mjs and the chunk that starts it.
 */
const engineThreadEntryFile = fileURLToPath(
  new URL('../src/db/embedded-worker.ts', import.meta.url),
);

export const externalPackages = [
  '@electric-sql/pglite',
  '@electric-sql/pglite-tools',
  '@node-rs/argon2',
  'sharp',
  'pg-native',
];

/**
 * Bundles into `outdir`, server/dist unless told. Another folder must sit directly in server/ too,
 * so that src/paths.ts finds the migrations and the built web app from it.
 */
export async function buildServer(outdir = serverBundleFolder): Promise<void> {
  // Chunks are named by their content: those of an earlier build must not stay behind.
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [serverEntryFile, engineThreadEntryFile],
    // Chunks sit directly in server/dist too, so src/paths.ts holds in whichever file it lands.
    outdir,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    splitting: true,
    // Without comments and indentation the source V8 keeps in memory is smaller, and all ASCII:
    // one non-ASCII character in a comment (such as ∞) makes V8 hold a file's source at two bytes per
    // character. Names are kept, so stack traces still name their functions; the source map
    // beside each file leads back to the sources (node --enable-source-maps).
    minifyWhitespace: true,
    sourcemap: 'linked',
    // Licence notices go to a file of their own beside each output file.
    legalComments: 'linked',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: externalPackages,
    // Bundled CommonJS packages call require(); ESM output has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  escapeNonAscii(outdir);
}

/**
 * esbuild writes strings as ASCII but leaves regular expression literals as they are (a bundled
 * markdown library has `/([?!])…/`): every code unit above 0x7f becomes a `\uXXXX` escape, which
 * means the same thing in a string, a template, a regular expression or a name.
 */
function escapeNonAscii(folder: string): void {
  for (const name of fs.readdirSync(folder).filter((file) => file.endsWith('.mjs'))) {
    const file = path.join(folder, name);
    const source = fs.readFileSync(file, 'utf8');
    const ascii = source.replace(
      /[\u0080-\uffff]/g,
      (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    if (ascii !== source) fs.writeFileSync(file, ascii);
  }
}

if (import.meta.main) await buildServer();
