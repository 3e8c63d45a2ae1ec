// The cache's list of interfaces and their types must be the schema's: a type missing here would
// make every fragment on its interface come back empty for it, silently.
import { readFileSync } from 'node:fs';
import { buildSchema, isInterfaceType } from 'graphql';
import { describe, expect, it } from 'vitest';

import { possibleTypes } from './apollo';

describe('the Apollo cache', () => {
  it('knows every interface of schema.graphql and the types that implement it', () => {
    const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
    const fromSchema = Object.fromEntries(
      Object.values(schema.getTypeMap())
        .filter(isInterfaceType)
        .map((type) => [
          type.name,
          schema
            .getPossibleTypes(type)
            .map((implementation) => implementation.name)
            .sort(),
        ]),
    );
    expect(possibleTypes).toEqual(fromSchema);
  });
});
