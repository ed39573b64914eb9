// `npm run build -w @coursedesk/example-site`: after `vite build` (the pages' script and
// styles), every page of the site from the public API, into the output folder.
import { buildAll } from './render.ts';
import { settings } from './settings.ts';

const started = performance.now();
const { pages } = await buildAll();
process.stdout.write(
  `Built ${pages} pages from ${settings.apiUrl} into ${settings.outDir} in ${Math.round(performance.now() - started)} ms.\n`,
);
