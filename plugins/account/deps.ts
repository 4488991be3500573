import type { PluginContext } from '../../core/plugin-api.ts';

/** The account pages take no options: the languages and currencies a member may choose come from language-currency. */
export type AccountOptions = Record<string, never>;

export interface AccountDeps {
  ctx: PluginContext<'account'>;
  options: AccountOptions;
}
