// Prints the gzipped size of the JavaScript that index.html loads up front (entry + modulepreloads),
// and fails the build above the budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const dist = path.resolve(import.meta.dirname, '..', 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map(
  (match) => match[1],
);
let total = 0;
for (const script of scripts) {
  const gz = gzipSync(readFileSync(path.join(dist, script.replace(/^\//, '')))).length;
  total += gz;
  console.log(`  ${script}  ${(gz / 1024).toFixed(1)} KB gz`);
}
console.log(`initial JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB * 1024) {
  console.error('initial JavaScript is over budget');
  process.exit(1);
}
