/** The oldest Node major version the server runs on (package.json's engines). */
export const REQUIRED_NODE_MAJOR = 24;

/** Why this Node cannot run the server, or undefined when it can. */
export function nodeVersionProblem(version: string): string | undefined {
  const major = Number(version.split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return undefined;
  return (
    `it needs Node ${REQUIRED_NODE_MAJOR} or later, and this is Node ${version}. ` +
    `Start it with \`npm start\` (or \`npx node server/dist/main.mjs\`), which runs the Node ` +
    `${REQUIRED_NODE_MAJOR} that \`npm install\` puts in node_modules.`
  );
}
