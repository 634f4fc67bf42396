// The changes a team accepted on purpose: one rule per line, `operationId kind [where]`
// (`*` for any operation, `#` starts a comment). A matching change is listed as accepted and
// does not fail contract:diff.

/** Parses the rules; throws on a line without an operation and a kind. */
export function parseIgnore(text, where = 'ignore file') {
  return text.split('\n').flatMap((raw, index) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return [];
    const [operation, kind, ...rest] = line.split(/\s+/);
    if (!kind) throw new Error(`${where}:${index + 1}: expected "operationId kind [where]"`);
    return [{ operation, kind, where: rest.join(' ') || undefined, line: index + 1 }];
  });
}

/** The operationId in a change's operation (`GET /api/user/{id} (getMember)`). */
const idOf = (change) => change.operation.match(/\(([^)]+)\)$/)?.[1] ?? change.operation;

/** Marks each change a rule matches with `accepted: true` (and the rule's line). */
export function applyIgnore(changes, rules) {
  return changes.map((change) => {
    const rule = rules.find(
      (r) =>
        (r.operation === '*' || r.operation === idOf(change)) &&
        r.kind === change.kind &&
        (r.where === undefined || r.where === change.where),
    );
    return rule ? { ...change, accepted: true, acceptedBy: `line ${rule.line}` } : change;
  });
}
