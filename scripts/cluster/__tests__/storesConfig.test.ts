import fs from 'node:fs';
import path from 'node:path';
import { discoverServices } from '../../lib/services';
import { CLUSTER_STORES } from '../storesConfig';

const CI = path.resolve(__dirname, '../../../charts/vampire-hunt/ci');
const VALUES = path.join(CI, 'local-cluster-values.yaml');
/** The Secrets made out of band before the install, with the stores' addresses. */
const PREREQUISITES = path.join(CI, 'prerequisites', 'local-cluster-values.yaml');
const NODE_SCRIPT = path.resolve(__dirname, '../node.sh');

describe('the local cluster values and its stores', () => {
  const values = fs.readFileSync(VALUES, 'utf8');
  const secrets = fs.readFileSync(PREREQUISITES, 'utf8');
  const { nodeIp, redisDb, smtpPort } = CLUSTER_STORES;

  it('use the node address that node.sh gives the bridge', () => {
    expect(fs.readFileSync(NODE_SCRIPT, 'utf8')).toContain(`\nNODE_IP=${nodeIp}\n`);
    expect(values).toContain(`\npublicOrigin: http://${nodeIp}:30400\n`);
  });

  it('name the stores where stores.ts serves them', () => {
    expect(secrets).toContain(`      REDIS_URL: redis://${nodeIp}:26379/${redisDb}\n`);
    expect(values).toContain(`    - ${nodeIp}:29096\n`);
    expect(secrets).toContain(`      SMTP_URL: smtp://${nodeIp}:${smtpPort}\n`);
    const withDatabase = discoverServices().filter((service) => service.database);
    expect(withDatabase.length).toBeGreaterThanOrEqual(6);
    for (const service of withDatabase) {
      expect(secrets).toContain(
        `      name: vampire-hunt-${service.name}-db-app\n    type: Opaque\n    stringData:\n      uri: postgresql://postgres:postgres@${nodeIp}:25432/${service.database}\n`,
      );
    }
  });
});
