// Imported first by main.ts, before anything that needs a recent Node: started with an older
// one (the machine's own `node`, say), the server says so and how to start it, instead of
// failing later on something that only looks unrelated.
import { nodeVersionProblem } from './lib/node-version.ts';

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  process.stderr.write(`Coursedesk cannot start: ${problem}\n`);
  process.exit(1);
}
