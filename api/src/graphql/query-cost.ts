// The cost of an operation, counted with the request's variables (issue #33 S1). GraphQL Armor's cost
// rule ran during validation, before variables are known, and multiplied a connection only by a literal
// `first: 100`: ten aliased `trips(first: $n)` cost as ten trips and resolved a thousand. Here a page
// counts as long as the request makes it (a literal, a variable's value, else the field's default page),
// a list as long as it can be, and a resolver that queries the database for each parent as that many
// fields more. The weights are Armor's, so QUERY_LIMITS.maxCost keeps its meaning: 2 per object field,
// 1 per scalar, each level of depth weighing 1.5 times the one above, fragments counted where they are
// spread, introspection free.
import {
  getNamedType,
  GraphQLError,
  isObjectType,
  isInterfaceType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** What a field adds to the cost besides its place in the tree: the `cost` extension of its definition. */
export interface FieldCost {
  /** Database queries its resolver makes for each parent: each counts as QUERY_WEIGHT. */
  queries?: number;
  /**
   * How many items it returns: `first`/`last` when the request gives them (as a literal or a variable),
   * else `default`. `max`: the most it returns, counted when a variable has no usable value.
   */
  items?: { default: number; max: number };
}

/** A field definition's extensions with its cost, for Pothos' `extensions` option. */
export const fieldCost = (cost: FieldCost) => ({ cost });

/** A database query for each parent weighs as much as this many object fields at that level. */
export const QUERY_WEIGHT = 10;

const OBJECT_COST = 2;
const SCALAR_COST = 1;
const DEPTH_FACTOR = 1.5;

/** The operation's cost with these variables; a variable without a usable value counts as its field's maximum. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | null | undefined = {},
): number {
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const defaults = new Map(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      definition.defaultValue,
    ]),
  );

  /** A page's length from `first`/`last`: a literal, a variable's value or default; `unknown` otherwise. */
  const pageArgument = (node: FieldNode, unknown: number): number | null => {
    const argument = node.arguments?.find((arg) => arg.name.value === 'first' || arg.name.value === 'last');
    if (!argument) return null;
    const intOf = (value: ValueNode | undefined): number | null =>
      value?.kind === Kind.INT ? Number.parseInt(value.value, 10) : null;
    if (argument.value.kind === Kind.VARIABLE) {
      const name = argument.value.name.value;
      const given = variables?.[name];
      if (Number.isInteger(given)) return given as number;
      if (given === undefined) return intOf(defaults.get(name)) ?? unknown;
      return unknown;
    }
    return intOf(argument.value) ?? unknown;
  };

  const selectionCost = (
    selectionSet: SelectionSetNode,
    parent: GraphQLNamedType | undefined,
    spreading: Set<string>,
  ): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        total += DEPTH_FACTOR * fieldCostOf(selection, parent, spreading);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        total += selectionCost(selection.selectionSet, type ?? undefined, spreading);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A cycle is refused by validation; counted once here.
        if (!fragment || spreading.has(name)) continue;
        const type = schema.getType(fragment.typeCondition.name.value) ?? undefined;
        total += selectionCost(fragment.selectionSet, type, new Set(spreading).add(name));
      }
    }
    return total;
  };

  const fieldCostOf = (node: FieldNode, parent: GraphQLNamedType | undefined, spreading: Set<string>): number => {
    const name = node.name.value;
    if (name.startsWith('__') && name !== '__typename') return 0;
    const definition =
      parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
    const declared = (definition?.extensions as { cost?: FieldCost } | undefined)?.cost ?? {};
    let cost = (node.selectionSet ? OBJECT_COST : SCALAR_COST) + (declared.queries ?? 0) * QUERY_WEIGHT;
    if (node.selectionSet) {
      cost += selectionCost(node.selectionSet, definition ? getNamedType(definition.type) : undefined, spreading);
    }
    const items = pageArgument(node, declared.items?.max ?? 1) ?? declared.items?.default ?? 1;
    return cost * Math.max(1, items);
  };

  const root = schema.getRootType(operation.operation) ?? undefined;
  // The root level weighs 1, as in Armor: its fields are counted without the depth factor.
  return selectionCost(operation.selectionSet, root, new Set()) / DEPTH_FACTOR;
}

/** The refusal of an operation over `maxCost`: a validation error, as Armor worded it (HTTP 400). */
export function costLimitError(maxCost: number, cost: number): GraphQLError {
  return new GraphQLError(`Syntax Error: Query Cost limit of ${maxCost} exceeded, found ${Math.round(cost)}.`, {
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
  });
}
