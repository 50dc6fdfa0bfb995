import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
} from 'graphql';

export interface StoredOperation {
  /** The operation and exactly the fragments it uses, printed. */
  document: string;
  operationName: string;
}

/** All operation files of a directory as one document (fragments may be shared across files). */
export function readOperationsDocument(directory: string): DocumentNode {
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.graphql'))
    .sort();
  return parse(files.map((file) => readFileSync(path.join(directory, file), 'utf8')).join('\n'));
}

function usedFragments(
  node: DefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  found = new Set<string>(),
) {
  visit(node, {
    FragmentSpread(spread) {
      const name = spread.name.value;
      if (found.has(name)) return;
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`unknown fragment ${name}`);
      found.add(name);
      usedFragments(fragment, fragments, found);
    },
  });
  return found;
}

/** Loads every named operation of gateway/operations/*.graphql (validated at build by compose). */
export function loadOperations(directory: string): Map<string, StoredOperation> {
  const document = readOperationsDocument(directory);
  const fragments = new Map(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const operations = new Map<string, StoredOperation>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
    const operationName = definition.name.value;
    if (operations.has(operationName)) throw new Error(`operation ${operationName} is defined twice`);
    const needed = [...usedFragments(definition, fragments)].map((name) => fragments.get(name)!);
    operations.set(operationName, {
      operationName,
      document: print({ kind: Kind.DOCUMENT, definitions: [definition, ...needed] }),
    });
  }
  return operations;
}
