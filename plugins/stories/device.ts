/** The banners' devices: each sitewide banner kind names a block per device (spec 01 section 9 breakpoints). */
export type Device = 'desktop' | 'tablet' | 'mobile';
