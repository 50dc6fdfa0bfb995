// Typed GraphQL documents for the admin web app, generated from the gateway's committed API schema.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: '../gateway/api-schema.graphql',
  // The fragments the REST facade's operations share with the web apps, written once in contracts.
  documents: ['src/**/*.{ts,tsx}', '../contracts/graphql/fragments/*.graphql', '!src/__generated__/**'],
  ignoreNoDocuments: false,
  generates: {
    'src/__generated__/': {
      preset: 'client',
      // persisted-documents.json lists every document: the gateway's trusted documents in production.
      presetConfig: { fragmentMasking: false, persistedDocuments: true },
      config: { useTypeImports: true, enumsAsTypes: true, avoidOptionals: false },
    },
  },
};

export default config;
