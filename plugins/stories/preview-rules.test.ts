import { describe, expect, it } from 'vitest';
import { editModeOn, eventStorySlug, isPreviewHost, previewRequested, previewStorySlug, previewTokenIn } from './preview-rules.ts';

describe('preview rules', () => {
  it('asks for drafts when the address carries the preview parameter, whatever its value', () => {
    expect(previewRequested('?_storyblok')).toBe(true);
    expect(previewRequested('?_storyblok=1234&_storyblok_c=page')).toBe(true);
    expect(previewRequested('?sp_nav=ct-49')).toBe(false);
    expect(previewRequested('')).toBe(false);
  });

  it('finds the preview token of an editor’s link', () => {
    expect(previewTokenIn('?_storyblok=1&_storyblok_tk=1.1795978203.abc')).toBe('1.1795978203.abc');
    expect(previewTokenIn('?_storyblok=1&_storyblok_tk=')).toBeNull();
    expect(previewTokenIn('?_storyblok=1')).toBeNull();
  });

  it('names the story of a forced preview page', () => {
    expect(previewStorySlug('/storyblok-preview')).toBe('home');
    expect(previewStorySlug('/storyblok-preview/home')).toBe('home');
    expect(previewStorySlug('/storyblok-preview/event/ski-flash-sale/')).toBe('event/ski-flash-sale');
    expect(previewStorySlug('/new')).toBe('new');
    expect(previewStorySlug('/new-season')).toBe('new');
    expect(previewStorySlug('/new/skis')).toBe('new');
  });

  it('knows the preview hosts, in any case', () => {
    expect(isPreviewHost(['preview.localhost'], 'Preview.Localhost')).toBe(true);
    expect(isPreviewHost(['preview.localhost'], 'localhost')).toBe(false);
    expect(isPreviewHost([], 'preview.localhost')).toBe(false);
  });

  it('shows edit mode only for a draft the server sent, on a preview host, unless the store turns it off', () => {
    expect(editModeOn('draft', true, undefined)).toBe(true);
    expect(editModeOn('draft', true, false)).toBe(false);
    expect(editModeOn('published', true, true)).toBe(false);
    expect(editModeOn('draft', false, true)).toBe(false);
  });

  it('names the story of a sale landing listing', () => {
    expect(eventStorySlug('/event/ski-flash-sale')).toBe('event/ski-flash-sale');
    expect(eventStorySlug('/event/Ski-Flash-Sale/')).toBe('event/ski-flash-sale');
    expect(eventStorySlug('/event/a/b')).toBeNull();
    expect(eventStorySlug('/ski/skis')).toBeNull();
  });
});
