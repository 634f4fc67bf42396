// The audit log's entries, oldest first, with each member's entries indexed. What is recorded,
// and when, is audit.ts's (it wraps the handlers); this module only keeps the entries.
import type { components } from '../../generated/api';
import { forgetting } from './privacy.ts';

type AuditEntry = components['schemas']['AuditEntry'];
type AuditActor = components['schemas']['AuditActor'];

/** The first byte of an audit entry's id. */
export const AUDIT_KIND = 0x73;

/** A member's fields that identify them: an anonymised member's entries no longer show them. */
export const PERSONAL_FIELDS: ReadonlySet<string> = new Set([
  'fullName',
  'email',
  'phoneNumber',
  'whatsAppNumber',
  'dateOfBirth',
  'gender',
  'profilePhoto',
  'referralCode',
]);

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

  /**
   * An anonymised member's entries keep each action but no longer show who: the personal texts
   * (name, e-mail, numbers) become `label` wherever they appear, and the personal fields' values
   * are removed.
   */
  forget(memberId: string, personal: readonly (string | undefined)[], label: string): void {
    const scrub = forgetting(personal, label);
    for (const entry of this.byMember.get(memberId) ?? []) {
      entry.entity = { ...entry.entity, label: scrub(entry.entity.label) };
      if (entry.reason) entry.reason = scrub(entry.reason);
      entry.changes = entry.changes.map((change) => {
        if (!PERSONAL_FIELDS.has(change.field))
          return {
            ...change,
            ...(typeof change.before === 'string' ? { before: scrub(change.before) } : {}),
            ...(typeof change.after === 'string' ? { after: scrub(change.after) } : {}),
          };
        return {
          field: change.field,
          ...('before' in change ? { before: null } : {}),
          ...('after' in change ? { after: null } : {}),
        };
      });
    }
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
