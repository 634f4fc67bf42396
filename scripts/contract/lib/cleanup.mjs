// What the writes of a run leave on the server: the broadcasts are deleted again (the contract
// has a delete for them); joins, visits, reassignments, redemptions and profile changes have no
// undo in the contract, so the report lists them.

/** Keeps track of what a run's successful writes did. */
export function createLedger() {
  return { deleted: [], leftBehind: [], broadcasts: [] };
}

const body = (request) => (request.body && typeof request.body === 'object' ? request.body : {});

/** One line per successful write that stays: `member … joined mission …`. */
export function recordWrite(ledger, operationId, request, values = {}) {
  const b = body(request);
  const user = values.userId ?? b.userId;
  const mission = values.missionId ?? b.missionId;
  switch (operationId) {
    case 'sendBroadcast':
      ledger.broadcasts.push(String(b.body));
      return;
    case 'deleteBroadcastMessage':
      return;
    case 'joinVisitMission':
    case 'joinPointMission':
      ledger.leftBehind.push(`member ${user} joined mission ${mission} (${operationId})`);
      return;
    case 'recordVisit':
    case 'recordPointVisit':
      ledger.leftBehind.push(`a visit for member ${user} on mission ${mission} (${operationId})`);
      return;
    case 'reassignMember':
      ledger.leftBehind.push(`member ${user} reassigned to mission ${mission}`);
      return;
    case 'redeemReward':
      ledger.leftBehind.push(`reward ${b.rewardId} redeemed for member ${user}, its points spent`);
      return;
    case 'updateMemberProfile':
      if (!request.unchanged) ledger.leftBehind.push(`the profile of member ${values.userId}`);
      return;
    default:
      ledger.leftBehind.push(`${operationId}: ${request.sent ?? ''}`);
  }
}

/**
 * Deletes the broadcasts the run sent: reads the list, deletes each message whose text the run
 * sent (`get(path)` and `del(id)` go through the caller's client). The rest is left behind.
 */
export async function deleteBroadcasts(ledger, { get, del }) {
  if (ledger.broadcasts.length === 0) return;
  const texts = new Set(ledger.broadcasts);
  const list = await get('/api/notification/all').catch(() => undefined);
  const mine = (Array.isArray(list?.messages) ? list.messages : []).filter((m) =>
    texts.has(m?.body),
  );
  const gone = new Set();
  for (const message of mine) {
    const status = await del(message._id).catch(() => 0);
    if (status >= 200 && status < 300) {
      ledger.deleted.push(`broadcast message ${message._id}`);
      gone.add(message.body);
    }
  }
  const left = ledger.broadcasts.filter((text) => !gone.has(text));
  if (left.length > 0) {
    ledger.leftBehind.push(
      `${left.length} broadcast message(s) it could not find or delete, e.g. ${JSON.stringify(left[0].slice(0, 60))}`,
    );
  }
  ledger.broadcasts = [];
}

/** The part of a report about clean-up: `{ deleted, leftBehind }`. */
export function cleanupReport(ledger) {
  return { deleted: ledger.deleted, leftBehind: ledger.leftBehind };
}
