// Demo blog posts: markdown articles a bootcamp would publish, dated back from "now", each with
// a cover picture and its author's avatar, stored through the upload pipeline like any upload.
import { estimateReadTime } from '@coursedesk/contract/blogs';
import type { UploadArea } from '@coursedesk/contract/uploads';
import type { blogPosts } from '../db/schema/index.ts';
import { loadSharp } from '../uploads/normalize-image.ts';
import { initialsAvatarPng } from './avatars.ts';
import type { Random } from './random.ts';
import { addDays } from './timeline.ts';

type BlogPostRow = typeof blogPosts.$inferInsert;

interface PostOutline {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  tags: readonly string[];
  author: { name: string; role: string };
  daysAgo: number;
  featured: boolean;
  content: string;
}

const POSTS: readonly PostOutline[] = [
  {
    title: 'How to Switch Careers into Tech Without a Degree',
    slug: 'switch-careers-into-tech-without-a-degree',
    excerpt:
      'Most of our graduates came from somewhere else: teaching, retail, the NHS, hospitality. Here is the route that works.',
    category: 'Careers',
    tags: ['career change', 'bootcamp', 'getting hired', 'advice'],
    author: { name: 'Sarah Mitchell', role: 'Head of Careers' },
    daysAgo: 6,
    featured: true,
    content: `## You are not starting from zero

Career changers bring something employers value: experience of real customers, deadlines and teams. The technical skills can be learned; the professional ones take years.

## A route that works

1. **Try it first.** Spend a few weekends on a free introduction to code or design before you commit money.
2. **Pick a direction.** Web development, data, design and cyber security all hire juniors, but the day-to-day work is very different.
3. **Learn with structure.** A course with deadlines, feedback and peers keeps you going when motivation dips.
4. **Build in public.** Three good projects beat ten tutorials. Write about what you learned.
5. **Use your past.** A former nurse building a rota app, or a teacher building a revision tool, is a story interviewers remember.

## What employers actually check

- Can you explain your code and your decisions?
- Do you test and review your work?
- Can you learn something new quickly?

None of those needs a degree. All of them need practice.`,
  },
  {
    title: 'Python vs JavaScript: Which Should You Learn First?',
    slug: 'python-vs-javascript-which-first',
    excerpt:
      'Both are excellent first languages. The right choice depends on what you want to build, not on which is "better".',
    category: 'Programming',
    tags: ['python', 'javascript', 'beginners'],
    author: { name: 'James Okafor', role: 'Lead Instructor, Web Development' },
    daysAgo: 27,
    featured: false,
    content: `## The short answer

- Want to build websites and apps? Start with **JavaScript**.
- Want to analyse data, automate work or move towards AI? Start with **Python**.

## Why it matters less than you think

The hard part of programming is not syntax. It is breaking a problem into steps, naming things well and debugging calmly. Those skills transfer between languages in weeks.

## A quick comparison

| | Python | JavaScript |
| --- | --- | --- |
| Runs in the browser | No | Yes |
| Data and AI libraries | Excellent | Growing |
| Jobs for juniors | Data, automation, back end | Front end, full stack |

Pick one, finish a project, and the second language will come much faster.`,
  },
  {
    title: 'What Does a UX Designer Actually Do All Day?',
    slug: 'what-does-a-ux-designer-do',
    excerpt:
      'Less drawing, more listening. A day in the life of a product designer, from research calls to design reviews.',
    category: 'Design',
    tags: ['ux', 'design', 'careers'],
    author: { name: 'Emily Chen', role: 'UX Design Lead' },
    daysAgo: 58,
    featured: true,
    content: `## Morning: understanding people

Most days start with evidence: a user interview, a look at analytics, or reading support tickets. Good design begins with a clear problem.

## Midday: making things

Sketches, wireframes and prototypes, usually in Figma, often with an engineer looking over your shoulder. The goal is to learn quickly, not to make it pretty yet.

## Afternoon: testing and deciding

Usability tests show where people get stuck. Design reviews with product and engineering decide what to build next.

## Skills that matter most

- Asking good questions and listening to the answers
- Explaining your decisions with evidence
- Knowing enough about code to design what can be built`,
  },
  {
    title: 'Building Your First Data Science Portfolio',
    slug: 'first-data-science-portfolio',
    excerpt:
      'Three projects, one clear story. How to show employers you can turn messy data into useful decisions.',
    category: 'Data Science',
    tags: ['data science', 'portfolio', 'python', 'machine learning'],
    author: { name: 'Dr. Raj Patel', role: 'Data Science Programme Lead' },
    daysAgo: 96,
    featured: false,
    content: `## Choose questions, not data sets

"Which London boroughs wait longest for GP appointments?" is a better project than "analysis of data set X". Start from a question someone cares about.

## Three projects that cover the bases

1. **An analysis** with clear charts and a written recommendation.
2. **A model** with honest evaluation: a baseline, a metric that fits the problem and an error analysis.
3. **Something deployed**: a small app or API someone else can use.

## Presenting the work

- Put the conclusion first and the code second.
- Explain what you would do with more time.
- Keep notebooks tidy, or better, turn them into scripts with tests.`,
  },
  {
    title: 'Cyber Security Careers: Where to Start',
    slug: 'cyber-security-careers-where-to-start',
    excerpt:
      'SOC analyst, penetration tester, GRC: the entry points into security and the skills each one needs.',
    category: 'Cyber Security',
    tags: ['cyber security', 'careers', 'certifications'],
    author: { name: 'Marcus Reid', role: 'Cyber Security Instructor' },
    daysAgo: 141,
    featured: false,
    content: `## The main entry points

- **Security operations (SOC) analyst**: watching alerts, investigating and escalating incidents.
- **Junior penetration tester**: finding weaknesses before attackers do.
- **Governance, risk and compliance**: policies, audits and making security part of how a business runs.

## Foundations everyone needs

Networking, Linux, a scripting language and a clear writing style. Incident reports are read by people who are not technical.

## Certifications

CompTIA Security+ is a common first certification in the UK. It opens doors, but hands-on lab work is what you will talk about in interviews.`,
  },
  {
    title: "Acing the Technical Interview: A Bootcamp Graduate's Guide",
    slug: 'acing-the-technical-interview',
    excerpt:
      'Think aloud, ask questions, test your code. What interviewers are really looking for in a junior developer.',
    category: 'Careers',
    tags: ['interviews', 'getting hired', 'advice', 'web development'],
    author: { name: 'Sarah Mitchell', role: 'Head of Careers' },
    daysAgo: 188,
    featured: false,
    content: `## Before the interview

- Re-read the job description and your own projects.
- Prepare a two-minute story for each project: the problem, your decisions, what you would change.

## During the coding exercise

1. **Repeat the problem** in your own words and ask about edge cases.
2. **Think aloud.** Silence makes it impossible to give you credit.
3. **Start simple**, then improve.
4. **Test** with a few examples, including an awkward one.

## After

Send a short thank-you note and write down the questions you were asked. Every interview is practice for the next one.`,
  },
];

