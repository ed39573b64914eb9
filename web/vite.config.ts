import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file of the build, at the
 * highest levels since this runs once per build, not per request. The server sends the copy the
 * browser accepts. A copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  let written = true;
  return {
    name: 'coursedesk:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      written = config.build.write;
    },
    async closeBundle() {
      // A build kept in memory (the build's own test) has no files to compress.
      if (!written) return;
      const files = await fs.readdir(outDir, { recursive: true, withFileTypes: true });
      const texts = files
        .filter((entry) => entry.isFile() && compressible.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        texts.map(async (file) => {
          const content = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/** The error a JSON Schema method of zod throws in the browser's build. */
const NO_JSON_SCHEMA = 'zod builds no JSON Schema in the admin app';

/**
 * zod without its JSON Schema generator. Every schema of zod's classic API carries methods that
 * turn it into JSON Schema (`toJSONSchema`, the `jsonSchema` of `~standard`), and with them the
 * generator and a converter for every kind of schema, about 5 KB compressed that every screen
 * loaded and none calls: the server writes the API's JSON Schema, the browser only checks
 * values. In the web build those two modules export the same names, each a function that
 * throws; `aggregateChecks`, which answers a schema's `minLength`, `maxLength` and the like, is
 * kept as it is. Parsing is untouched: it never goes through them.
 */
function zodWithoutJsonSchema(): Plugin {
  const stubbed =
    /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;
  const exportedNames = (code: string) => [
    ...new Set(
      [
        ...code.matchAll(/^export (?:const|function|class) (\w+)/gm),
        ...code.matchAll(/^export \{ \w+ as (\w+) \}/gm),
      ].map((match) => match[1] as string),
    ),
  ];
  const stubs = (names: string[]) =>
    [
      `const unavailable = () => { throw new Error(${JSON.stringify(NO_JSON_SCHEMA)}); };`,
      ...names.map((name) =>
        // The two factories run when a schema's methods are read, not when they are called.
        /^create\w+Method$/.test(name)
          ? `export const ${name} = () => unavailable;`
          : `export const ${name} = unavailable;`,
      ),
    ].join('\n');
  return {
    name: 'coursedesk:zod-without-json-schema',
    apply: 'build',
    transform(code, id) {
      const match = stubbed.exec(id);
      if (!match) return null;
      if (match[1] === 'to-json-schema') return { code: stubs(exportedNames(code)), map: null };
      // json-schema-processors: its beginning up to the end of `aggregateChecks`, then stubs.
      const start = code.indexOf('export function aggregateChecks(');
      const end = code.indexOf('\nexport ', start + 1);
      if (start < 0 || end < 0) {
        this.error('zod changed: aggregateChecks is no longer where the web build expects it');
      }
      const names = exportedNames(code.slice(end)).filter((name) => name !== 'aggregateChecks');
      return { code: `${code.slice(0, end)}\n${stubs(names)}`, map: null };
    },
  };
}

/** The app's sources, where every class it writes is spelled out in full. */
const sourceDir = path.join(import.meta.dirname, 'src');

/** Every word of the app's sources that could be a class, with its variants (`sm:`, `dark:`). */
export async function classCandidates(): Promise<Set<string>> {
  const files = (await fs.readdir(sourceDir, { recursive: true })).filter(
    (file) => /\.(?:tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const words = new Set<string>();
  for (const file of files) {
    const code = await fs.readFile(path.join(sourceDir, file), 'utf8');
    for (const word of code.split(/[\s'"`{}(),;<>=]+/)) if (word) words.add(word);
  }
  return words;
}

/** tailwind-merge's lookup of a class's group, as its module exports it to the build. */
export interface TailwindMergeLookup {
  getDefaultConfig: () => unknown;
  createConfigUtils: (config: unknown) => {
    getClassGroupId: (className: string) => string | undefined;
  };
}

/** Loads tailwind-merge's bundle (it imports nothing) with its inner lookup exported. */
export async function loadTailwindMerge(code: string): Promise<TailwindMergeLookup> {
  const source = `${code}\nexport { createConfigUtils };`;
  return import(`data:text/javascript,${encodeURIComponent(source)}`);
}

/** The group of a class as tailwind-merge sees it, variants and important mark aside. */
export function groupOf(
  word: string,
  lookup: ReturnType<TailwindMergeLookup['createConfigUtils']>,
) {
  let depth = 0;
  let start = 0;
  for (let index = 0; index < word.length; index++) {
    const char = word[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) start = index + 1;
  }
  const base = word.slice(start).replace(/^!|!$/g, '');
  const slash = base.lastIndexOf('/');
  return (
    lookup.getClassGroupId(base) ??
    (slash > 0 ? lookup.getClassGroupId(base.slice(0, slash)) : undefined)
  );
}

interface ObjectEntry {
  type?: string;
  start: number;
  end: number;
  key?: { name?: unknown; value?: unknown };
  value?: { type?: string; properties?: ObjectEntry[] };
}

/** The tables of tailwind-merge's configuration keyed by class group. */
const groupTables = new Set([
  'classGroups',
  'conflictingClassGroups',
  'conflictingClassGroupModifiers',
]);

/**
 * tailwind-merge's bundle without the class groups no word of `words` belongs to: their entries
 * in the table of groups and in the two tables keyed by group are cut out of the source.
 */
export async function tailwindMergeFor(
  code: string,
  words: Iterable<string>,
  parse: (code: string) => unknown,
): Promise<string> {
  const library = await loadTailwindMerge(code);
  const lookup = library.createConfigUtils(library.getDefaultConfig());
  const used = new Set<string>();
  for (const word of words) {
    const group = groupOf(word, lookup);
    if (group) used.add(group);
  }
  const cuts: [number, number][] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const entry = node as ObjectEntry;
    const name = entry.key?.name ?? entry.key?.value;
    if (entry.type === 'Property' && typeof name === 'string' && groupTables.has(name)) {
      for (const property of entry.value?.properties ?? []) {
        const group = property.key?.name ?? property.key?.value;
        if (typeof group === 'string' && !used.has(group))
          cuts.push([property.start, property.end]);
      }
      return;
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(parse(code));
  if (used.size === 0 || cuts.length === 0) {
    throw new Error('tailwind-merge changed: its table of class groups was not found');
  }
  let trimmed = '';
  let at = 0;
  for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
    trimmed += code.slice(at, start);
    // The entry's comma goes with it.
    at = code[end] === ',' ? end + 1 : end;
  }
  return trimmed + code.slice(at);
}

/**
 * tailwind-merge with the class groups the app writes. `cn` lets a caller's classes override a
 * component's (a button's size, an input's width), and tailwind-merge knows which classes
 * conflict from a table of every Tailwind utility: most of the 7 KB every screen loaded for it,
 * of which the app uses about a third. The build reads the app's sources (where every class is
 * spelled out in full, as Tailwind itself needs), finds each class's group with
 * tailwind-merge's own lookup, and leaves out of the table the groups no class of the app
 * belongs to. Every class of the app keeps its group and its conflicts, so `cn` decides as
 * before (build.test.ts checks it); a class added to the sources adds its group at the next
 * build.
 */
function tailwindMergeForTheApp(): Plugin {
  const bundle = /[\\/]node_modules[\\/]tailwind-merge[\\/]dist[\\/]bundle-mjs\.mjs$/;
  return {
    name: 'coursedesk:tailwind-merge-for-the-app',
    apply: 'build',
    async transform(code, id) {
      if (!bundle.test(id)) return null;
      const trimmed = await tailwindMergeFor(code, await classCandidates(), (source) =>
        this.parse(source),
      );
      return { code: trimmed, map: null };
    },
  };
}

const apiServer = `http://localhost:${process.env.PORT || '3000'}`;
/** The port of Vite's dev server (`npm run dev`). */
const devPort = Number(process.env.DEV_WEB_PORT) || 5173;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    zodWithoutJsonSchema(),
    tailwindMergeForTheApp(),
    precompress(),
  ],
  resolve: {
    alias: { '@': path.join(import.meta.dirname, 'src') },
  },
  server: {
    port: devPort,
    strictPort: true,
    // The API server of `npm run dev` listens on PORT (3000 by default): the API and the
    // uploaded images it serves are proxied to it.
    proxy: { '/api': apiServer, '/uploads': apiServer },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // A group of icons is named after every screen that uses it (some 100 characters), and
        // each name travels in the entry's list of files and in every import of it: `icons` and
        // the hash name the file as well.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('icons~') ? 'assets/icons-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // What the entry imports, in one file instead of one per module it shares with a
            // screen: a cold load's first requests are one script and the stylesheet.
            { name: 'entry', tags: ['$initial'], priority: 2 },
            // Each lucide icon is a module of a few hundred bytes. Left to the automatic split,
            // every set of screens sharing an icon got a file of its own, about twenty requests
            // on a signed-in screen. Icons used by the same screens share a file, and sets under
            // 16 KB join their nearest neighbour: a screen may fetch a few icons it does not
            // show, in far fewer requests.
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 16 * 1024,
              // Only the icons: lucide's shared code and the renderer stay where they are.
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
