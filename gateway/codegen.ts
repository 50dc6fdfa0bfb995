/**
 * Types of the REST facade's stored operations (operations/*.graphql), generated from the committed
 * API schema as the web apps' documents are: src/__generated__/operations.ts. `npm run operations`
 * writes them; the build runs `npm run operations:check`, which fails when they are stale.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const HEADER = '/* Generated from operations/*.graphql by `npm run operations`: do not edit. */';

const config: CodegenConfig = {
  schema: 'api-schema.graphql',
  documents: ['operations/*.graphql'],
  generates: {
    'src/__generated__/operations.ts': {
      plugins: [{ add: { content: HEADER } }, 'typescript-operations'],
      config: { useTypeImports: true, enumsAsTypes: true, skipTypename: true },
    },
  },
};

export default config;
