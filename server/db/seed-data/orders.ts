/**
 * Demo orders (issue 5): the demo member's orders in several states, so that the history pages
 * 5 at a time over 3 pages, and one order of a second member (never visible to the first).
 */
import { DEMO_MEMBER } from './member.ts';

export const SECOND_MEMBER = {
  id: 2,
  email: 'sam@summit.test',
  password: 'Summit-sam-2026',
  firstname: 'Sam',
  lastname: 'Rivera',
  storeId: 1,
  referralCode: 'SAMSUMMIT',
} as const;

export interface SeedAddress {
  firstname: string;
  lastname: string;
  street: string;
  street2: string;
  city: string;
  postcode: string;
  region: string;
  countryId: string;
  telephone: string;
}

export interface SeedOrderItem {
  id: number;
  productId: number;
  sku: string;
  name: string;
  brandName: string;
  price: number;
  rrp: number;
  qty: number;
  options?: { label: string; value: string }[];
  /** Items bought as one bundle share a group (order_items.group_key) and its bundle type. */
  group?: { key: string; bundleType: 'ski_bundle' | 'ski_pack' | 'snowboard_pack' | 'snowboard_bundle' };
  virtualType?: 'ski_pass';
}

export interface SeedShipment {
  id: number;
  daysAfterOrder: number;
  status: string;
  /** Statuses before the current one, oldest first. */
  history?: string[];
  items: { orderItemId: number; qty: number }[];
  tracking: { trackingUrl: string; trackingNumber: string; trackingProvider: string }[];
}

export interface SeedOrder {
  id: number;
  customerId: number;
  storeId: number;
  incrementId: string;
  /** Days before the seed date. */
  daysAgo: number;
  status: string;
  historical?: boolean;
  selfCancel?: boolean;
  selfEdit?: boolean;
  delivery: number;
  discount?: number;
  discountDescription?: string;
  items: SeedOrderItem[];
  shipments?: SeedShipment[];
}

export const DEMO_ADDRESS: SeedAddress = {
  firstname: DEMO_MEMBER.firstname,
  lastname: DEMO_MEMBER.lastname,
  street: '221B Baker Street',
  street2: '',
  city: 'London',
  postcode: 'NW1 6XE',
  region: '',
  countryId: 'GB',
  telephone: '+44 7400 123456',
};

const SAM_ADDRESS: SeedAddress = { ...DEMO_ADDRESS, firstname: 'Sam', lastname: 'Rivera', street: '10 Downing Street', postcode: 'SW1A 2AA' };

export const DEMO_ADDRESSES: { customerId: number; address: SeedAddress; shipping: boolean; billing: boolean }[] = [
  { customerId: DEMO_MEMBER.id, address: DEMO_ADDRESS, shipping: true, billing: true },
  {
    customerId: DEMO_MEMBER.id,
    address: { ...DEMO_ADDRESS, street: '1 Chalet Road', city: 'Manchester', postcode: 'M1 1AE', telephone: '+44 161 496 0000' },
    shipping: false,
    billing: false,
  },
  { customerId: SECOND_MEMBER.id, address: SAM_ADDRESS, shipping: true, billing: true },
];

const item = (
  id: number,
  productId: number,
  sku: string,
  name: string,
  brandName: string,
  price: number,
  rrp: number,
  qty = 1,
  options?: SeedOrderItem['options'],
): SeedOrderItem => ({
  id,
  productId,
  sku,
  name,
  brandName,
  price,
  rrp,
  qty,
  options,
});

const track = (provider: string, number: string) => ({
  trackingProvider: provider,
  trackingNumber: number,
  trackingUrl: `https://tracking.summit.test/${provider.toLowerCase()}/${number}`,
});

const SKI_PACK = { key: 'pack-1', bundleType: 'ski_pack' } as const;

