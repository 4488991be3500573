import { text } from '../text.ts';
import { ACCESSORY_DETAILS } from './accessories.ts';
import { BOOT_DETAILS } from './boots-and-bindings.ts';
import { CLOTHING_DETAILS, PASS_DETAILS } from './clothing.ts';
import type { SeedProductDetails } from './labels.ts';
import { SKI_DETAILS } from './skis.ts';

export type { SeedProductDetails } from './labels.ts';

const BY_PRODUCT: Record<number, SeedProductDetails> = { ...SKI_DETAILS, ...BOOT_DETAILS, ...CLOTHING_DETAILS, ...PASS_DETAILS };

const NONE: SeedProductDetails = { description: text('', '', '', '', '', ''), specifications: [] };

/** A main catalog product's description and specifications (none for an id without them). */
export const productDetails = (productId: number): SeedProductDetails => BY_PRODUCT[productId] ?? NONE;

/** An accessory's, by its model: the family SKU of its sizes, else its kind (all colours alike). */
export const accessoryDetails = (item: { kind: string; family?: { sku: string } }): SeedProductDetails =>
  (item.family && ACCESSORY_DETAILS[item.family.sku]) ?? ACCESSORY_DETAILS[item.kind] ?? NONE;
