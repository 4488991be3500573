import { describe, expect, it } from 'vitest';
import { escapeHtml, fillTemplate } from './template.ts';

const values = {
  'store.shopName': 'Summit UK',
  'account.referrerName': 'Alex <b>Summit</b> & "co"',
  'account.shareUrl': 'https://shop.test/join/ALEX?a=1&b=2',
};

describe('fillTemplate', () => {
  it('fills {{group.name}} variables, with or without spaces inside the braces', () => {
    expect(
      fillTemplate(
        '<p>Welcome to {{store.shopName}}, from {{ account.referrerName }}</p>',
        { 'store.shopName': 'Summit UK', 'account.referrerName': 'Alex' },
        'html',
      ),
    ).toEqual({
      text: '<p>Welcome to Summit UK, from Alex</p>',
      missing: [],
    });
  });

  it('escapes values put into HTML, so that a value adds no markup and stays inside its attribute', () => {
    const { text } = fillTemplate('<p>{{account.referrerName}}</p><a href="{{account.shareUrl}}">join</a>', values, 'html');
    expect(text).toBe('<p>Alex &lt;b&gt;Summit&lt;/b&gt; &amp; &quot;co&quot;</p><a href="https://shop.test/join/ALEX?a=1&amp;b=2">join</a>');
  });

  it('puts values into a plain-text template as they are', () => {
    expect(fillTemplate('{{account.referrerName}} invites you', values, 'text').text).toBe('Alex <b>Summit</b> & "co" invites you');
  });

  it('leaves a variable without a value empty and reports it once', () => {
    expect(fillTemplate('{{product.name}} for {{product.price}} ({{product.name}})', { 'product.name': 'Skis' }, 'html')).toEqual({
      text: 'Skis for  (Skis)',
      missing: ['product.price'],
    });
    expect(fillTemplate('{{constructor.name}} {{toString.x}}', {}, 'text')).toEqual({ text: ' ', missing: ['constructor.name', 'toString.x'] });
  });

  it('leaves text that only looks like a variable alone', () => {
    expect(fillTemplate('{{ not a variable }} {store.shopName} {{store}}', values, 'html').text).toBe('{{ not a variable }} {store.shopName} {{store}}');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
