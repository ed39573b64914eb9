// npm run build -w @coursedesk/server: bundles the server into server/dist/main.mjs, the file
// `npm start` runs. One file loads in a fraction of the time and memory of the module graph:
// Node reads a package's package.json again for every file it imports from that package, and
// drizzle-orm's is 180 KB, so loading the sources leaves about 130 MB of garbage-filled heap behind
// (docs/performance.md). Packages that load native code or WebAssembly by path stay outside.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const serverEntryFile = fileURLToPath(new URL('../src/main.ts', import.meta.url));
/** Directly in server/dist, as main.ts is directly in server/src (src/paths.ts relies on it). */
export const serverBundleFile = fileURLToPath(new URL('../dist/main.mjs', import.meta.url));

export const externalPackages = ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg-native'];

export async function buildServer(): Promise<void> {
  await build({
    entryPoints: [serverEntryFile],
    outfile: serverBundleFile,
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
}

if (import.meta.main) await buildServer();
