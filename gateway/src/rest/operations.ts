import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';

export interface StoredOperation {
  /** The whole file, so shared fragments resolve; operationName selects the operation. */
  document: string;
  operationName: string;
}

/** Loads every named operation of gateway/operations/*.graphql (validated at build by compose). */
export function loadOperations(directory: string): Map<string, StoredOperation> {
  const operations = new Map<string, StoredOperation>();
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.graphql'))) {
    const document = readFileSync(path.join(directory, file), 'utf8');
    for (const definition of parse(document).definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
      const operationName = definition.name.value;
      if (operations.has(operationName)) throw new Error(`operation ${operationName} is defined twice`);
      operations.set(operationName, { document, operationName });
    }
  }
  return operations;
}
