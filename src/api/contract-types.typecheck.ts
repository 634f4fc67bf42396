/**
 * Proof that the generated types bite: every call below breaks the contract, and the type check
 * fails if any of them stops being an error (an unused @ts-expect-error is itself an error).
 * Never imported, never run.
 */
import { api } from './client';

const MEMBER = '65f1a2b3c4d5e6f708192a3b';

export async function callsTheContractForbids() {
  // @ts-expect-error: no such path in the contract
  await api.GET('/api/members/all');

  // @ts-expect-error: the path exists, but not with this method
  await api.DELETE('/api/rewards/get');

  // @ts-expect-error: misspelt body field (`missonId`)
  await api.POST('/api/user-mission/join', { body: { missonId: MEMBER, userId: MEMBER } });

  // @ts-expect-error: the body field must be a string
  await api.POST('/api/notification/broadcast', { body: { body: 42 } });

  // @ts-expect-error: the path parameter `id` is required
  await api.GET('/api/user/{id}', { params: { path: {} } });

  const rewards = await api.GET('/api/rewards/get');
  // @ts-expect-error: the answer is read from `rewards`, not `reward`
  void rewards.data?.reward;

  const joined = await api.GET('/api/user/user/{id}/joined-missions', {
    params: { path: { id: MEMBER } },
  });
  // @ts-expect-error: the answer field is `totalPointsEarned`
  void joined.data?.totalPoints;
}