export function buildBlogPosts(random: Random, now: Date): BlogPostRow[] {
  return POSTS.map((post) => {
    const publishedAt = addDays(now, -post.daysAgo);
    publishedAt.setUTCHours(9, 30, 0, 0);
    return {
      id: random.uuid(),
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      content: post.content,
      authorName: post.author.name,
      authorRole: post.author.role,
      authorAvatar: null,
      category: post.category,
      tags: [...post.tags],
      publishedAt,
      readTime: estimateReadTime(post.content),
      featured: post.featured,
      image: null,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  });
}

/** Cover colours by category: a diagonal from the first to the second. */
const COVER_COLOURS: Record<string, readonly [readonly number[], readonly number[]]> = {
  Careers: [
    [21, 128, 61],
    [13, 148, 136],
  ],
  Programming: [
    [29, 78, 216],
    [109, 40, 217],
  ],
  Design: [
    [194, 65, 12],
    [219, 39, 119],
  ],
  'Data Science': [
    [15, 118, 110],
    [29, 78, 216],
  ],
  'Cyber Security': [
    [30, 41, 59],
    [185, 28, 28],
  ],
};

const COVER_WIDTH = 640;
const COVER_HEIGHT = 360;

/** A cover picture for a post: a diagonal gradient in its category's colours, with soft stripes. */
export async function blogCoverPng(category: string, seed: number): Promise<Buffer> {
  const [from, to] = COVER_COLOURS[category] ?? [
    [71, 85, 105],
    [21, 128, 61],
  ];
  const pixels = Buffer.alloc(COVER_WIDTH * COVER_HEIGHT * 3);
  for (let y = 0; y < COVER_HEIGHT; y += 1) {
    for (let x = 0; x < COVER_WIDTH; x += 1) {
      const t = (x / COVER_WIDTH + y / COVER_HEIGHT) / 2;
      const stripe = Math.floor((x + y + seed * 37) / 48) % 2 === 0 ? 1 : 0.92;
      const at = (y * COVER_WIDTH + x) * 3;
      for (let c = 0; c < 3; c += 1) {
        pixels[at + c] = Math.round(((from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t) * stripe);
      }
    }
  }
  const sharp = (await loadSharp()).default;
  return sharp(pixels, { raw: { width: COVER_WIDTH, height: COVER_HEIGHT, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * Gives every demo post a cover and its author an avatar, stored in the blogs area through
 * `store` (call inside the seeding transaction before the rows are inserted; claim the answered
 * names after them).
 */
export async function addBlogPictures(
  posts: BlogPostRow[],
  store: (area: UploadArea, png: Buffer) => Promise<string>,
): Promise<{ area: UploadArea; name: string }[]> {
  const stored: { area: UploadArea; name: string }[] = [];
  for (const [index, post] of posts.entries()) {
    post.image = await store('blogs', await blogCoverPng(post.category ?? '', index));
    post.authorAvatar = await store('blogs', await initialsAvatarPng(post.authorName));
    stored.push({ area: 'blogs', name: post.image }, { area: 'blogs', name: post.authorAvatar });
  }
  return stored;
}
