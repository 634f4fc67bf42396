/** The membership tiers the programme awards, lowest first (the contract's MembershipTier). */
export const TIERS = ['Bronze', 'Silver', 'Gold', 'Platinum'] as const;
