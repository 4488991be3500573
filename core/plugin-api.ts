/**
 * What a plugin may take from core's kernel, in one place: a plugin imports this module, the shared
 * kit (`core/kit/**`) and `contracts/**`, and nothing else of the project (the `plugin-imports-kernel`
 * rule of .dependency-cruiser.cjs; docs/architecture.md). Anything missing here is not yet part of
 * the plugin API: add it here rather than importing the kernel module.
 */

// A plugin, its context and its parts.
export { definePlugin } from './kernel/plugin.ts';
export type { HookEmitters, HookTaps, OptionsSchema, PluginContext, PluginDefinition, PluginShell, SlotEntryInput } from './kernel/plugin.ts';
export { PluginProvider, usePlugin } from './kernel/use-plugin.tsx';
export { perKernel, pluginState, type PluginState } from './kernel/plugin-state.ts';
export { PluginBoundary } from './kernel/PluginBoundary.tsx';
export type { PluginName, PageType, RouteId, ServiceId } from './kernel/manifest.ts';

// Pages.
export type { PageComponent, PageHead, PageHeadOf, PageLoader, PageLoaderArgs, PageModule, PageOptions, PageProps, PageViewDetails } from './kernel/page.ts';
export { onDemand, type OnDemandParts, type PartModule } from './kernel/on-demand.ts';
export type { PageResolution } from './routing/types.ts';
export { PageNotFoundError } from './routing/not-found.ts';

// Slots.
export type { KnownSlotProps, SlotEntry, SlotEntryProps, SlotLoader, SlotLoaderArgs, SlotName, SlotPropsOf } from './kernel/slots.ts';
export type { ServiceRef, Used } from './kernel/services.ts';
export { preloadable, type Preloadable } from './render/preloadable.tsx';
export { Island, Static } from './kernel/Island.tsx';

// Hooks' payloads of the kernel.
export type { PageView, RouteChange, SessionChange, SessionChangeReason } from './kernel/events.ts';

// The backend.
export { callLoaded, type ApiClient, type CallOptions } from './api/client.ts';
export { ApiError } from './api/api-error.ts';
export type { ApiErrorBody, BodyOf, EndpointDef, ParamsOf, QueryOf, ReplyOf } from './api/endpoint.ts';

// Session, store, shell, logging.
export { canSeePrices, toShellSession, type ReadonlySession, type ShellSession } from './session.ts';
export type { Locale, PaymentIcon, PhoneNumber, SocialNetwork, StoreConfig } from './store/types.ts';
export type { ModalSize, OverlayContent, ShellState } from './shell/shell-state.ts';
export { createLogger, errorMessage, type LogEntry, type Logger, type ScopedLogger } from './logger.ts';

// Money, numbers and dates in the store's locale.
export { formatMoney, parseNumber, parsePrice, type CurrencyFormat } from './i18n/money.ts';
export { formatPercent, formatReduction } from './i18n/percent.ts';
export { deliveryWindow } from './i18n/delivery-window.ts';
export { bcp47 } from './i18n/locales.ts';
export { collator, dateFormat, displayNames, listFormat, numberFormat } from './i18n/formatters.ts';
