import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const WARN = 40;

interface LogEntry {
  level: number;
  msg: string;
  access?: boolean;
  err?: { message?: string };
}

/**
 * Where a stack process's output goes. Everything goes to its log file; on a terminal, people also
 * see "[service] LEVEL message" lines: while the stack starts, every line but the access log, and
 * once it runs (`problemsOnly`), warnings, errors and anything that is not a log line (a crash's
 * stack trace), so the start's URLs stay in view.
 */
export class ProcessOutput {
  private problemsOnlyOnTerminal = false;

  constructor(private readonly terminal: boolean) {}

  problemsOnly(): void {
    this.problemsOnlyOnTerminal = true;
  }

  attach(name: string, child: ChildProcess, logFile: string, append: boolean): void {
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    const file = fs.createWriteStream(logFile, { flags: append ? 'a' : 'w' });
    // Both streams share the file: neither may end it, the child's exit does.
    child.stdout!.pipe(file, { end: false });
    child.stderr!.pipe(file, { end: false });
    child.once('close', () => file.end());
    if (this.terminal) for (const stream of [child.stdout!, child.stderr!]) this.echo(name, stream);
  }

  private echo(name: string, stream: NodeJS.ReadableStream): void {
    let buffer = '';
    stream.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const shown = this.terminalLine(name, line);
        if (shown) process.stdout.write(`${shown}\n`);
      }
    });
  }

  /** The line as a person at the terminal sees it, or null when it stays in the log file only. */
  terminalLine(name: string, line: string): string | null {
    if (!line.trim()) return null;
    let entry: LogEntry;
    try {
      entry = JSON.parse(line) as LogEntry;
    } catch {
      return `[${name}] ${line}`;
    }
    if (typeof entry.level !== 'number') return `[${name}] ${line}`;
    const problem = entry.level >= WARN;
    if (!problem && (entry.access || this.problemsOnlyOnTerminal)) return null;
    const reason = entry.err?.message ? `: ${entry.err.message}` : '';
    return `[${name}] ${LEVELS[entry.level] ?? entry.level} ${entry.msg}${reason}`;
  }
}
