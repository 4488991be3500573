/** Spec 02: the local flag 'app banner shown' with value '0' or '1'. */
export const DISMISSED_KEY = 'summit.app-banner-shown';

export type MobilePlatform = 'ios' | 'android';

export function mobilePlatform(userAgent: string): MobilePlatform | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

/** Shown only on iOS or Android, and only when not previously dismissed. */
export function shouldShowBanner(userAgent: string, storage: Pick<Storage, 'getItem'> | null): boolean {
  if (!mobilePlatform(userAgent)) return false;
  try {
    return storage?.getItem(DISMISSED_KEY) !== '1';
  } catch {
    return true;
  }
}

export function storeLink(platform: MobilePlatform, options: { appStoreId: string; playStoreId: string }): string {
  return platform === 'ios'
    ? `https://apps.apple.com/app/id${options.appStoreId}`
    : `https://play.google.com/store/apps/details?id=${encodeURIComponent(options.playStoreId)}`;
}
