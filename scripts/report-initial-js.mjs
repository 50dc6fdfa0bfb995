// Prints the size of the JavaScript a web app's index.html loads up front (entry + modulepreloads)
// as the gateway serves it, the build's precompressed copies (brotli to browsers that take it, gzip
// to the others), and fails the build when the larger, gzip, is above the app's budget. Used by
// both web apps' builds:
//   node ../scripts/report-initial-js.mjs <dist dir> <budget KB> [base path, default /]
import { existsSync, statSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
/** Bytes of the build's compressed copy of a file (.br or .gz beside it). */
const copySize = (file, extension) => {
  if (!existsSync(`${file}${extension}`))
    fail(`${file} has no ${extension} copy (vite-plugin-compression2)`, 1);
  return statSync(`${file}${extension}`).size;
};
let total = 0;
let totalBrotli = 0;
for (const script of scripts) {
  const file = path.join(
    dist,
    script.startsWith(base) ? script.slice(base.length) : script.replace(/^\//, ''),
  );
  const [br, gz] = [copySize(file, '.br'), copySize(file, '.gz')];
  total += gz;
  totalBrotli += br;
  say(`  ${script}  ${(br / 1024).toFixed(1)} KB br, ${(gz / 1024).toFixed(1)} KB gz`);
}
say(
  `initial JavaScript as served: ${(totalBrotli / 1024).toFixed(1)} KB brotli, ${(total / 1024).toFixed(1)} KB gzip (budget ${budgetKb} KB)`,
);
if (total > budgetKb * 1024) {
  fail('initial JavaScript is over budget', 1);
}
