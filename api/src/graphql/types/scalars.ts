// Standard scalars from graphql-scalars, so clients get validation for free.
import { DateTimeResolver, EmailAddressResolver, JSONResolver, PositiveIntResolver } from 'graphql-scalars';
import { builder } from '../builder.js';

builder.addScalarType('DateTime', DateTimeResolver);
builder.addScalarType('JSON', JSONResolver);
builder.addScalarType('EmailAddress', EmailAddressResolver);
builder.addScalarType('PositiveInt', PositiveIntResolver);
