// Imported first by main.ts, so that the restart with the server's Node settings
// (lib/node-settings.ts) happens before the rest of the server is loaded.
import { applyNodeSettings } from './lib/node-settings.ts';

applyNodeSettings();
