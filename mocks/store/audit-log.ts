// The audit log's entries, oldest first, with each member's entries indexed. What is recorded,
// and when, is audit.ts's (it wraps the handlers); this module only keeps the entries.
import type { components } from '../../generated/api';

type AuditEntry = components['schemas']['AuditEntry'];
type AuditActor = components['schemas']['AuditActor'];

/** The first byte of an audit entry's id. */
export const AUDIT_KIND = 0x73;

/** The entries, oldest first, with each member's entries indexed. */
export class AuditLog {
  readonly entries: AuditEntry[] = [];
  private readonly byMember = new Map<string, AuditEntry[]>();
  private count = 0;

  /** The entry of the record `_id` is reversed: it offers no reversal any more. */
  reversed(_id: string): void {
    const entry = this.entries.findLast((e) => e.reversal?._id === _id);
    if (entry) delete entry.reversal;
  }

  add(entry: Omit<AuditEntry, '_id'>): AuditEntry {
    this.count += 1;
    const _id = AUDIT_KIND.toString(16) + this.count.toString(16).padStart(22, '0');
    const made: AuditEntry = { _id, ...entry };
    this.entries.push(made);
    if (made.memberId) {
      const list = this.byMember.get(made.memberId);
      if (list) list.push(made);
      else this.byMember.set(made.memberId, [made]);
    }
    return made;
  }

  ofMember(memberId: string): readonly AuditEntry[] {
    return this.byMember.get(memberId) ?? [];
  }

  /** Every admin with an entry, by name. */
  actors(): AuditActor[] {
    const found = new Map<string, string>();
    for (const entry of this.entries) found.set(entry.actor._id, entry.actor.fullName);
    return [...found]
      .map(([_id, fullName]) => ({ _id, fullName }))
      .sort((a, b) => a.fullName.localeCompare(b.fullName));
  }
}
