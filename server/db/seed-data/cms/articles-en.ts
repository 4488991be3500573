import { CATEGORY, categoryPath } from '../categories.ts';
import type { CmsPageSeed, StoreFacts } from './facts.ts';

/** A content page with an address of its own (a url_rewrites row of page type cms). */
export interface ArticleSeed extends CmsPageSeed {
  path: string;
}

const en = (id: number) => categoryPath(id, 'en');

interface PostListing {
  /** As the index shows it. */
  date: string;
  summary: string;
}

/** The posts of the blog archive, newest first: the index lists them in this order. */
function posts(f: StoreFacts): (ArticleSeed & PostListing)[] {
  return [
    {
      path: '/archived/blog/first-snow-of-the-season',
      identifier: 'blog-first-snow-of-the-season',
      title: 'Where to find the first snow of the season',
      date: '14 October 2025',
      summary: 'Glaciers and high resorts that open in autumn, for the first turns before the winter holidays.',
      metaDescription: 'Glacier and high-altitude resorts that usually open in autumn.',
      content: `<p>Most resorts in the Alps open in mid-December, but you do not have to wait that long. A few glaciers and high resorts run their lifts from the autumn, when the snow allows.</p>
<h2>Glaciers open in the autumn</h2>
<ul>
<li><strong>Hintertux, Austria.</strong> The Hintertux glacier is open all year round: the one sure bet in October.</li>
<li><strong>Stubai glacier, Austria.</strong> Usually opens at the start of October, with long, wide pistes above 2,900 m.</li>
<li><strong>Saas-Fee, Switzerland.</strong> The Allalin glacier keeps a few pistes open through summer and autumn.</li>
<li><strong>Kitzsteinhorn, Kaprun.</strong> The glacier of Kaprun often opens in September and adds pistes as the snow comes.</li>
</ul>
<h2>High resorts that open early</h2>
<p>Val Thorens and Tignes usually open their first lifts at the end of November. Check the opening date on the resort's site before you book: it moves with the snow every year.</p>
<h2>Before you go</h2>
<p>Early snow is often hard and icy: sharpen your edges and wax your skis (see <a href="/archived/blog/wax-your-skis-at-home">our waxing guide</a>). A one-day pass is enough to test your legs, and our <a href="${en(CATEGORY.skiPasses)}">ski passes</a> are ready at the resort.</p>`,
    },
    {
      path: '/archived/blog/wax-your-skis-at-home',
      identifier: 'blog-wax-your-skis-at-home',
      title: 'Waxing your skis at home, step by step',
      date: '2 December 2024',
      summary: 'Twenty minutes, an iron and a scraper: how to keep your skis fast and your bases healthy.',
      metaDescription: 'How to hot-wax skis at home in six steps.',
      content: `<p>A waxed base glides better, turns more easily and lasts longer. Wax your skis every four to six days on snow, and before you store them for the summer.</p>
<h2>What you need</h2>
<ul>
<li>A waxing iron (an old clothes iron works, without steam holes);</li>
<li>a bar of wax for the temperature of the snow you expect: cold, universal or warm;</li>
<li>a plastic scraper and a nylon brush;</li>
<li>two rubber bands to hold the brakes up, and a workbench or two chairs.</li>
</ul>
<h2>Six steps</h2>
<ol>
<li>Clean the base with a dry cloth, or a base cleaner if it is very dirty, and let it dry.</li>
<li>Set the iron to the temperature on the wax (usually 120 to 140 °C). Too hot, and it burns the base.</li>
<li>Drip the wax along the ski, then spread it from tip to tail, without stopping the iron in one place.</li>
<li>Let the ski cool for at least 30 minutes, or overnight for the best result.</li>
<li>Scrape off the excess from tip to tail until only a thin, even film is left; clear the edges too.</li>
<li>Brush from tip to tail to open the structure of the base.</li>
</ol>
<p>Not sure about the edges? Any ski shop will sharpen them for you. Questions about your skis? Call us on ${f.phone}.</p>`,
    },
    {
      path: '/archived/blog/three-layers-for-cold-days',
      identifier: 'blog-three-layers-for-cold-days',
      title: 'Three layers for a cold day on the slopes',
      date: '18 January 2024',
      summary: 'Base layer, mid layer, shell: what each one does, and why cotton stays at home.',
      metaDescription: 'How to dress in layers for skiing in the cold.',
      content: `<p>Staying warm is not about one thick jacket but about three thin layers, each with its own job. You add or take one off as the weather and your effort change.</p>
<h2>1. The base layer keeps you dry</h2>
<p>Worn against the skin, it moves sweat away from your body. Choose merino wool or a synthetic fabric, never cotton: cotton holds moisture and cools you as soon as you stop. See our <a href="${en(CATEGORY.baseLayers)}">base layers</a>.</p>
<h2>2. The mid layer keeps you warm</h2>
<p>A fleece or a light down jacket traps warm air. On a mild spring day you may leave it in the car.</p>
<h2>3. The shell keeps the weather out</h2>
<p>A waterproof, breathable <a href="${en(CATEGORY.skiJackets)}">ski jacket</a> stops wind and snow and lets the moisture of the layers below escape. Vents under the arms help on the climbs.</p>
<h2>Do not forget</h2>
<p>Thin ski socks (one pair: two pairs squeeze the foot and make it colder), gloves or mittens, a neck warmer and <a href="${en(CATEGORY.goggles)}">goggles</a> for the days of flat light.</p>`,
    },
    {
      path: '/archived/blog/getting-more-from-your-ski-pass',
      identifier: 'blog-getting-more-from-your-ski-pass',
      title: 'Getting more from your ski pass',
      date: '6 February 2023',
      summary: 'Which area to choose, when to buy, and the pocket your pass should live in.',
      metaDescription: 'Practical tips for buying and using a ski pass.',
      content: `<p>The ski pass is often the biggest expense of a day on the mountain after the equipment. A few habits save money and queues.</p>
<ul>
<li><strong>Buy before you go.</strong> Passes bought in advance are usually cheaper than at the ticket office, and you go straight to the lifts.</li>
<li><strong>Pick the right area.</strong> Beginners rarely need the whole linked ski area: the local pass covers the easy slopes for less.</li>
<li><strong>Count the days.</strong> From three days on, a multi-day pass costs less per day than single days.</li>
<li><strong>Give it its own pocket.</strong> Hands-free gates read the pass through your jacket; a phone or keys in the same pocket can stop the gate from reading it.</li>
</ul>
<p>Our <a href="${en(CATEGORY.skiPasses)}">ski passes</a> are sold at member prices and are ready for you at the resort.</p>`,
    },
  ];
}

