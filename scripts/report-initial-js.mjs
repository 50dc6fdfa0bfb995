// Prints the gzipped size of the JavaScript a web app's index.html loads up front (entry +
// modulepreloads) and fails the build above the app's budget. Used by both web apps' builds:
//   node ../scripts/report-initial-js.mjs <dist dir> <budget KB> [base path, default /]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const say = (line) => process.stdout.write(`${line}\n`);
const fail = (line, code) => {
  process.stderr.write(`${line}\n`);
  process.exit(code);
};

const [distArg, budgetArg, base = '/'] = process.argv.slice(2);
const budgetKb = Number(budgetArg);
if (!distArg || !Number.isFinite(budgetKb)) {
  fail('usage: report-initial-js.mjs <dist dir> <budget KB> [base path]', 2);
}
const dist = path.resolve(process.cwd(), distArg);
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map(
  (match) => match[1],
);
let total = 0;
for (const script of scripts) {
  const file = script.startsWith(base) ? script.slice(base.length) : script.replace(/^\//, '');
  const gz = gzipSync(readFileSync(path.join(dist, file))).length;
  total += gz;
  say(`  ${script}  ${(gz / 1024).toFixed(1)} KB gz`);
}
say(`initial JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (budget ${budgetKb} KB)`);
if (total > budgetKb * 1024) {
  fail('initial JavaScript is over budget', 1);
}