/** Orders 1-4 have fixed roles in the e2e tests: two shipments, cancellable, editable, neither. */
const named: SeedOrder[] = [
  {
    id: 1,
    customerId: 1,
    storeId: 1,
    incrementId: '100000101',
    daysAgo: 12,
    status: 'complete',
    delivery: 4.95,
    discount: 10,
    discountDescription: 'WELCOME10',
    items: [
      item(101, 1001, 'ROS-EXP86TI-174cm', 'Experience 86 Ti skis', 'Rossignol', 399, 649, 1, [{ label: 'Length', value: '174 cm' }]),
      item(102, 1007, 'SAL-MTNHELMET-M', 'MTN Lab helmet', 'Salomon', 89, 150, 1, [{ label: 'Size', value: 'M' }]),
      item(103, 1006, 'ATO-AMTPOLE', 'AMT SQS poles', 'Atomic', 39, 70, 2),
    ],
    shipments: [
      {
        id: 201,
        daysAfterOrder: 2,
        status: 'delivered',
        history: ['shipped', 'in_transit'],
        items: [
          { orderItemId: 101, qty: 1 },
          { orderItemId: 103, qty: 2 },
        ],
        tracking: [track('DPD', '15501234567890')],
      },
      {
        id: 202,
        daysAfterOrder: 5,
        status: 'in_transit',
        history: ['shipped'],
        items: [{ orderItemId: 102, qty: 1 }],
        tracking: [track('UPS', '1Z999AA10123456784')],
      },
    ],
  },
  {
    id: 2,
    customerId: 1,
    storeId: 1,
    incrementId: '100000102',
    daysAgo: 1,
    status: 'pending',
    selfCancel: true,
    selfEdit: true,
    delivery: 4.95,
    items: [item(104, 1004, 'SAL-SPRO100-27', 'S/Pro 100 boots', 'Salomon', 219, 400, 1, [{ label: 'Mondopoint size', value: '27' }])],
  },
  {
    id: 3,
    customerId: 1,
    storeId: 1,
    incrementId: '100000103',
    daysAgo: 2,
    status: 'pending',
    selfEdit: true,
    delivery: 0,
    items: [item(105, 1010, 'LOOK-SPX12', 'SPX 12 bindings', 'Look', 149, 260)],
  },
  {
    id: 4,
    customerId: 1,
    storeId: 1,
    incrementId: '100000104',
    daysAgo: 3,
    status: 'processing',
    delivery: 4.95,
    // A ski pack (skis and bindings bought together), boots already on their way, a ski pass sent by email.
    items: [
      item(106, 1008, 'BUR-CUSTOM-158cm', 'Custom snowboard', 'Burton', 429, 620, 1, [{ label: 'Length', value: '158 cm' }]),
      { ...item(107, 1001, 'ROS-EXP86TI-166cm', 'Experience 86 Ti skis', 'Rossignol', 379, 649, 1, [{ label: 'Length', value: '166 cm' }]), group: SKI_PACK },
      { ...item(108, 1011, 'LOOK-NX12', 'NX 12 bindings', 'Look', 119, 199), group: SKI_PACK },
      item(109, 1004, 'SAL-SPRO100-26', 'S/Pro 100 boots', 'Salomon', 229, 400, 1, [{ label: 'Mondopoint size', value: '26' }]),
      { ...item(110, 1014, 'PASS-CHAM-6D', 'Chamonix Mont-Blanc 6-day ski pass', 'Summit Pass', 289, 329), virtualType: 'ski_pass' },
    ],
    shipments: [
      {
        id: 214,
        daysAfterOrder: 1,
        status: 'in_transit',
        history: ['shipped'],
        items: [{ orderItemId: 109, qty: 1 }],
        tracking: [track('DPD', '15509876543210')],
      },
    ],
  },
];

/** Older delivered and cancelled orders, to fill three pages of history (5 per page). */
const older: SeedOrder[] = Array.from({ length: 9 }, (_, index) => {
  const id = 5 + index;
  const canceled = index % 4 === 3;
  return {
    id,
    customerId: 1,
    storeId: 1,
    incrementId: `1000001${String(id).padStart(2, '0')}`,
    daysAgo: 20 + index * 15,
    status: canceled ? 'canceled' : 'complete',
    delivery: 4.95,
    items: [item(100 + id * 10, 1009, 'ROS-HERO-JR', 'Hero Junior skis', 'Rossignol', 129 + index, 210)],
    shipments: canceled
      ? []
      : [
          {
            id: 200 + id,
            daysAfterOrder: 2,
            status: 'delivered',
            items: [{ orderItemId: 100 + id * 10, qty: 1 }],
            tracking: [track('DPD', `155000000000${id}`)],
          },
        ],
  };
});

const historical: SeedOrder[] = [
  {
    id: 14,
    customerId: 1,
    storeId: 1,
    incrementId: 'H-2019-0042',
    daysAgo: 2200,
    status: 'complete',
    historical: true,
    delivery: 5,
    items: [item(301, 1002, 'ATO-REDX9-170cm', 'Redster X9 skis', 'Atomic', 350, 700)],
  },
  {
    id: 15,
    customerId: 1,
    storeId: 1,
    incrementId: 'H-2020-0107',
    daysAgo: 1900,
    status: 'complete',
    historical: true,
    delivery: 5,
    items: [item(302, 1005, 'ATO-HAWX110-27.5', 'Hawx Ultra 110 boots', 'Atomic', 240, 450)],
  },
];

const secondMember: SeedOrder[] = [
  {
    id: 20,
    customerId: SECOND_MEMBER.id,
    storeId: 1,
    incrementId: '100000201',
    daysAgo: 4,
    status: 'pending',
    selfCancel: true,
    selfEdit: true,
    delivery: 4.95,
    items: [item(401, 1003, 'DYN-MPRO90-178', 'M-Pro 90 skis', 'Dynastar', 299, 500)],
  },
];

export const SEED_ORDERS: SeedOrder[] = [...named, ...older, ...historical, ...secondMember];

export const SEED_ORDER_ADDRESS = (customerId: number): SeedAddress => (customerId === SECOND_MEMBER.id ? SAM_ADDRESS : DEMO_ADDRESS);

export const SEED_AGREEMENTS = [
  {
    customerId: 1,
    provider: 'card',
    referenceId: 'card_demo_4242',
    method: 'Visa',
    methodCode: 'adyen_cc_visa',
    label: 'Visa •••• 4242',
    detail: 'Alex Morgan',
    expires: '08/2029',
  },
  {
    customerId: 1,
    provider: 'card',
    referenceId: 'card_demo_0005',
    method: 'Mastercard',
    methodCode: 'adyen_cc_mc',
    label: 'Mastercard •••• 0005',
    detail: 'Alex Morgan',
    expires: '01/2028',
  },
  {
    customerId: 1,
    provider: 'wallet',
    referenceId: 'B-7XK21938PA',
    method: 'PayPal',
    methodCode: 'paypal_express',
    label: 'PayPal',
    detail: 'demo@summit.test',
    expires: null,
  },
  {
    customerId: SECOND_MEMBER.id,
    provider: 'wallet',
    referenceId: 'B-9SAM0001',
    method: 'PayPal',
    methodCode: 'paypal_express',
    label: 'PayPal',
    detail: 'sam@summit.test',
    expires: null,
  },
] as const;
