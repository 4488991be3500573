import type { ComponentType, ReactNode } from 'react';
import { serviceRef, type ServiceRef } from '../core/kernel/services.ts';

/*
 * The account plugin lends its pages' frame (the account side navigation and the page title) to
 * the plugins that add pages to a member's account (newsletter preferences, personalisation...),
 * so those pages sit in the same frame without importing the account plugin. Entries of the side
 * navigation come from the `account.nav` slot the frame hosts.
 */

export interface AccountFrameProps {
  /** The page's heading and, through the shell, its document title. */
  title: string;
  testId: string;
  children: ReactNode;
}

export interface AccountFrameService {
  /** Loads with its texts on first render (a lazy component: render it inside Suspense). */
  Frame: ComponentType<AccountFrameProps>;
}

export const accountFrameService: ServiceRef<AccountFrameService, 'account-frame'> = serviceRef('account-frame');
