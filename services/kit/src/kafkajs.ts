/**
 * kafkajs for the project's scripts and tests, with the kit's fix of its request queue applied
 * before any client connects (kafkajsIdleFix.ts): unfixed, every answered request on Node 24+ also
 * prints a TimeoutNegativeWarning.
 */
import { applyKafkajsIdleFix } from './kafkajsIdleFix';

applyKafkajsIdleFix();

export * from 'kafkajs';
