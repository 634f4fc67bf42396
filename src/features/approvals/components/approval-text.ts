import { useMemo } from 'react';
import type { ApprovalRequest } from '@/api/approvals';
import { useDateFormat } from '@/i18n/dates';

/**
 * A request's points with their sign (+250, −300) in the admin's number format, and the names its
 * texts fill in: `points` and the member's `name`.
 */
export function useRequestText() {
  const { locale } = useDateFormat();
  return useMemo(() => {
    const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
    return {
      points: (amount: number) => signed.format(amount),
      about: (request: ApprovalRequest) => ({
        points: signed.format(request.amount),
        name: request.memberName,
      }),
    };
  }, [locale]);
}
