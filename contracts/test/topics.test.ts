import { allTopics, darkStoreSnapshot, eventRegistry, productSnapshot, topics } from '../src/index.js';

describe('topic registry settings', () => {
  it('compacts the product topic, so a new consumer reads the latest state of each product', () => {
    expect(topics.product.config['cleanup.policy']).toBe('compact');
    const product = allTopics().find((t) => t.name === topics.product.name)!;
    expect(product.config).toEqual(topics.product.config);
  });

  it('compacts the dark-store topic the same way (ADR 0007)', () => {
    expect(allTopics().find((t) => t.name === topics.store.name)!.config).toEqual(topics.product.config);
  });

  it('keeps dead letters and every other topic on the broker default (delete by time)', () => {
    for (const t of allTopics()) {
      if (t.name === topics.product.name || t.name === topics.store.name) continue;
      expect({ topic: t.name, config: t.config }).toEqual({ topic: t.name, config: {} });
    }
  });

  it('publishes only whole snapshots or deletions on a compacted topic (older records per key disappear)', () => {
    const compacted = new Set(
      Object.entries(topics)
        .filter(([, t]) => 'config' in t && t.config['cleanup.policy'] === 'compact')
        .map(([k]) => k),
    );
    const snapshots: Record<string, object> = { product: productSnapshot.shape, store: darkStoreSnapshot.shape };
    expect([...compacted].sort()).toEqual(Object.keys(snapshots).sort());
    for (const [key, def] of eventRegistry) {
      if (!compacted.has(def.topic)) continue;
      const fields = Object.keys((def.data as unknown as { shape: object }).shape).sort();
      if (key.endsWith('.deleted@1')) expect({ key, fields }).toEqual({ key, fields: ['_id'] });
      else expect({ key, fields }).toEqual({ key, fields: Object.keys(snapshots[def.topic]!).sort() });
    }
  });
});
