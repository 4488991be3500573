import type { ComponentType } from 'react';
import { proxy, ref } from 'valtio';
import type { StoryBlockProps, StoryBlockRegistry } from '../../contracts/story-blocks.ts';

export type BlockComponent = ComponentType<StoryBlockProps>;

/** The block registry: components by block type, in a valtio proxy so that stories on screen re-render when a type arrives. */
export interface BlockRegistry extends StoryBlockRegistry {
  readonly state: { components: Record<string, BlockComponent> };
}

const BLOCK_TYPE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export function createBlockRegistry(onRefused: (type: string) => void): BlockRegistry {
  const state = proxy<{ components: Record<string, BlockComponent> }>({ components: {} });
  return {
    state,
    register(type, component) {
      if (!BLOCK_TYPE.test(type)) {
        onRefused(type);
        return;
      }
      state.components[type] = ref(component);
    },
    types: () => Object.keys(state.components),
  };
}