/**
 * The English stores' blog archive (/archived/blog) and advice page (/advice), the footer's Blog
 * and Advice links. Other languages have neither: their footer hides both links (spec 02 section 5).
 */
export function articlesEn(f: StoreFacts): ArticleSeed[] {
  const blog = posts(f);
  const index: ArticleSeed = {
    path: '/archived/blog',
    identifier: 'blog',
    title: `The ${f.shop} blog`,
    metaDescription: `Stories, tips and news from the ${f.shop} team.`,
    content: `<p>Stories, tips and news from the ${f.shop} team: where to ski, how to look after your gear and what to wear on the mountain. This is our blog archive; for buying advice, see <a href="/advice">how to choose your skis</a>.</p>
${blog.map((post) => `<h2><a href="${post.path}">${post.title}</a></h2>\n<p><em>${post.date}.</em> ${post.summary}</p>`).join('\n')}`,
  };
  const advice: ArticleSeed = {
    path: '/advice',
    identifier: 'advice',
    title: 'Advice: how to choose your skis',
    metaDescription: 'How to choose skis by level, length, width and profile, and the boots and bindings that go with them.',
    content: `<p>The right skis make every turn easier. Four questions lead you to them: how you ski, how long, how wide and with which profile.</p>
<h2>1. Your level</h2>
<ul>
<li><strong>Beginner.</strong> Soft, forgiving skis that turn at low speed: they forgive a weight too far back.</li>
<li><strong>Intermediate.</strong> All-mountain skis, stable on the piste and at ease in a little fresh snow.</li>
<li><strong>Expert.</strong> Stiffer skis that hold at speed on hard snow, or wide skis for off-piste.</li>
</ul>
<h2>2. The length</h2>
<p>Stand the ski beside you. As a rule of thumb:</p>
<ul>
<li>beginners choose skis that reach the chin, about 15 cm shorter than their height;</li>
<li>intermediates, between the nose and the forehead;</li>
<li>experts, at head height or above, longer still for speed and powder.</li>
</ul>
<p>A heavier skier can go a size longer; a light one a size shorter.</p>
<h2>3. The width under the foot</h2>
<ul>
<li><strong>65 to 80 mm:</strong> quick edge to edge on groomed pistes.</li>
<li><strong>80 to 95 mm:</strong> all-mountain, for pistes and the sides of pistes.</li>
<li><strong>100 mm and more:</strong> floats in deep snow, for freeride.</li>
</ul>
<h2>4. The profile</h2>
<p>Camber (the ski arches up under the foot) gives grip and energy on hard snow. Rocker (the tip rises early) makes turning easier and floats in powder. Most all-mountain skis combine a rocker tip with camber underfoot.</p>
<h2>Boots and bindings</h2>
<p>Boots matter as much as skis: choose your size in mondopoint (the length of your foot in centimetres), try them on in the afternoon with one pair of ski socks, and pick a flex that suits your level (softer for beginners). Bindings must fit the sole of your boots (alpine, touring or GripWalk) and be set by a technician for your weight and level.</p>
<h2>Ready to choose?</h2>
<p>See our <a href="${en(CATEGORY.skis)}">skis</a>, <a href="${en(CATEGORY.skiBoots)}">ski boots</a> and <a href="${en(CATEGORY.bindings)}">bindings</a>, or a <a href="${en(CATEGORY.skiPacks)}">ski pack</a> with everything matched for you. Still unsure? Our team answers on ${f.phone} (${f.hours}) and at <a href="mailto:${f.email}">${f.email}</a>.</p>`,
  };
  return [index, ...blog.map(({ path, identifier, title, metaDescription, content }) => ({ path, identifier, title, metaDescription, content })), advice];
}
