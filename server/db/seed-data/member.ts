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
