import { z } from 'zod';
import { baseConfigSchema, ConfigError, loadConfig } from '../src/config.js';

const schema = baseConfigSchema.extend({ MONGO_DB: z.string().default('db'), SECRET: z.string().default('dev-only-secret') });

describe('loadConfig', () => {
  it('names the missing variable', () => {
    expect(() => loadConfig(schema, {})).toThrow(/PORT/);
  });

  it('parses defaults and lists', () => {
    const c = loadConfig(schema, { PORT: '4000', KAFKA_BROKERS: 'a:1, b:2' });
    expect(c.PORT).toBe(4000);
    expect(c.KAFKA_BROKERS).toEqual(['a:1', 'b:2']);
    expect(c.HOST).toBe('127.0.0.1');
  });

  it('refuses development secrets in production', () => {
    expect(() => loadConfig(schema, { PORT: '1', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig(schema, { PORT: '1', NODE_ENV: 'production' })).toThrow(/SECRET/);
    expect(loadConfig(schema, { PORT: '1', NODE_ENV: 'production', SECRET: 'a-real-one' }).SECRET).toBe('a-real-one');
  });
});
