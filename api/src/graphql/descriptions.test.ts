// The schema documents itself: partners read it in Apollo Sandbox, so every
// type, field, argument, input field and enum value carries a description.
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  isIntrospectionType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './schema.js';

/** Every schema element without a description, as `Type.field(argument)`. */
function undocumented(): string[] {
  const missing: string[] = [];
  const need = (description: string | null | undefined, where: string) => {
    if (!description?.trim()) missing.push(where);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    need(type.description, type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        need(field.description, `${type.name}.${field.name}`);
        for (const arg of field.args) need(arg.description, `${type.name}.${field.name}(${arg.name})`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) need(field.description, `${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) need(value.description, `${type.name}.${value.name}`);
    }
  }
  return missing;
}

describe('schema descriptions', () => {
  it('describes every type, field, argument, input field and enum value', () => {
    expect(undocumented()).toEqual([]);
  });
});
