import path from 'node:path';
import { entryPackageVersion, tracingResource } from '../tracing';

describe('the resource of every span', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ['OTEL_RESOURCE_ATTRIBUTES', 'OTEL_SERVICE_NAME']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('names the service and its version', () => {
    delete process.env.OTEL_RESOURCE_ATTRIBUTES;
    delete process.env.OTEL_SERVICE_NAME;
    expect(tracingResource('game', '0.1.0').attributes).toEqual({
      'service.name': 'game',
      'service.version': '0.1.0',
    });
  });

  it('takes OTEL_RESOURCE_ATTRIBUTES as the chart sets them, over what the code knows', () => {
    // What the chart's env gives a pod: the Downward API's values, then the image tag and the
    // values file's own attributes (a percent-encoded comma in one).
    process.env.OTEL_RESOURCE_ATTRIBUTES =
      'k8s.pod.name=vampire-hunt-game-7c9d-x2x4q,k8s.namespace.name=games,k8s.node.name=node-1,' +
      'service.version=1.4.2,deployment.environment.name=production,team=games%2Cops';
    expect(tracingResource('game', '0.1.0').attributes).toEqual({
      'service.name': 'game',
      'service.version': '1.4.2',
      'k8s.pod.name': 'vampire-hunt-game-7c9d-x2x4q',
      'k8s.namespace.name': 'games',
      'k8s.node.name': 'node-1',
      'deployment.environment.name': 'production',
      team: 'games,ops',
    });
  });

  it('lets OTEL_SERVICE_NAME rename the service, as the specification says', () => {
    process.env.OTEL_RESOURCE_ATTRIBUTES = 'service.name=from-attributes';
    process.env.OTEL_SERVICE_NAME = 'renamed';
    expect(tracingResource('game', undefined).attributes).toEqual({ 'service.name': 'renamed' });
  });

  it("reads the version from the package.json of the process's entry", () => {
    const kitRoot = path.join(__dirname, '..', '..');
    const { version } = require(path.join(kitRoot, 'package.json')) as { version: string };
    expect(entryPackageVersion(path.join(kitRoot, 'dist', 'index.js'))).toBe(version);
    expect(entryPackageVersion('/nowhere/dist/index.js')).toBeUndefined();
  });
});
