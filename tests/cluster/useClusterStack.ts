/**
 * Imported first by the cluster's scripts: the test kit reads its stack file when it loads, so the
 * cluster's description must be in place (and VH_STACK_FILE set) before any kit module is imported.
 */
import { writeClusterStack } from './clusterStack';

writeClusterStack();
