import { definePlugin } from '../../core/kernel/plugin.ts';

type FailurePoint = 'sessionReady' | 'pageView' | 'routeResolve' | 'slot';

/**
 * A test fixture, enabled only by the QA store: it fails on purpose at the points its options
 * name, so tests can see that the kernel logs the plugin's name and the storefront carries on.
 */
export default definePlugin<{ failOn?: FailurePoint[] }>({
  name: 'fault-probe',
  setup(ctx, options) {
    const failOn = new Set(options.failOn ?? []);
    const fail = (where: string) => {
      throw new Error(`fault-probe failed on purpose in ${where}`);
    };
    if (failOn.has('sessionReady')) ctx.hooks.sessionReady.tapPromise('fault-probe', async () => fail('sessionReady'));
    if (failOn.has('pageView')) ctx.hooks.pageView.tap('fault-probe', () => fail('pageView'));
    if (failOn.has('routeResolve')) ctx.hooks.routeResolve.tapPromise('fault-probe', async () => fail('routeResolve'));
    if (failOn.has('slot')) {
      ctx.fillSlot('header.top', {
        id: 'broken',
        component: function BrokenSlot(): null {
          throw new Error('fault-probe failed on purpose in a slot component');
        },
      });
    }
  },
});
