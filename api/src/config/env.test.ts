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

  const production = { NODE_ENV: 'production', SMTP_URL: 'smtps://user:pass@mail.example.ph:465' };

  it('requires a real session secret in production and turns introspection off there', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    const config = loadConfig({ ...production, SESSION_SECRET: 'x'.repeat(32) });
    expect(config.graphqlIntrospection).toBe(false);
  });

  it('refuses to run production without a mail server, unless told to keep e-mail unsent', () => {
    const withoutSmtp = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(withoutSmtp)).toThrow(
      /SMTP_URL: required when NODE_ENV=production.*MAIL_OUTBOX_IN_PRODUCTION=true/s,
    );
    expect(() => loadConfig({ ...withoutSmtp, MAIL_OUTBOX_IN_PRODUCTION: 'false' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ ...withoutSmtp, MAIL_OUTBOX_IN_PRODUCTION: 'true' }).SMTP_URL).toBeUndefined();
    expect(loadConfig({}).MAIL_OUTBOX_IN_PRODUCTION).toBe(false);
  });

  it('takes forwarded bookings only with both a port and a domain', () => {
    const off = loadConfig({});
    expect([off.MAIL_RECEIVER_PORT, off.MAIL_RECEIVER_DOMAIN]).toEqual([undefined, undefined]);
    expect(loadConfig({ MAIL_RECEIVER_PORT: '2525', MAIL_RECEIVER_DOMAIN: 'trips.lakbay.ph' })).toMatchObject({
      MAIL_RECEIVER_PORT: 2525,
      MAIL_RECEIVER_DOMAIN: 'trips.lakbay.ph',
    });
    expect(() => loadConfig({ MAIL_RECEIVER_PORT: '2525' })).toThrow(/set both/);
    expect(() => loadConfig({ MAIL_RECEIVER_DOMAIN: 'trips.lakbay.ph' })).toThrow(/set both/);
    expect(() => loadConfig({ MAIL_RECEIVER_PORT: '2525', MAIL_RECEIVER_DOMAIN: 'not a domain' })).toThrow(
      /MAIL_RECEIVER_DOMAIN: must be a domain name/,
    );
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

  it('trusts a proxy by hop count or by address, never every hop', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8, 192.0.2.7' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.0.2.7',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust every hop.*number of proxies in front of the app \(e\.g\. 1\) or their addresses/,
    );
    for (const bad of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2', 'yes', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: ".*" is not a hop count/);
    }
  });

  it('refuses a range that trusts every address, or most of them (issue #33 S14)', () => {
    for (const everything of [
      '0.0.0.0/0',
      '::/0',
      '10.0.0.0/8, 0.0.0.0/0',
      '0.0.0.0/1,128.0.0.0/1',
      '::ffff:0.0.0.0/96',
      '::ffff:0:0/100',
      '2000::/3',
      '64.0.0.0/2',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: everything }), everything).toThrow(
        /TRUST_PROXY: ".*" trusts too wide a range: clients could choose their own address.*at most \/8/,
      );
    }
    // Private and provider ranges of /8 or narrower are fine.
    for (const fine of ['10.0.0.0/8', 'fd00::/8', '172.16.0.0/12', '::ffff:10.0.0.0/104', '2001:db8::/32']) {
      expect(loadConfig({ TRUST_PROXY: fine }).TRUST_PROXY, fine).toEqual([fine]);
    }
  });

  it('serves the API alone when WEB_DIST_DIR is empty, as README says', () => {
    expect(loadConfig({}).WEB_DIST_DIR).toBe('web/dist');
    expect(loadConfig({ WEB_DIST_DIR: '' }).WEB_DIST_DIR).toBe('');
  });

  it('listens on loopback only, unless HOST says otherwise or in production', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...production, SESSION_SECRET: 'x'.repeat(32) }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...production, SESSION_SECRET: 'x'.repeat(32), HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
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
