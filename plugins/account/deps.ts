import type { PluginContext } from '../../core/kernel/plugin.ts';

export interface AccountOptions {
  languages?: string[];
  currencies?: string[];
}

export interface AccountDeps {
  ctx: PluginContext<'account'>;
  options: AccountOptions;
}
