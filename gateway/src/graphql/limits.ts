import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import type { ValidationRule } from 'graphql';

/** How large one GraphQL operation may be; every figure is a gateway environment variable. */
interface OperationLimits {
  maxDepth: number;
  maxAliases: number;
  maxTokens: number;
  maxDirectives: number;
  /** graphql-armor's cost: each field costs 1 (objects 2), multiplied by 1.5 per level of nesting. */
  maxCost: number;
}

interface LimitProtection {
  /** graphql-js stops parsing at the token limit: a 400 GRAPHQL_PARSE_FAILED. */
  parseOptions: { maxTokens: number };
  /** Run in Apollo's validation phase: an operation over a limit never reaches the query planner. */
  validationRules: ValidationRule[];
  plugins: ApolloServerPlugin[];
}

/**
 * graphql-armor's rules for the limits, and graphql-js's token limit. Refusals are 400s naming the
 * limit (GRAPHQL_PARSE_FAILED for tokens, GRAPHQL_VALIDATION_FAILED for the rest); `hideSuggestions`
 * also removes "Did you mean" hints, which would otherwise spell out the schema without introspection.
 */
export function limitProtection(
  limits: OperationLimits,
  options: { hideSuggestions: boolean },
): LimitProtection {
  const { validationRules, plugins } = new ApolloArmor({
    blockFieldSuggestion: { enabled: options.hideSuggestions },
    maxDepth: { n: limits.maxDepth, flattenFragments: true },
    maxAliases: { n: limits.maxAliases },
    // Its token count throws past Apollo's error handling (a 500); graphql-js's own limit is used.
    maxTokens: { enabled: false },
    maxDirectives: { n: limits.maxDirectives },
    costLimit: { maxCost: limits.maxCost },
  }).protect();
  return { parseOptions: { maxTokens: limits.maxTokens }, validationRules, plugins };
}
