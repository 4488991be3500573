import { describe, expect, it } from 'vitest';
import { bootStageFiles, type BundleChunk } from './preload-boot-stages.ts';

describe('bootStageFiles', () => {
  it('lists what the entry imports, then its steps after the files they import, each once', () => {
    const bundle: Record<string, BundleChunk> = {
      'assets/index.js': { type: 'chunk', imports: ['assets/runtime.js'], dynamicImports: ['assets/client.js', 'assets/boot-app.js'] },
      'assets/runtime.js': { type: 'chunk' },
      'assets/react.js': { type: 'chunk', imports: ['assets/runtime.js'] },
      'assets/client.js': { type: 'chunk', imports: ['assets/react.js'] },
      'assets/boot-app.js': {
        type: 'chunk',
        imports: ['assets/react.js', 'assets/client.js', 'assets/kernel.js', 'assets/index.js'],
        dynamicImports: ['assets/plugin.js'],
      },
      'assets/kernel.js': { type: 'chunk' },
      'assets/plugin.js': { type: 'chunk' },
      'assets/index.css': { type: 'asset' },
    };
    expect(bootStageFiles(bundle, 'assets/index.js')).toEqual([
      'assets/runtime.js',
      'assets/react.js',
      'assets/client.js',
      'assets/kernel.js',
      'assets/boot-app.js',
    ]);
  });

  it('lists only its imports for an entry without steps', () => {
    const bundle: Record<string, BundleChunk> = {
      'assets/index.js': { type: 'chunk', imports: ['assets/runtime.js'] },
      'assets/runtime.js': { type: 'chunk' },
    };
    expect(bootStageFiles(bundle, 'assets/index.js')).toEqual(['assets/runtime.js']);
  });
});
