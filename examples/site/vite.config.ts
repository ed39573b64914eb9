import { defineConfig } from 'vite';

// The pages' one script (and the style sheet it imports), built into dist/assets/ with a
// manifest from which server/render.ts links them; the pages themselves are prerendered there.
export default defineConfig({
  build: {
    outDir: process.env.SITE_OUT_DIR ?? 'dist',
    manifest: true,
    rolldownOptions: { input: 'src/main.ts' },
  },
});
