import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('configuration read at start', () => {
  it('has embedded defaults: port 3000, PGlite under .data, no server needed', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe('.data/pglite');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.adminEmails).toEqual([]);
  });

  it('reads a PostgreSQL server URL and admin e-mails', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@127.0.0.1:5432/app',
      ADMIN_EMAILS: ' Admin@Example.ch, ops@example.ch ',
      PORT: '8080',
    });
    expect(config.databaseUrl).toBe('postgres://app@127.0.0.1:5432/app');
    expect(config.adminEmails).toEqual(['admin@example.ch', 'ops@example.ch']);
    expect(config.port).toBe(8080);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a number \(got "abc"\)/],
    [{ PORT: '70000' }, /PORT must be between 1 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/],
    [{ PUBLIC_URL: 'ftp://site' }, /PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ ADMIN_EMAILS: 'not-an-address' }, /ADMIN_EMAILS must be comma-separated e-mail addresses/],
  ])('refuses %o with a message naming the variable', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(message);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'x', DATABASE_URL: 'nope' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });
});
