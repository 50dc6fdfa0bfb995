import fs from 'node:fs';
import path from 'node:path';
import type { DrillFigures } from './runDrill';

const RESULTS_DIR = path.resolve(__dirname, '..', '..', 'test-results');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The drills' figures as a Markdown table (the same table docs/fault-drills.md shows). */
function figuresTable(figures: DrillFigures[]): string {
  const rows = figures.map((drill) => {
    const errors = drill.errors.map(([label, count]) => `${count} × ${label}`).join('<br>') || 'none';
    return `| ${drill.name} | ${seconds(drill.heldMs)} | ${seconds(drill.repairMs)} | ${seconds(drill.firstHuntMs)} | ${seconds(drill.firstTradeMs)} | ${seconds(drill.consistentMs)} | ${errors} |`;
  });
  return [
    '| Drill | Fault held | Repair took | First hunt | First trade | Checks pass | Errors seen (action: status message) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** Prints the table and keeps it, with the raw figures, in test-results/. */
export function reportFigures(figures: DrillFigures[]): void {
  const table = figuresTable(figures);
  process.stdout.write(`\nFault drills (recovery times from the repair call):\n${table}\n\n`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, 'fault-drills.md'), `${table}\n`);
  fs.writeFileSync(path.join(RESULTS_DIR, 'fault-drills.json'), JSON.stringify(figures, null, 2));
}
