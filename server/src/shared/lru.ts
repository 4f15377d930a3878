/**
 * A bounded memo: `get` returns the entry for a key, building it on a miss; beyond `max` entries the least recently
 * used goes. For caches whose keys come from clients or SQL texts (content answers, prepared statements).
 */
export class Lru<V> {
  readonly #entries = new Map<string, V>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  get(key: string, build: () => V): V {
    let entry = this.#entries.get(key);
    if (entry !== undefined) {
      this.#entries.delete(key);
    } else {
      entry = build();
      if (this.#entries.size >= this.#max) this.#entries.delete(this.#entries.keys().next().value!);
    }
    this.#entries.set(key, entry);
    return entry;
  }
}
