// What the integrations would have sent: names and ids, never personal data.

export type DevRecordKind = 'analytics' | 'error' | 'support chat' | 'identity';

export type DevRecord = { readonly id: number; readonly kind: DevRecordKind; readonly summary: string };

const CAPACITY = 100;

export class DevRecorder {
  private records: readonly DevRecord[] = [];
  private nextId = 1;
  private readonly listeners = new Set<(records: readonly DevRecord[]) => void>();

  record(kind: DevRecordKind, summary: string): void {
    this.records = [{ id: this.nextId++, kind, summary }, ...this.records].slice(0, CAPACITY);
    for (const listener of [...this.listeners]) listener(this.records);
  }

  list(): readonly DevRecord[] {
    return this.records;
  }

  subscribe(listener: (records: readonly DevRecord[]) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}
