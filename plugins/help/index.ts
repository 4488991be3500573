import { loadFormMessages } from '../../core/kit/forms/load-messages.ts';
import { definePlugin, onDemand } from '../../core/plugin-api.ts';

/**
 * Help and contact (spec 01 section 2): the help page (/help), the searchable FAQ built from the
 * store's static blocks (/frequently-asked-questions, /faqs) and the contact form (/contact-us).
 * The register modal stays away from all three.
 */
export default definePlugin({
  name: 'help',
  setup(ctx) {
    const reading = onDemand(() => ctx.loadMessages());
    // The contact form also needs the form texts (labels, the validators' messages).
    const writing = onDemand(() => Promise.all([ctx.loadMessages(), loadFormMessages(ctx)]));
    ctx.registerPage(
      'helpdesk',
      reading.page(() => import('./pages/HelpPage.tsx')),
    );
    ctx.registerPage(
      'faqs',
      reading.page(() => import('./pages/FaqPage.tsx')),
    );
    ctx.registerPage(
      'customer_support',
      writing.page(() => import('./pages/ContactPage.tsx')),
    );
  },
});
