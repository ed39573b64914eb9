import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const apiServer = `http://localhost:${process.env.PORT || '3000'}`;
/** The port of Vite's dev server (`npm run dev`). */
const devPort = Number(process.env.DEV_WEB_PORT) || 5173;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
