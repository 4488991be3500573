import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES, SOURCE_LOCALE } from './core/i18n/locales.ts';

/**
 * One catalog for the kernel and shell, and one per plugin, so that a plugin a store
 * does not enable adds neither code nor text to that store's download. The form texts
 * (labels, the validators' messages) have their own: they load with the pages that have forms.
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  // No line numbers: the build extracts, and catalogs should change only when texts do.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/runtime/locales/{locale}/messages',
      include: ['<rootDir>/runtime', '<rootDir>/core'],
      exclude: ['<rootDir>/core/kit/forms/**'],
    },
    {
      path: '<rootDir>/core/kit/forms/locales/{locale}/messages',
      include: ['<rootDir>/core/kit/forms'],
    },
    {
      path: '<rootDir>/server/locales/{locale}/messages',
      include: ['<rootDir>/server'],
    },
    {
      path: '<rootDir>/plugins/{name}/locales/{locale}/messages',
      include: ['<rootDir>/plugins/{name}/'],
    },
  ],
});
