// Imported first by main.ts and by the scripts that write into DATA_DIR or write backups: every
// file the process (and the processes it starts) creates from here on is private to its owner
// (private-files.ts). The server's restart with its Node settings keeps the process's mask.
import { keepNewFilesPrivate } from './private-files.ts';

keepNewFilesPrivate();
