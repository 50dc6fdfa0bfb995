/**
 * kafkajs for the project's scripts and tests, with the kit's fix of its request queue applied
 * before any client connects (kafkajsIdleFix.ts): unfixed, every answered request on Node 24+ also
 * prints a TimeoutNegativeWarning (a timer of minus the current epoch: kafkajs' `throttledUntil`
 * starts at -1). `applyKafkajsIdleFix(dir)` patches the copy another checkout resolves.
 */
import { applyKafkajsIdleFix } from './kafkajsIdleFix';

applyKafkajsIdleFix();

export { applyKafkajsIdleFix };

export * from 'kafkajs';
