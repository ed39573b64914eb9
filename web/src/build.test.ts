import fs from 'node:fs/promises';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { build, parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { classCandidates, groupOf, loadTailwindMerge, tailwindMergeFor } from '../vite.config';

// The production build of the app, made in memory with the app's own Vite configuration: what
// renders it is React DOM, in its production build, and nothing else.

const webRoot = path.resolve(import.meta.dirname, '..');

async function productionChunks(): Promise<Rolldown.OutputChunk[]> {
  // The test runner sets NODE_ENV to `test`, and libraries would then be built for development.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'silent',
    build: { write: false },
  }).finally(() => {
    process.env.NODE_ENV = testEnv;
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}

describe('the production build of the app', () => {
  // Built once for every check below.
  let built: Promise<Rolldown.OutputChunk[]> | undefined;
  const chunksOfBuild = () => {
    built ??= productionChunks();
    return built;
  };

  it('renders with React DOM in its production build, and holds no Preact', async () => {
    const chunks = await chunksOfBuild();
    const entry = chunks.find((chunk) => chunk.isEntry);
    const entryModules = entry?.moduleIds ?? [];
    // The first paint needs the renderer: it is in the entry itself.
    expect(entryModules).toContainEqual(
      expect.stringMatching(/node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/),
    );
    expect(entryModules).toContainEqual(
      expect.stringMatching(/node_modules\/react\/cjs\/react\.production\.js$/),
    );
    const everyModule = chunks.flatMap((chunk) => chunk.moduleIds);
    expect(everyModule.filter((id) => /[\\/]node_modules[\\/]preact[\\/]/.test(id))).toEqual([]);
    expect(everyModule.filter((id) => /\.development\.js$/.test(id))).toEqual([]);
  }, 120_000);

  it('holds zod without its JSON Schema generator, which the browser never calls', async () => {
    const chunks = await chunksOfBuild();
    const everyModule = chunks.flatMap((chunk) => chunk.moduleIds);
    // zod is there: every answer of the API is checked with it.
    expect(everyModule).toContainEqual(
      expect.stringMatching(/node_modules\/zod\/v4\/core\/schemas\.js$/),
    );
    // The generator names the draft of JSON Schema it writes; no chunk does.
    const withGenerator = chunks.filter((chunk) => chunk.code.includes('json-schema.org'));
    expect(withGenerator.map((chunk) => chunk.fileName)).toEqual([]);
  }, 120_000);

  it("holds tailwind-merge with the group of every class the app's sources write", async () => {
    const bundle = path.join(webRoot, '../node_modules/tailwind-merge/dist/bundle-mjs.mjs');
    const code = await fs.readFile(bundle, 'utf8');
    const words = await classCandidates();
    const whole = await loadTailwindMerge(code);
    const built = await loadTailwindMerge(await tailwindMergeFor(code, words, parseAst));
    type Tables = { classGroups: object; conflictingClassGroups: Record<string, string[]> };
    const wholeConfig = whole.getDefaultConfig() as Tables;
    const builtConfig = built.getDefaultConfig() as Tables;
    const wholeLookup = whole.createConfigUtils(wholeConfig);
    const builtLookup = built.createConfigUtils(builtConfig);

    // Each class keeps its group, and each of those groups the classes it conflicts with.
    const regrouped = [...words].filter(
      (word) => groupOf(word, wholeLookup) !== groupOf(word, builtLookup),
    );
    expect(regrouped).toEqual([]);
    const groups = new Set([...words].map((word) => groupOf(word, builtLookup)));
    for (const group of groups) {
      if (!group) continue;
      expect(builtConfig.conflictingClassGroups[group], group).toEqual(
        wholeConfig.conflictingClassGroups[group],
      );
    }
    // And the groups no class belongs to are left out.
    expect(Object.keys(builtConfig.classGroups).length).toBeLessThan(
      Object.keys(wholeConfig.classGroups).length / 2,
    );
  });
});
