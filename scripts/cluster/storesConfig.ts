/**
 * Where the local Kubernetes node's stores are (scripts/cluster/stores.ts). The chart's values for that
 * node, charts/vampire-hunt/ci/local-cluster-values.yaml, name the same addresses (a unit test checks).
 */
export const CLUSTER_STORES = {
  /** The node's address: the bridge vh-cni0 of scripts/cluster/node.sh (NODE_IP). */
  nodeIp: '10.244.0.1',
  /**
   * Each service's database is named as in production (identity, game...): the chart's checks hold a
   * service to its own database's name. The local game's are vh_<name>, the tests' vh_test_<name>.
   */
  redisDb: 5,
  smtpPort: 2725,
  /** Loopback only: the journey reads the caught mail here. */
  mailboxPort: 2726,
  readyFile: '/run/vh-cluster-stores.json',
} as const;
