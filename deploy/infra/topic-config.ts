/** Compares the registry's topic settings with what a broker reports (kafkajs describeConfigs). */
/** kafkajs ConfigSource.TOPIC_CONFIG: set on the topic itself (not inherited from the broker). */
const TOPIC_OVERRIDE = 1;

export interface DescribedTopic {
  resourceName: string;
  configEntries: { configName: string; configValue: string | null; configSource: number }[];
}

export interface WantedTopic {
  name: string;
  config: Readonly<Record<string, string>>;
}

/**
 * Topics whose overrides differ from the registry: a wanted setting missing or different, or an
 * override the registry does not ask for (e.g. a compacted topic taken back to the default policy).
 */
export function topicConfigDrift(wanted: WantedTopic[], described: DescribedTopic[]): (WantedTopic & { changes: string[] })[] {
  const byName = new Map(described.map((d) => [d.resourceName, d]));
  const out: (WantedTopic & { changes: string[] })[] = [];
  for (const t of wanted) {
    const entries = byName.get(t.name)?.configEntries ?? [];
    const overrides = new Map(entries.filter((e) => e.configSource === TOPIC_OVERRIDE).map((e) => [e.configName, e.configValue]));
    const changes: string[] = [];
    for (const [k, v] of Object.entries(t.config)) if (overrides.get(k) !== v) changes.push(`${k}=${v}`);
    for (const k of overrides.keys()) if (!(k in t.config)) changes.push(`${k} back to default`);
    if (changes.length > 0) out.push({ ...t, changes });
  }
  return out;
}
