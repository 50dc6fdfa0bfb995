import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeTable } from '../routes';
import { FIXTURES, answerText, routeKey, servedDocument, type RecordedAnswer } from './restSnapshot';

const recorded = JSON.parse(
  readFileSync(path.join(FIXTURES, 'restAnswers.json'), 'utf8'),
) as RecordedAnswer[];

describe('the REST facade as recorded (npm run rest:snapshot -w @vh/gateway)', () => {
  it('answers each recorded sample of each route byte for byte as before', () => {
    const routes = new Map(routeTable.map((route) => [routeKey(route), route]));
    const changed = recorded.flatMap(({ route, variant, data, answer }) => {
      const now = routes.get(route);
      if (!now) return [`${route}: no longer served`];
      const text = answerText(now, data);
      return text === answer ? [] : [`${route} (${variant}):\n  was ${answer}\n  now ${text}`];
    });
    expect(changed).toEqual([]);
    // Every route has its samples: a new route is recorded with it.
    const seen = new Set(recorded.map((entry) => entry.route));
    expect(routeTable.map(routeKey).filter((key) => !seen.has(key))).toEqual([]);
  });

  it('serves the OpenAPI document byte for byte as before', () => {
    const document = JSON.parse(readFileSync(path.join(FIXTURES, 'openapi.json'), 'utf8')) as unknown;
    const served = servedDocument();
    expect(served).toEqual(document);
    expect(JSON.stringify(served)).toBe(JSON.stringify(document));
  });
});
