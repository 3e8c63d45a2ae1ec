import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRuleMessage, ruleMessage, type RuleMessage } from './rule-message.js';

const known = new Set(['validation:accounts.email', 'trips:validation.listMax', 'trips:labels.cities']);
const isKey = (key: string) => known.has(key);

describe('rule messages', () => {
  it('travel as the key alone, or the key and its variables, and come back the same', () => {
    expect(ruleMessage('validation:accounts.email')).toBe('validation:accounts.email');
    expect(readRuleMessage('validation:accounts.email', isKey)).toEqual({
      key: 'validation:accounts.email',
      params: {},
    });

    const label: RuleMessage = { key: 'trips:labels.cities', params: {} };
    const text = ruleMessage('trips:validation.listMax', { label, max: 20 });
    expect(text).toBe('trips:validation.listMax{"label":{"key":"trips:labels.cities","params":{}},"max":20}');
    expect(readRuleMessage(text, isKey)).toEqual({ key: 'trips:validation.listMax', params: { label, max: 20 } });
  });

  it('read nothing else as one of ours: unknown keys, zod English, broken or foreign variables', () => {
    for (const text of [
      'Invalid input: expected string, received number',
      'validation:accounts.unknown',
      'validation:accounts.email{',
      'validation:accounts.email{"max":[1]}',
      'validation:accounts.email[1]',
      'trips:validation.listMax{"label":{"key":"nope","params":{}}}',
      'trips:validation.listMax{"label":{"key":"trips:labels.cities"}}',
    ]) {
      expect(readRuleMessage(text, isKey), text).toBeNull();
    }
  });

  it('round-trip any variables of strings and numbers', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string().filter((name) => name !== '__proto__'),
          fc.oneof(fc.string(), fc.integer()),
        ),
        (params) => {
          const read = readRuleMessage(ruleMessage('validation:accounts.email', params), isKey);
          expect(read).toEqual({ key: 'validation:accounts.email', params });
        },
      ),
    );
  });
});
