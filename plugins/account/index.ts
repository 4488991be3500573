import { loadFormMessages } from '../../core/kit/forms/load-messages.ts';
import { definePlugin, onDemand } from '../../core/plugin-api.ts';
import { accountFrameService, type AccountFrameProps } from '../../contracts/account-frame.ts';

/** Account dashboard, account information, brand interests, address book, payment details, referral. */
export default definePlugin({
  name: 'account',
  setup(ctx) {
    // The plugin's texts and the form texts load with its first page or menu entry, not on every page of the shop.
    const { page, component } = onDemand(() => Promise.all([ctx.loadMessages(), loadFormMessages(ctx)]));
    // In the member dropdown; its code and texts load when the member first opens it.
    ctx.fillSlot('account.menu', { id: 'account', order: 20, component: component(() => import('./header/AccountMenuEntries.tsx')) });
    // Other plugins' account pages (newsletter preferences...) sit in the same frame.
    ctx.provide(accountFrameService, {
      Frame: component<AccountFrameProps>(async () => ({ default: (await import('./pages/AccountFrame.tsx')).lendAccountFrame(ctx) })),
    });
    ctx.registerPage(
      'account',
      page(() => import('./pages/DashboardPage.tsx')),
    );
    ctx.registerPage(
      'account_edit',
      page(() => import('./pages/EditPage.tsx')),
    );
    ctx.registerPage(
      'brands_interest',
      page(() => import('./pages/BrandsInterestPage.tsx')),
    );
    ctx.registerPage(
      'address_list',
      page(() => import('./pages/AddressListPage.tsx')),
    );
    const addressForm = page(() => import('./pages/AddressFormPage.tsx'));
    ctx.registerPage('address_new', addressForm);
    ctx.registerPage('address_edit', addressForm);
    ctx.registerPage(
      'billing_agreement',
      page(() => import('./pages/BillingAgreementPage.tsx')),
    );
    ctx.registerPage(
      'referral',
      page(() => import('./pages/ReferralPage.tsx')),
    );
  },
});
