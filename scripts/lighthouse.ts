/**
 * `npm run lighthouse`: Lighthouse (mobile, default throttling) in Debian's Chromium against a fresh
 * production-like test stack: the landing page, /login, and a signed-in player's home. Prints each
 * page's performance, accessibility, best-practices and SEO scores with its LCP and TBT, keeps the
 * JSON reports in test-results/lighthouse/, and exits 1 when a page is under the targets
 * (docs/benchmarks.md, "First load").
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { ROOT } from './lib/paths';
import { logIn, newPassword } from './load/accounts';
import { registerAccounts } from './load/players';
import { printTable } from './load/table';
import { databaseUrl, progress, runOnTestStack, targetsOf } from './load/testStack';

const say = progress('lighthouse');
const REPORTS = path.join(ROOT, 'test-results', 'lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Issue 27's targets: performance and SEO at least 90, accessibility and best practices 100. */
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: 90,
};
interface PageRun {
  name: string;
  url: string;
  /** Keeps the browser's storage (the signed-in player's token) instead of clearing it first. */
  signedIn?: boolean;
}

/** Writes the player's token (and the welcome popup as seen) into the browser, as a login does. */
async function signInBrowser(port: number, origin: string, token: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    `localStorage.setItem('token', ${JSON.stringify(token)}); localStorage.setItem('welcomePopupShown', 'true')`,
  );
  await page.close();
  await browser.close();
}

runOnTestStack('lighthouse', async (stack) => {
  const targets = targetsOf(stack);
  const name = `lh_${Date.now().toString(36)}`;
  const password = newPassword();
  await registerAccounts(targets, databaseUrl(stack, 'identity'), [
    { name, password, ip: '10.9.0.1', role: 'user' },
  ]);
  const token = await logIn(targets, name, password, '10.9.0.1');
  const origin = stack.gatewayUrl;
  // Both are ES modules only; this script is CommonJS.
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  fs.mkdirSync(REPORTS, { recursive: true });
  let missed = 0;
  try {
    // Visitors' pages first, in a browser that has never signed in.
    const pages: PageRun[] = [
      { name: 'landing', url: `${origin}/welcome` },
      { name: 'login', url: `${origin}/login` },
      { name: 'signed-in home', url: `${origin}/`, signedIn: true },
    ];
    const rows: string[][] = [];
    for (const run of pages) {
      if (run.signedIn) await signInBrowser(chrome.port, origin, token);
      say(`auditing ${run.name} (${run.url})`);
      const result = await lighthouse(run.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: run.signedIn ?? false,
      });
      if (!result) throw new Error(`Lighthouse answered nothing for ${run.url}`);
      const { lhr } = result;
      fs.writeFileSync(path.join(REPORTS, `${run.name.replace(/ /g, '-')}.json`), JSON.stringify(lhr));
      const scores = CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
      CATEGORIES.forEach((category, index) => {
        if (scores[index]! < TARGETS[category]) missed++;
      });
      const metric = (id: string) => String(Math.round(lhr.audits[id]?.numericValue ?? NaN));
      rows.push([
        run.name,
        ...scores.map(String),
        metric('largest-contentful-paint'),
        metric('total-blocking-time'),
      ]);
    }
    printTable(['page', ...CATEGORIES, 'LCP ms', 'TBT ms'], rows);
    say(
      `targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ${TARGETS['best-practices']}, SEO >= ${TARGETS.seo}: ${missed === 0 ? 'PASS' : `${missed} MISSED`}`,
    );
  } finally {
    chrome.kill();
  }
  return missed === 0 ? 0 : 1;
});
