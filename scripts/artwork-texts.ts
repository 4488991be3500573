import type { StoreConfig } from '../core/store/types.ts';

/** The two lines of each store's badge, as Apple and Google word them in each badge language. */
export const APP_BADGE_TEXTS: Record<StoreConfig['badges']['language'], { appStore: [string, string]; googlePlay: [string, string] }> = {
  default: { appStore: ['Download on the', 'App Store'], googlePlay: ['GET IT ON', 'Google Play'] },
  da: { appStore: ['Download i', 'App Store'], googlePlay: ['NU PÅ', 'Google Play'] },
  de: { appStore: ['Laden im', 'App Store'], googlePlay: ['JETZT BEI', 'Google Play'] },
  es: { appStore: ['Descárgalo en el', 'App Store'], googlePlay: ['DISPONIBLE EN', 'Google Play'] },
  fr: { appStore: ['Télécharger dans l’', 'App Store'], googlePlay: ['DISPONIBLE SUR', 'Google Play'] },
  it: { appStore: ['Scarica su', 'App Store'], googlePlay: ['DISPONIBILE SU', 'Google Play'] },
  sv: { appStore: ['Ladda ned från', 'App Store'], googlePlay: ['LADDA NED PÅ', 'Google Play'] },
};

/** The B Corp mark's words above and below the B, per variant. */
export const B_CORP_TEXTS: Record<StoreConfig['badges']['bCorp'], [string, string]> = {
  default: ['Certified', 'Corporation'],
  'de-at': ['Zertifiziert', 'Corporation'],
  es: ['Certificada', 'Empresa'],
  fr: ['Certifiée', 'Entreprise'],
  it: ['Certificata', 'Azienda'],
};
