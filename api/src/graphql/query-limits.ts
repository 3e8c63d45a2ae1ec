// Limits that refuse an abusive operation before it runs: while parsing
// (tokens), validating (depth, aliases, root fields, directives) and, once the
// variables are known, costing it; never during execution. GraphQL Armor
// provides depth, aliases and directives; graphql-js's own parser counts tokens
// (Armor's token plugin throws from a hook Apollo Server 5 answers with 500);
// the root-field rule and the cost (query-cost.ts) are ours.
// docs/api.md lists the numbers; the web app's own operations stay well inside them
// (query-limits.test.ts checks every one).
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  getOperationAST,
  GraphQLError,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { costLimitError, operationCost } from './query-cost.js';

export const QUERY_LIMITS = {
  /** Lexical tokens in the document: bounds parsing work and document size. */
  maxTokens: 2000,
  /** Nested selection levels; `trips { edges { node { budgetItinerary { days { costs { meals }}}}}}` is 7. */
  maxDepth: 10,
  /**
   * The cost (query-cost.ts): 2 per object field and 1 per scalar, each level of depth weighing 1.5
   * times the one above, a page or list multiplying its fields by its length (`first`/`last`, literal
   * or variable, else the field's default), and a resolver that queries the database for each parent
   * weighing 10 fields more. A tab of 100 trip cards with its pageInfo would cost over 10,000, so My
   * Trips asks for 50 a page (query-limits.test.ts checks every web operation).
   */
  maxCost: 10000,
  maxAliases: 15,
  /** Root fields (through fragments) in one operation. */
  maxRootFields: 10,
  maxDirectives: 50,
} as const;

/** The largest JSON body /graphql reads (413 beyond); GET URLs are bounded by Node's header size limit. */
export const MAX_REQUEST_BYTES = 100 * 1024;

function countRootFields(selectionSet: SelectionSetNode, context: ValidationContext, seen: Set<string>): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += countRootFields(selection.selectionSet, context, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += countRootFields(fragment.selectionSet, context, seen);
    }
  }
  return count;
}

/** At most `max` root fields per operation: each one is a separate lookup, so many of them multiply the work. */
export const maxRootFieldsRule =
  (max: number) =>
  (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const found = countRootFields(operation.selectionSet, context, new Set());
      if (found > max) {
        context.reportError(
          new GraphQLError(`Root field limit of ${max} exceeded, found ${found}.`, { nodes: [operation] }),
        );
      }
    },
  });

/**
 * The cost refusal of an operation with these variables, or null when it is within budget (or names
 * no operation: validation says why).
 */
export function overBudget(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): GraphQLError | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const cost = operationCost(schema, document, operation, variables);
  return cost > QUERY_LIMITS.maxCost ? costLimitError(QUERY_LIMITS.maxCost, cost) : null;
}

/** Refuses an operation over the cost budget once its variables are known, before any resolver runs. */
function costLimitPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, request }) {
          const refusal = overBudget(schema, document, request.operationName, request.variables);
          if (refusal) throw refusal;
        },
      };
    },
  };
}

/** Apollo Server options and plugins for every limit above. */
export function queryLimitProtection() {
  const armor = new ApolloArmor({
    maxTokens: { enabled: false },
    maxDepth: { n: QUERY_LIMITS.maxDepth, flattenFragments: true },
    // Armor's cost counts before the variables are known; costLimitPlugin counts with them.
    costLimit: { enabled: false },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    // Field suggestions ("Did you mean …?") would describe a schema that introspection may hide.
    blockFieldSuggestion: { enabled: true },
  }).protect();
  return {
    ...armor,
    plugins: [...armor.plugins, costLimitPlugin()],
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    validationRules: [...armor.validationRules, maxRootFieldsRule(QUERY_LIMITS.maxRootFields)],
  };
}
