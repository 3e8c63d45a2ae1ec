import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('runs with no configuration at all: embedded database on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: '.data', isProduction: false });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.graphqlIntrospection).toBe(true);
  });

  it('names the variable that has a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgresql:\/\/ URL/);
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'yes' })).toThrow(/GRAPHQL_INTROSPECTION/);
  });

  it('requires a real session secret in production and turns introspection off there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) });
    expect(config.graphqlIntrospection).toBe(false);
  });

  it('reads the mail settings: SMTP_URL optional, a default sender', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(loadConfig({}).MAIL_FROM).toBe('Lakbay <no-reply@lakbay.local>');
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.ph:465' }).SMTP_URL).toBe(
      'smtps://user:pass@mail.example.ph:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.ph' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(loadConfig({}).RATE_LIMIT_MULTIPLIER).toBe(1);
    expect(() => loadConfig({ RATE_LIMIT_MULTIPLIER: '0' })).toThrow(/RATE_LIMIT_MULTIPLIER/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('reports the version in package.json', () => {
    const packageJson = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(APP_VERSION).toBe(packageJson.version);
  });
});
