import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './node-version.ts';

describe('nodeVersionProblem', () => {
  it('accepts Node 24 and later', () => {
    expect(nodeVersionProblem('24.0.0')).toBeUndefined();
    expect(nodeVersionProblem('25.1.0')).toBeUndefined();
  });

  it('names the Node it needs and how to start the server with it', () => {
    const problem = nodeVersionProblem('20.20.2');
    expect(problem).toContain('needs Node 24 or later, and this is Node 20.20.2');
    expect(problem).toContain('npm start');
  });
});
