// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToText, renderBlockHtml } from './render.ts';

describe('renderBlockHtml', () => {
  it('renders none of <script>, onerror= and javascript: from the block or from a value', () => {
    const content =
      '<p>Hi {{account.referrerName}}</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">Click</a><a href="{{account.shareUrl}}">Join</a>';
    const { html } = renderBlockHtml(content, { 'account.referrerName': '<img src=x onerror=alert(4)>', 'account.shareUrl': 'javascript:alert(5)' });
    const rendered = document.createElement('div');
    rendered.innerHTML = html;
    expect(rendered.querySelectorAll('script')).toHaveLength(0);
    const attributes = [...rendered.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((a) => `${a.name}=${a.value}`));
    expect(attributes.filter((attribute) => /^on|javascript:/i.test(attribute))).toEqual([]);
    expect(html).not.toMatch(/<script|javascript:/i);
    // The value is text on the page, not an element.
    expect(rendered.querySelector('p')!.textContent).toBe('Hi <img src=x onerror=alert(4)>');
    expect(html).toContain('Click');
    expect(html).toContain('Join');
  });

  it('keeps the editors’ markup and links and reports variables without a value', () => {
    expect(renderBlockHtml('<p><strong>{{store.shopName}}</strong> <a href="/help">Help</a> {{order.brandNames}}</p>', { 'store.shopName': 'Summit' })).toEqual(
      {
        html: '<p><strong>Summit</strong> <a href="/help">Help</a> </p>',
        missing: ['order.brandNames'],
      },
    );
  });
});

describe('htmlToText', () => {
  it('gives paragraphs on their own lines, line breaks and decoded entities, and nothing of the tags', () => {
    expect(htmlToText('<p>Hello,</p>\n<p>Join me &amp; save: <a href="https://x.test/join/A">https://x.test/join/A</a></p><p>See you,<br>Alex</p>')).toBe(
      'Hello,\n\nJoin me & save: https://x.test/join/A\n\nSee you,\nAlex',
    );
    expect(htmlToText('<p>One   line\n of text</p>')).toBe('One line of text');
    expect(htmlToText('<img src=x onerror="alert(1)">plain')).toBe('plain');
  });
});
