import type { Device } from './device.ts';

/** Content block ids of one sitewide banner kind, per device (any may be left out). */
export type DeviceBlockIds = Partial<Record<Device, string>>;

/** The plugin's options (options.schema.json). */
export interface StoriesOptions {
  spaceId?: number;
  editMode?: boolean;
  sitewideBanners?: { rtb?: DeviceBlockIds; event?: DeviceBlockIds };
  topBannersSize?: { width: number; height: number };
}
