import type { ComponentType } from 'react';
import { serviceRef, type ServiceRef } from '../core/kernel/services.ts';
import type { PageTextArea, PageTextItem, StaticBlock } from './static-blocks.ts';

/*
 * The content plugin shows static blocks and page texts for the other plugins (the referral
 * page's share texts, the FAQ of the help pages...), so that they neither fetch nor sanitise CMS
 * HTML themselves. A block's content may hold template variables, written `{{group.name}}`:
 * the `store` group is always filled from the store config (shopName, shopShareName, phone,
 * supportEmail, hours, referralPoints, currencyCode); the plugin that shows a block gives the others.
 * Amounts are numbers: the service formats them in the store's currency and locale.
 */

export interface ProductVariables {
  name?: string;
  brandName?: string;
  /** Prices and the saving, as amounts in the store's currency. */
  price?: number;
  specialPrice?: number;
  rrp?: number;
  /** rrp minus the special price when not given. */
  saving?: number;
  /** Percent off (40 for 40%). */
  discount?: number;
  /** Absolute address of the product page. */
  url?: string;
  imageUrl?: string;
}

export interface AccountVariables {
  /** The member who invites (the referrer): their names, code and share link. */
  referrerFirstName?: string;
  referrerLastName?: string;
  /** First and last name when not given. */
  referrerName?: string;
  referralCode?: string;
  /** Absolute address of the member's referral link (/join/{referralCode}). */
  shareUrl?: string;
  rewardPoints?: number;
}

export interface OrderVariables {
  incrementId?: string;
  /** Joined as the language joins a list ("Rossignol, Salomon and Atomic"). */
  brandNames?: string[];
  savingAmount?: number;
  /** Percent saved (35 for 35%). */
  savingPercent?: number;
}

export interface TemplateVariables {
  product?: ProductVariables;
  account?: AccountVariables;
  order?: OrderVariables;
}

export interface ContentBlockProps {
  /** One identifier (staticBlockIdentifier in contracts/static-blocks.ts). */
  identifier: string;
  variables?: TemplateVariables;
  /** What stands in while the block loads: lines of text (default), a banner-sized box, or nothing. */
  placeholder?: 'text' | 'banner' | 'none';
  /** Show the block's title as a heading of this level (not shown by default). */
  titleLevel?: 2 | 3;
  className?: string;
  testId?: string;
}

export interface LoadedBlockProps {
  /** A block from `load`. */
  block: StaticBlock;
  variables?: TemplateVariables;
  className?: string;
  testId?: string;
}

export interface PageTextProps {
  area: PageTextArea;
  variables?: TemplateVariables;
  className?: string;
  testId?: string;
  /** The area's texts, fetched before the page rendered (the server's render): shown at once. */
  initial?: PageTextItem[];
}

export interface BlockText {
  title: string;
  /** The content as plain text (paragraphs on lines of their own), variables filled. */
  text: string;
}

export interface ContentBlocksService {
  /**
   * Loads and shows a block: a placeholder until it arrives, nothing when the store has no such
   * block (spec 02 section 8) or it fails to load (logged); the rest of the page stays.
   */
  Block: ComponentType<ContentBlockProps>;
  /** Shows a block already loaded with `load` (sanitised, variables filled, in-app links). */
  BlockBody: ComponentType<LoadedBlockProps>;
  /** The live page texts of an area (spec 02 section 7), nothing when there is none. */
  PageText: ComponentType<PageTextProps>;
  /** The blocks of an identifier, or of a family (`faq_*`), as the API sends them: a plain loader for a page's data. */
  load(identifier: string, signal?: AbortSignal): Promise<StaticBlock[]>;
  /** A block as plain text with its variables filled (share texts), null when the store has none. */
  loadText(identifier: string, variables: TemplateVariables, signal?: AbortSignal): Promise<BlockText | null>;
}

export const contentBlocksService: ServiceRef<ContentBlocksService, 'content-blocks'> = serviceRef('content-blocks');
