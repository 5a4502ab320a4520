// Configuration validation and defaults.
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, findRepoRoot, loadConfig, sharedSecretProblem } from '../src/config.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'pulse-config-'));

describe('loadConfig', () => {
  it('applies the defaults and generates secrets once with mode 0600', () => {
    const dir = tmp();
    const c = loadConfig({ PULSE_STATE_DIR: dir });
    expect(c.port).toBe(4000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.pgliteDataDir).toBe(join(dir, 'pglite'));
    expect(c.outboxDir).toBe(join(dir, 'outbox'));
    expect(c.publicAppUrl).toBe('http://localhost:3000');
    expect(c.corsOrigins).toContain('http://localhost:3004');
    expect(c.keyEncryptionKey.length).toBe(32);
    expect(c.rateLimit.authMax).toBe(10);
    const file = join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = loadConfig({ PULSE_STATE_DIR: dir });
    expect(Buffer.from(again.jwtSecret).equals(Buffer.from(c.jwtSecret))).toBe(true);
    expect(again.keyEncryptionKey.equals(c.keyEncryptionKey)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('jwtSecret');
  });

  it('resolves the default state folder at the repo root, not the working directory', () => {
    const root = findRepoRoot();
    const c = loadConfig({ JWT_SECRET: 'j'.repeat(40), KEY_ENCRYPTION_KEY: 'a'.repeat(64) });
    expect(c.stateDir).toBe(join(root, '.data'));
    expect(root.endsWith('apps/api')).toBe(false);
  });

  it('takes explicit secrets and switches stores by URL', () => {
    const c = loadConfig({
      PULSE_STATE_DIR: tmp(),
      JWT_SECRET: 's'.repeat(32),
      KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      DATABASE_URL: 'postgres://u@h:5432/db',
      REDIS_URL: 'redis://localhost:6379',
      SMTP_URL: 'smtp://localhost:2525',
      PUBLIC_APP_URL: 'https://app.example.com/',
      PORT: '8080',
      RATE_LIMIT_AUTH_MAX: '1000',
    });
    expect(c.keyEncryptionKey.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(c.databaseUrl).toBe('postgres://u@h:5432/db');
    expect(c.publicAppUrl).toBe('https://app.example.com');
    expect(c.corsOrigins[0]).toBe('https://app.example.com');
    expect(c.port).toBe(8080);
    expect(c.rateLimit.authMax).toBe(1000);
  });

  it('lists every problem in one clear error', () => {
    let error: unknown;
    try {
      loadConfig({
        PULSE_STATE_DIR: tmp(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        PUBLIC_APP_URL: 'not a url',
        JWT_SECRET: 'short',
        KEY_ENCRYPTION_KEY: 'abc',
        RATE_LIMIT_AUTH_MAX: '0',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const e = error as ConfigError;
    expect(e.problems).toHaveLength(6);
    expect(e.message).toMatch(/^Invalid configuration:/);
    expect(e.message).toContain('PORT must be a whole number');
    expect(e.message).toContain('DATABASE_URL must start with postgres:// or postgresql://');
    expect(e.message).toContain('PUBLIC_APP_URL is not a valid URL');
    expect(e.message).toContain('JWT_SECRET must be at least 32 characters');
    expect(e.message).toContain('KEY_ENCRYPTION_KEY must be 32 bytes');
    expect(e.message).toContain('RATE_LIMIT_AUTH_MAX must be between');
  });

  it('keeps every report by default and validates the retention and partition upkeep settings', () => {
    const dir = tmp();
    const c = loadConfig({ PULSE_STATE_DIR: dir });
    expect(c.reportsRetentionMonths).toBe(0);
    expect(c.reportPartitionCheckMs).toBe(3_600_000);
    const set = loadConfig({
      PULSE_STATE_DIR: dir,
      REPORTS_RETENTION_MONTHS: '24',
      REPORTS_PARTITION_CHECK_MS: '0',
    });
    expect(set.reportsRetentionMonths).toBe(24);
    expect(set.reportPartitionCheckMs).toBe(0);
    for (const [name, value] of [
      ['REPORTS_RETENTION_MONTHS', '-1'],
      ['REPORTS_RETENTION_MONTHS', '12 months'],
      ['REPORTS_RETENTION_MONTHS', '1201'],
      ['REPORTS_PARTITION_CHECK_MS', '86400001'],
    ] as const) {
      expect(() => loadConfig({ PULSE_STATE_DIR: dir, [name]: value }), `${name}=${value}`).toThrow(
        new RegExp(`${name} must be`),
      );
    }
  });
});

describe('secrets given as files (<NAME>_FILE, Docker and Compose secrets)', () => {
  const jwt = 'j'.repeat(40);
  const key = 'ab'.repeat(32);

  it('reads each secret from its file, without the trailing line break', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'jwt.txt'), `${jwt}\n`);
    writeFileSync(join(dir, 'key.txt'), `${key}\r\n`);
    const c = loadConfig({
      PULSE_STATE_DIR: dir,
      JWT_SECRET_FILE: join(dir, 'jwt.txt'),
      KEY_ENCRYPTION_KEY_FILE: join(dir, 'key.txt'),
    });
    expect(Buffer.from(c.jwtSecret).toString()).toBe(jwt);
    expect(c.keyEncryptionKey.toString('hex')).toBe(key);
    // Given secrets are used as they are: none is generated into the state folder.
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
  });

  it('counts a secret file as set on PostgreSQL, where both secrets are required', () => {
    const db = { DATABASE_URL: 'postgres://pulse@db:5432/pulse' };
    expect(sharedSecretProblem(db)).toMatch(/^JWT_SECRET and KEY_ENCRYPTION_KEY must be set/);
    expect(
      sharedSecretProblem({
        ...db,
        JWT_SECRET_FILE: '/run/secrets/jwt_secret',
        KEY_ENCRYPTION_KEY_FILE: '/run/secrets/key_encryption_key',
      }),
    ).toBeUndefined();
  });

  it('refuses a missing or empty file, a secret given both ways, and a bad value in a file', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'empty.txt'), '\n');
    writeFileSync(join(dir, 'short.txt'), 'short\n');
    const e = (() => {
      try {
        loadConfig({
          PULSE_STATE_DIR: dir,
          JWT_SECRET_FILE: join(dir, 'short.txt'),
          KEY_ENCRYPTION_KEY_FILE: join(dir, 'missing.txt'),
          STRIPE_SECRET_KEY: 'sk_test_1',
          STRIPE_SECRET_KEY_FILE: join(dir, 'empty.txt'),
          STRIPE_WEBHOOK_SECRET_FILE: join(dir, 'empty.txt'),
        });
      } catch (err) {
        return err as ConfigError;
      }
      throw new Error('loadConfig accepted the files');
    })();
    expect(e).toBeInstanceOf(ConfigError);
    expect(e.problems).toEqual(
      expect.arrayContaining([
        'JWT_SECRET must be at least 32 characters',
        `KEY_ENCRYPTION_KEY_FILE: cannot read ${join(dir, 'missing.txt')} (ENOENT)`,
        'STRIPE_SECRET_KEY and STRIPE_SECRET_KEY_FILE are both set: give one of them',
        `STRIPE_WEBHOOK_SECRET_FILE: ${join(dir, 'empty.txt')} is empty`,
      ]),
    );
  });
});
