/** A byte-bounded least-recently-used cache of rendered images (the same few sizes are asked again and again). */
export class ImageCache {
  private readonly entries = new Map<string, { body: Buffer; type: string }>();
  private size = 0;
  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get(key: string): { body: Buffer; type: string } | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Re-insert: Map keeps insertion order, so the oldest entry is always first.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: { body: Buffer; type: string }): void {
    if (entry.body.byteLength > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) this.size -= old.body.byteLength;
    this.entries.set(key, entry);
    this.size += entry.body.byteLength;
    for (const [k, v] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(k);
      this.size -= v.body.byteLength;
    }
  }
}
