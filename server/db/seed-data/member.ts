/** The demo member of the README and the e2e tests. */
export const DEMO_MEMBER = {
  id: 1,
  email: 'demo@summit.test',
  password: 'Summit-demo-2026',
  firstname: 'Alex',
  lastname: 'Morgan',
  storeId: 1,
  gender: null,
  referralCode: 'ALEXSUMMIT',
  isConfirmed: true,
  rewardPoints: 1200,
} as const;

/**
 * A member who has not confirmed their email address yet, after a newsletter action: they see
 * the double opt-in popup (plugins/double-opt-in/README.md). The other demo members are confirmed.
 */
export const UNCONFIRMED_MEMBER = {
  email: 'unconfirmed@summit.test',
  password: 'Summit-unconfirmed-2026',
  firstname: 'Noa',
  lastname: 'Newman',
  storeId: 1,
  referralCode: 'NOASUMMIT',
} as const;
