import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/paths';

const DOCS = path.join(ROOT, 'docs');
const SECTION = '## Where this differs from the spec, and why';

/** The rows of docs/specs.md's list of deliberate differences, each as its three cells. */
function differences(): string[][] {
  const specs = fs.readFileSync(path.join(DOCS, 'specs.md'), 'utf8');
  const section = specs.slice(specs.indexOf(SECTION)).split(/\n## /)[0]!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Difference') && !line.startsWith('| ---'))
    .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| | \|$/g, '')));
}

/** docs/specs.md lists every deliberate difference from the spec once, each pointing at its code. */
describe('the differences from the spec', () => {
  it('are listed, each with why and a link to a file of the repository that builds it', () => {
    const rows = differences();
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const [difference, why, builtIn] of rows) {
      expect(difference).toBeTruthy();
      expect(why).toBeTruthy();
      const links = [...(builtIn ?? '').matchAll(/\]\(\.\.\/([^)#]+)\)/g)].map((match) => match[1]!);
      expect({ difference, links: links.length > 0 }).toEqual({ difference, links: true });
      for (const link of links)
        expect({ link, exists: fs.existsSync(path.join(ROOT, link)) }).toEqual({ link, exists: true });
    }
  });

  it("name the issue's eight", () => {
    const listed = differences()
      .map(([difference]) => difference)
      .join('\n');
    for (const subject of [
      'Username not found',
      'Monthly subscription item deals are stricter',
      "Admin errors show the server's message",
      'Select an item',
      'empty amount',
      'failed hunt',
      'Form booleans',
      'OPTIONS',
    ])
      expect(listed).toContain(subject);
  });
});
