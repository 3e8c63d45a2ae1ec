/**
 * The key a query's saved answer is stored under: its operation name and its
 * variables with object keys sorted, so `{ a, b }` and `{ b, a }` find the same copy.
 */
export function answerKey(operationName: string | undefined, variables: Record<string, unknown> = {}): string {
  return `${operationName ?? ''}:${JSON.stringify(sortKeys(variables))}`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}
