import { ProcessOutput } from '../processOutput';

const line = (fields: Record<string, unknown>) => JSON.stringify({ level: 30, msg: 'x', ...fields });

describe('what a stack process shows on the terminal', () => {
  it('shows start-up lines but never the access log', () => {
    const output = new ProcessOutput(true);
    expect(output.terminalLine('game', line({ msg: 'game ready' }))).toBe('[game] INFO game ready');
    expect(output.terminalLine('game', line({ msg: 'request finished', access: true }))).toBeNull();
  });

  it('shows only problems once the stack runs, and anything that is not a log line', () => {
    const output = new ProcessOutput(true);
    output.problemsOnly();
    expect(output.terminalLine('game', line({ msg: 'mission planned' }))).toBeNull();
    expect(
      output.terminalLine('game', line({ level: 50, msg: 'hunt failed', err: { message: 'boom' } })),
    ).toBe('[game] ERROR hunt failed: boom');
    expect(output.terminalLine('game', '    at Object.<anonymous> (index.js:1:1)')).toBe(
      '[game]     at Object.<anonymous> (index.js:1:1)',
    );
    expect(output.terminalLine('game', '  ')).toBeNull();
  });
});
