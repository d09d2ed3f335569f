import { allTopics, eventRegistry, envelopeSchema, topics, userRegisteredV1 } from '../src/index.js';

describe('event contracts', () => {
  it('registers every event under type@version on a known topic', () => {
    expect(eventRegistry.get('user.registered@1')).toBe(userRegisteredV1);
    for (const def of eventRegistry.values()) expect(Object.keys(topics)).toContain(def.topic);
  });

  it('gives every topic a dead-letter topic', () => {
    const names = allTopics().map((t) => t.name);
    for (const t of Object.values(topics)) expect(names).toContain(`${t.name}.dlq`);
  });

  it('rejects an envelope without an id or with a bad time', () => {
    const good = { specversion: 1, id: 'e1', type: 'user.registered', version: 1, source: 's', time: new Date().toISOString(), aggregateId: 'a', data: {} };
    expect(envelopeSchema.safeParse(good).success).toBe(true);
    expect(envelopeSchema.safeParse({ ...good, id: '' }).success).toBe(false);
    expect(envelopeSchema.safeParse({ ...good, time: 'yesterday' }).success).toBe(false);
  });

  it('validates payloads: a user.registered without an email is refused', () => {
    expect(userRegisteredV1.data.safeParse({ userId: 'u', name: 'n', role: 'USER', registeredAt: new Date().toISOString() }).success).toBe(false);
  });
});
