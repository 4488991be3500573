// Written by `npm run manifests` from plugins/*/manifest.json: edit the manifests, not this file.

import type { PluginHookPayloads } from '../../core/kernel/events.ts';

declare module '../../core/kernel/manifest.ts' {
  interface KnownRoutes {
    "account": Record<string, never>;
    "account-edit": Record<string, never>;
    "brands-interest": Record<string, never>;
    "address-list": Record<string, never>;
    "address-new": Record<string, never>;
    "address-edit": { addressId: string | number };
    "billing-agreement": Record<string, never>;
    "referral": Record<string, never>;
    "login": Record<string, never>;
    "register": Record<string, never>;
    "forgot-password": Record<string, never>;
    "reset-password": Record<string, never>;
    "basket": Record<string, never>;
    "home": Record<string, never>;
    "brand": { brand: string | number };
    "products": Record<string, never>;
    "event": { wild?: string };
    "product": { productId: string | number };
    "join": { referer: string | number };
    "email-confirm": Record<string, never>;
    "help": Record<string, never>;
    "faq": Record<string, never>;
    "contact": Record<string, never>;
    "newsletter-manage": Record<string, never>;
    "newsletter-confirm": Record<string, never>;
    "newsletter-unsubscribe": Record<string, never>;
    "personalisation": Record<string, never>;
    "notifications-preferences": Record<string, never>;
    "order-history": Record<string, never>;
    "order-view": { orderId: string | number };
    "historical-orders": Record<string, never>;
    "historical-order": { orderId: string | number };
    "order-success": Record<string, never>;
    "size-guide": { identifier: string };
    "search": Record<string, never>;
    "story-preview": { slug: string };
  }
  interface KnownPageTypes {
    "account": true;
    "account_edit": true;
    "address_edit": true;
    "address_list": true;
    "address_new": true;
    "basket": true;
    "billing_agreement": true;
    "brand": true;
    "brands_index": true;
    "brands_interest": true;
    "category": true;
    "cms": true;
    "customer_support": true;
    "email_confirm": true;
    "faqs": true;
    "forgot_password": true;
    "helpdesk": true;
    "historical_order": true;
    "historical_orders": true;
    "home": true;
    "login": true;
    "newsletter_confirm": true;
    "newsletter_manage": true;
    "notifications_preferences": true;
    "order_history": true;
    "order_view": true;
    "personalisation": true;
    "product": true;
    "referral": true;
    "register": true;
    "reset_password": true;
    "search": true;
    "size_guide": true;
    "story": true;
    "success": true;
    "unsubscribe": true;
  }
  interface KnownSlots {
    "account.menu": true;
    "account.nav": true;
    "account.sign-in": true;
    "basket.line-price": true;
    "basket.payments": true;
    "event.story": true;
    "home.below": true;
    "home.story": true;
    "product.below": true;
    "product.details": true;
    "product.price": true;
  }
  interface KnownServices {
    "ab-tests": true;
    "account-frame": true;
    "auth-actions": true;
    "basket": true;
    "consent-banner": true;
    "content-blocks": true;
    "order-tracking": true;
    "product-listing": true;
    "product-page": true;
    "story-blocks": true;
  }
  interface KnownOverlays {
    "added-to-basket": true;
    "auth": true;
    "cookie-preferences": true;
    "double-opt-in": true;
    "newsletter-resubscribe": true;
    "newsletter-subscribed": true;
    "picture-zoom": true;
    "register": true;
    "size-guide": true;
    "social-login": true;
    "unified-register": true;
  }
  interface PluginManifests {
    "ab-tests": {
      pageTypes: never;
      provides: "ab-tests";
      requires: never;
      optional: never;
      ownsHooks: "abTestAssigned";
      listens: never;
      hosts: never;
      modals: never;
      asides: never;
    };
    "account": {
      pageTypes: "account" | "account_edit" | "brands_interest" | "address_list" | "address_new" | "address_edit" | "billing_agreement" | "referral";
      provides: "account-frame";
      requires: never;
      optional: "content-blocks";
      ownsHooks: never;
      listens: never;
      hosts: "account.nav";
      modals: never;
      asides: never;
    };
    "amazon-pay": {
      pageTypes: never;
      provides: never;
      requires: never;
      optional: "ab-tests";
      ownsHooks: never;
      listens: "consentChanged";
      hosts: never;
      modals: never;
      asides: never;
    };
    "auth": {
      pageTypes: "login" | "register" | "forgot_password" | "reset_password";
      provides: "auth-actions";
      requires: never;
      optional: never;
      ownsHooks: "accountLocked";
      listens: never;
      hosts: "account.menu" | "account.sign-in";
      modals: "social-login";
      asides: never;
    };
    "auth-modals": {
      pageTypes: never;
      provides: never;
      requires: "auth-actions";
      optional: "ab-tests" | "consent-banner";
      ownsHooks: never;
      listens: "consentChanged" | "consentSaveFailed";
      hosts: never;
      modals: "register" | "unified-register" | "auth";
      asides: never;
    };
    "basket": {
      pageTypes: "basket";
      provides: "basket";
      requires: never;
      optional: never;
      ownsHooks: "basketChanged" | "checkoutStarted";
      listens: never;
      hosts: "basket.payments" | "basket.line-price";
      modals: never;
      asides: "added-to-basket";
    };
    "brands": {
      pageTypes: "brands_index";
      provides: never;
      requires: never;
      optional: never;
      ownsHooks: never;
      listens: never;
      hosts: never;
      modals: never;
      asides: never;
    };
    "catalog": {
      pageTypes: "home" | "brand" | "category" | "product";
      provides: "product-listing" | "product-page";
      requires: never;
      optional: "basket" | "product-page";
      ownsHooks: never;
      listens: never;
      hosts: "home.story" | "event.story" | "product.details" | "product.below" | "home.below" | "product.price";
      modals: "picture-zoom";
      asides: never;
    };
    "consent": {
      pageTypes: never;
      provides: "consent-banner";
      requires: never;
      optional: never;
      ownsHooks: "consentChanged" | "consentSaveFailed";
      listens: never;
      hosts: never;
      modals: "cookie-preferences";
      asides: never;
    };
    "content": {
      pageTypes: "cms";
      provides: "content-blocks";
      requires: never;
      optional: never;
      ownsHooks: never;
      listens: never;
      hosts: never;
      modals: never;
      asides: never;
    };
    "dixa": {
      pageTypes: never;
      provides: never;
      requires: never;
      optional: never;
      ownsHooks: never;
      listens: "consentChanged";
      hosts: never;
      modals: never;
      asides: never;
    };
    "double-opt-in": {
      pageTypes: "email_confirm";
      provides: never;
      requires: never;
      optional: never;
      ownsHooks: never;
      listens: never;
      hosts: never;
      modals: "double-opt-in";
      asides: never;
    };
    "elevio": {
      pageTypes: never;
      provides: never;
      requires: never;
      optional: never;
      ownsHooks: never;
      listens: "consentChanged";
      hosts: never;
      modals: never;
      asides: never;
    };
    "help": {
      pageTypes: "helpdesk" | "faqs" | "customer_support";
      provides: never;
      requires: "content-blocks";
      optional: never;
      ownsHooks: never;
      listens: never;
      hosts: never;
      modals: never;
      asides: never;
    };
    "navigation": {
      pageTypes: never;
      provides: never;
      requires: never;
      optional: never;
      ownsHooks: never;
      listens: never;
      hosts: never;
      modals: never;
      asides: never;
    };
    "newsletter": {
      pageTypes: "newsletter_manage" | "newsletter_confirm" | "unsubscribe" | "personalisation" | "notifications_preferences";
      provides: never;
      requires: never;
      optional: "account-frame";
      ownsHooks: never;
      listens: never;
      hosts: never;
      modals: "newsletter-subscribed" | "newsletter-resubscribe";
      asides: never;
    };
    "orders": {
      pageTypes: "order_history" | "order_view" | "historical_orders" | "historical_order" | "success";
      provides: never;
      requires: never;
      optional: "account-frame";
      ownsHooks: never;
      listens: never;
      hosts: never;
      modals: never;
      asides: never;
    };
    "paypal-messaging": {
      pageTypes: never;
      provides: never;
      requires: never;
      optional: never;
      ownsHooks: never;
      listens: "basketChanged" | "consentChanged";
      hosts: never;
      modals: never;
      asides: never;
    };
    "product-extras": {
      pageTypes: "size_guide";
      provides: never;
      requires: "product-page";
      optional: never;
      ownsHooks: never;
      listens: never;
      hosts: never;
      modals: "size-guide";
      asides: never;
    };
    "recently-viewed": {
      pageTypes: never;
      provides: never;
      requires: never;
      optional: never;
      ownsHooks: never;
      listens: never;
      hosts: never;
      modals: never;
      asides: never;
    };
    "search": {
      pageTypes: "search";
      provides: never;
      requires: "product-listing";
      optional: never;
      ownsHooks: "searchSubmitted";
      listens: never;
      hosts: never;
      modals: never;
      asides: never;
    };
    "smart-app-banner": {
      pageTypes: never;
      provides: never;
      requires: never;
      optional: never;
      ownsHooks: never;
      listens: never;
      hosts: never;
      modals: never;
      asides: never;
    };
    "stories": {
      pageTypes: "story";
      provides: "story-blocks";
      requires: never;
      optional: never;
      ownsHooks: never;
      listens: never;
      hosts: never;
      modals: never;
      asides: never;
    };
    "tracking-core": {
      pageTypes: never;
      provides: "order-tracking";
      requires: never;
      optional: never;
      ownsHooks: never;
      listens: "consentChanged";
      hosts: never;
      modals: never;
      asides: never;
    };
    "tracking-facebook": {
      pageTypes: never;
      provides: never;
      requires: "order-tracking";
      optional: never;
      ownsHooks: never;
      listens: "basketChanged" | "checkoutStarted" | "consentChanged";
      hosts: never;
      modals: never;
      asides: never;
    };
    "tracking-gtm": {
      pageTypes: never;
      provides: never;
      requires: "order-tracking";
      optional: never;
      ownsHooks: never;
      listens: "abTestAssigned" | "accountLocked" | "basketChanged" | "consentChanged" | "searchSubmitted";
      hosts: never;
      modals: never;
      asides: never;
    };
    "tracking-matomo": {
      pageTypes: never;
      provides: never;
      requires: never;
      optional: never;
      ownsHooks: never;
      listens: "basketChanged" | "consentChanged";
      hosts: never;
      modals: never;
      asides: never;
    };
    "web-vitals": {
      pageTypes: never;
      provides: never;
      requires: never;
      optional: never;
      ownsHooks: never;
      listens: "consentChanged";
      hosts: never;
      modals: never;
      asides: never;
    };
  }
}

// Every hook a manifest owns has its payload declared in contracts/: otherwise this fails to compile.
type Holds<T extends true> = T;
export type OwnedHooksHavePayloads = Holds<["abTestAssigned" | "accountLocked" | "basketChanged" | "checkoutStarted" | "consentChanged" | "consentSaveFailed" | "searchSubmitted"] extends [keyof PluginHookPayloads] ? true : false>;
// Every hook a manifest listens to is a plugin hook (one a manifest owns).
export type ListenedHooksAreOwned = Holds<["consentChanged" | "consentSaveFailed" | "basketChanged" | "checkoutStarted" | "abTestAssigned" | "accountLocked" | "searchSubmitted"] extends ["abTestAssigned" | "accountLocked" | "basketChanged" | "checkoutStarted" | "consentChanged" | "consentSaveFailed" | "searchSubmitted"] ? true : false>;
