// Demo content of the public site's sections: About page, homepage and the company settings.
// People and companies are made up; links point at reserved example domains.
import {
  advantageStats,
  companyInfo,
  companyLogos,
  contactData,
  coreValues,
  defaultValueIconPath,
  faqs,
  highlightedCountries,
  marketingStats,
  mentorFeatures,
  mentors,
  milestones,
  successStats,
  teamMembers,
  testimonials,
  trustpilotReviews,
  upcomingSkills,
} from '../db/schema/index.ts';
import type { Random } from './random.ts';
import { addDays, longUsDate } from './timeline.ts';

type MentorRow = typeof mentors.$inferInsert;

/** The tables of the site's sections, in the order the demo inserts their rows. */
export const siteContentTables = {
  teamMembers,
  mentors,
  mentorFeatures,
  companyLogos,
  faqs,
  advantageStats,
  testimonials,
  trustpilotReviews,
  successStats,
  marketingStats,
  coreValues,
  milestones,
  upcomingSkills,
  companyInfo,
  contactData,
  highlightedCountries,
};
export type SiteContentTables = typeof siteContentTables;

/** The demo rows of each section's table. */
export type SiteContentRows = {
  [Table in keyof SiteContentTables]: SiteContentTables[Table]['$inferInsert'][];
};

/** The fictional employers that appear as placements, mentors' companies and in reviews. */
export const DEMO_COMPANIES = [
  'Northwind Bank',
  'Brightwave Media',
  'Fabrikam Health',
  'Contoso Retail',
  'Tailspin Travel',
  'Lumen Analytics',
  'Harbour Energy Digital',
  'Kestrel Games',
] as const;

const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Every section's rows, keyed by `random`; `createdAt` is when the site was set up. Lists get
 * their position in the order written here.
 */
export function buildSiteContent(random: Random, now: Date, createdAt: Date): SiteContentRows {
  const stamps = { createdAt, updatedAt: createdAt };
  // Rows of an ordered list: a key, the display position and the timestamps.
  const listed = <T extends object>(items: readonly T[]) =>
    items.map((item, position) => ({ id: random.uuid(), ...item, position, ...stamps }));
  const year = now.getUTCFullYear();

  return {
    teamMembers: listed(
      [
        {
          name: 'Olivia Hart',
          role: 'Founder & CEO',
          bio: 'Former engineering manager who started the school after hiring dozens of career changers and seeing how good they were.',
        },
        {
          name: 'Sarah Mitchell',
          role: 'Head of Careers',
          bio: 'Ten years in tech recruitment. Runs the employer network and coaches every cohort through job hunting.',
        },
        {
          name: 'James Okafor',
          role: 'Lead Instructor, Web Development',
          bio: 'Full-stack engineer who has shipped products for banks and start-ups, and taught more than 1,500 students.',
        },
        {
          name: 'Emily Chen',
          role: 'UX Design Lead',
          bio: 'Product designer with a background in psychology; leads the design curriculum and portfolio reviews.',
        },
        {
          name: 'Dr. Raj Patel',
          role: 'Data Science Programme Lead',
          bio: 'PhD in statistics, formerly a data scientist in healthcare; makes maths approachable for everyone.',
        },
      ].map((member) => ({
        ...member,
        image: null,
        linkedin: `https://linkedin.example/in/${slugify(member.name)}`,
        twitter: `https://x.example/${slugify(member.name).replaceAll('-', '')}`,
      })),
    ),

    mentors: listed(
      (
        [
          {
            name: 'Aisha Begum',
            role: 'Senior Software Engineer',
            company: 'Northwind Bank',
            accent: 'blue',
          },
          {
            name: 'Tom Fraser',
            role: 'Staff Data Scientist',
            company: 'Lumen Analytics',
            accent: 'orange',
          },
          {
            name: 'Zofia Kowalski',
            role: 'Principal Product Designer',
            company: 'Tailspin Travel',
            accent: 'green',
          },
          {
            name: 'Marcus Reid',
            role: 'Security Operations Lead',
            company: 'Harbour Energy Digital',
            accent: 'blue',
          },
          {
            name: 'Niamh Kelly',
            role: 'Engineering Manager',
            company: 'Brightwave Media',
            accent: 'orange',
          },
          {
            name: 'Samuel Mensah',
            role: 'Cloud Platform Engineer',
            company: 'Fabrikam Health',
            accent: 'green',
          },
        ] satisfies Omit<MentorRow, 'key' | 'image'>[]
      ).map((mentor, index) => ({
        ...mentor,
        key: `mentor-${String(index + 1).padStart(3, '0')}`,
        // A stand-in name: seeding stores a picture of the mentor's initials in its place.
        image: `${slugify(mentor.name)}.jpg`,
      })),
    ),

    mentorFeatures: listed([
      {
        icon: '👩‍🏫',
        title: 'Learn from practitioners',
        description: 'Every instructor and mentor works in the field they teach.',
      },
      {
        icon: '🧑‍💻',
        title: 'Project-based learning',
        description: 'You build real products from week one, not toy exercises.',
      },
      {
        icon: '🤝',
        title: 'Weekly 1:1 mentoring',
        description: 'A dedicated mentor reviews your work and keeps you on track.',
      },
      {
        icon: '🚀',
        title: 'Career support until hired',
        description: 'CV, portfolio and interview coaching, plus introductions to hiring partners.',
      },
    ]),

    companyLogos: listed(
      DEMO_COMPANIES.map((name) => ({
        name,
        logo: `/logos/${slugify(name)}.svg`,
      })),
    ),

    faqs: [
      {
        question: 'Do I need any experience before I start?',
        answer:
          'No. Our beginner courses start from zero, and every bootcamp has a free preparation module. Advanced courses list their prerequisites on the course page.',
      },
      {
        question: 'How many hours a week should I plan for?',
        answer:
          'Part-time bootcamps need about 15 hours a week: two live evening classes, a Saturday workshop and project time.',
      },
      {
        question: 'Can I pay in instalments?',
        answer:
          'Yes. Most courses can be paid in monthly instalments with no interest, and you can use Klarna at checkout.',
      },
      {
        question: 'What happens if I fall behind?',
        answer:
          'Your mentor will help you catch up, and you can move to the next cohort once at no extra cost.',
      },
      {
        question: 'Do you help me find a job?',
        answer:
          'Yes. Career coaching continues after graduation until you are hired, and we introduce graduates to our hiring partners.',
      },
      {
        question: 'Is there a refund policy?',
        answer:
          'You can cancel for a full refund within 14 days of enrolling, and for a partial refund before the second module starts.',
      },
    ].map((faq, index) => ({ id: random.uuid(), number: index + 1, ...faq, ...stamps })),

    advantageStats: listed([
      {
        key: 'stat-001',
        title: 'Students Trained',
        value: '12,000+',
        label: 'learners',
        description: 'Career changers and professionals trained since we opened our doors.',
        dots: 4,
        accent: 'blue' as const,
      },
      {
        key: 'stat-002',
        title: 'Hiring Partners',
        value: '350+',
        label: 'companies',
        description: 'Employers who interview and hire our graduates.',
        dots: 3,
        accent: 'orange' as const,
      },
      {
        key: 'stat-003',
        title: 'Job Placement',
        value: '89%',
        label: 'hired in 6 months',
        description: 'Graduates in a relevant role within six months of finishing.',
        dots: 5,
        accent: 'green' as const,
      },
      {
        key: 'stat-004',
        title: 'Salary Uplift',
        value: '£14k',
        label: 'average increase',
        description: 'Average increase between the job before and the job after the course.',
        dots: 2,
        accent: 'red' as const,
      },
    ]),

    testimonials: listed([
      {
        key: 'testimonial-001',
        name: 'Hannah Price',
        role: 'Junior Developer',
        company: 'Northwind Bank',
        rating: 5,
        review:
          'From pharmacy technician to developer in under a year. The mentoring made all the difference.',
        category: '💻 Web Development',
        accent: 'green' as const,
        photo: null,
      },
      {
        key: 'testimonial-002',
        name: 'Priya Shah',
        role: 'Data Analyst',
        company: 'Fabrikam Health',
        rating: 5,
        review: 'The capstone project on real NHS data got me my first analyst role.',
        category: '📊 Data Science',
        accent: 'blue' as const,
        photo: null,
      },
      {
        key: 'testimonial-003',
        name: 'Freya Campbell',
        role: 'Product Designer',
        company: 'Tailspin Travel',
        rating: 5,
        review: 'I finally understood research-led design. My portfolio now tells a story.',
        category: '🎨 UX/UI Design',
        accent: 'orange' as const,
        photo: null,
      },
      {
        key: 'testimonial-004',
        name: 'Rhys Evans',
        role: 'SOC Analyst',
        company: 'Harbour Energy Digital',
        rating: 4,
        review:
          'Realistic labs and instructors who work in security. I passed Security+ first time.',
        category: '🛡️ Cyber Security',
        accent: 'red' as const,
        photo: null,
      },
      {
        key: 'testimonial-005',
        name: 'Megan Hughes',
        role: 'Marketing Executive',
        company: 'Contoso Retail',
        rating: 4,
        review: 'Running a live campaign with a real budget was the best way to learn.',
        category: '📣 Digital Marketing',
        accent: 'orange' as const,
        photo: null,
      },
      {
        key: 'testimonial-006',
        name: 'Daniel Kowalski',
        role: 'DevOps Engineer',
        company: 'Northwind Bank',
        rating: 5,
        review: 'I run Kubernetes in production now. The capstone platform was in every interview.',
        category: '☁️ Cloud & DevOps',
        accent: 'blue' as const,
        photo: null,
      },
    ]),

    trustpilotReviews: listed(
      [
        {
          name: 'Chloe Walker',
          location: 'GB',
          reviewCount: 3,
          rating: 5,
          title: 'Life-changing course',
          review:
            'I was nervous about starting from scratch, but the instructors were patient and the projects were genuinely useful. Hired two months after graduating.',
          daysAgo: 9,
        },
        {
          name: 'Connor Murphy',
          location: 'IE',
          reviewCount: 1,
          rating: 4.5,
          title: 'Great structure and support',
          review:
            'Clear curriculum, helpful mentors and a friendly cohort. The pace in the middle weeks was intense but worth it.',
          daysAgo: 23,
        },
        {
          name: 'Anjali Singh',
          location: 'IN',
          reviewCount: 5,
          rating: 5,
          title: 'Worth every penny',
          review:
            'The career coaching alone paid for the course. My CV and portfolio are completely different now.',
          daysAgo: 41,
        },
        {
          name: 'Ethan Roberts',
          location: 'GB',
          reviewCount: 2,
          rating: 4,
          title: 'Solid course, busy weeks',
          review:
            'Good teaching and materials. I would have liked a bit more time on testing, but overall a very good experience.',
          daysAgo: 67,
        },
        {
          name: 'Chiamaka Okafor',
          location: 'NG',
          reviewCount: 4,
          rating: 5,
          title: 'Excellent mentors',
          review:
            'My mentor reviewed every project in detail. I learned how real teams work, not just the syntax.',
          daysAgo: 102,
        },
        {
          name: 'Lukas Weber',
          location: 'DE',
          reviewCount: 2,
          rating: 3.5,
          title: 'Good content, admin could be smoother',
          review:
            'The teaching was strong. Scheduling changes were announced late a couple of times, which was frustrating with a full-time job.',
          daysAgo: 150,
        },
      ].map(({ daysAgo, ...review }, index) => ({
        ...review,
        key: `review-${String(index + 1).padStart(3, '0')}`,
        avatar: null,
        reviewDate: longUsDate(addDays(now, -daysAgo)),
        verified: index !== 3,
      })),
    ),

    successStats: listed([
      { value: '12,000+', label: 'Students trained' },
      { value: '89%', label: 'Hired within six months' },
      { value: '350+', label: 'Hiring partners' },
      { value: '4.8/5', label: 'Average course rating' },
    ]),

    marketingStats: listed([
      { number: '500+', label: 'Active students', color: 'edtech-green' as const },
      { number: '25+', label: 'Courses and workshops', color: 'edtech-orange' as const },
      { number: '98%', label: 'Student satisfaction', color: 'edtech-red' as const },
      { number: '24/7', label: 'Learning support', color: 'edtech-blue' as const },
    ]),

    coreValues: listed([
      {
        title: 'Students first',
        description: 'Every decision starts with what helps our students learn and get hired.',
        iconPath: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
      },
      {
        title: 'Learn by doing',
        description: 'We teach through real projects, feedback and iteration, not passive video.',
        iconPath: 'M16 18l6-6-6-6M8 6l-6 6 6 6',
      },
      {
        title: 'Open doors',
        description:
          'Talent is everywhere; opportunity is not. We keep our courses accessible with instalments and scholarships.',
        iconPath: 'M3 21h18M5 21V4a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v17M14 12h.01',
      },
      {
        title: 'Move fast, stay current',
        description: 'Curricula are reviewed every cohort with our hiring partners.',
        iconPath: defaultValueIconPath,
      },
    ]),

    milestones: listed([
      {
        year: String(year - 7),
        title: 'Founded in London',
        description:
          'The first cohort of 12 students learns web development in a borrowed classroom.',
      },
      {
        year: String(year - 5),
        title: 'Fully online',
        description: 'Every course moves to live online teaching, opening our doors across the UK.',
      },
      {
        year: String(year - 4),
        title: 'Data Science launches',
        description: 'Our second bootcamp, built with analytics teams from our hiring partners.',
      },
      {
        year: String(year - 2),
        title: '10,000 students',
        description: 'We pass ten thousand students and open a Manchester office.',
      },
      {
        year: String(year),
        title: 'Applied AI',
        description: 'AI modules join the data, web and cloud curricula.',
      },
    ]),

    upcomingSkills: listed([
      {
        key: 'skill-001',
        name: 'AI Engineering',
        category: 'programming' as const,
        demand: 'Very high',
        growth: '+74%',
        icon: '🤖',
        accent: 'purple' as const,
      },
      {
        key: 'skill-002',
        name: 'Data Engineering',
        category: 'data' as const,
        demand: 'High',
        growth: '+38%',
        icon: '🗄️',
        accent: 'blue' as const,
      },
      {
        key: 'skill-003',
        name: 'Design Systems',
        category: 'design' as const,
        demand: 'High',
        growth: '+26%',
        icon: '🎨',
        accent: 'orange' as const,
      },
      {
        key: 'skill-004',
        name: 'Growth Marketing',
        category: 'marketing' as const,
        demand: 'Medium',
        growth: '+19%',
        icon: '📈',
        accent: 'green' as const,
      },
      {
        key: 'skill-005',
        name: 'Product Analytics',
        category: 'business' as const,
        demand: 'High',
        growth: '+31%',
        icon: '📊',
        accent: 'red' as const,
      },
      {
        key: 'skill-006',
        name: 'Cloud Security',
        category: 'other' as const,
        demand: 'Very high',
        growth: '+45%',
        icon: '🔐',
        accent: 'blue' as const,
      },
    ]),

    companyInfo: [
      {
        id: random.uuid(),
        whatsappNumber: '+44 7700 900123',
        supportEmail: 'support@coursedesk.example',
        heroRoles: ['Software Developer', 'Data Scientist', 'UX Designer', 'Security Analyst'],
        carouselRoles: [
          'Front-End Developer',
          'Data Analyst',
          'Product Designer',
          'DevOps Engineer',
          'Digital Marketer',
          'Product Manager',
        ],
        marketingStats: [
          { number: '12,000+', label: 'Students trained' },
          { number: '350+', label: 'Hiring partners' },
          { number: '89%', label: 'Hired within six months' },
        ],
        whatsappQuickMessages: [
          'Hi! I would like to know more about your courses.',
          'When does the next cohort start?',
          'Can I pay in instalments?',
        ],
        pricingFaq: [
          {
            id: 1,
            question: 'Are there any hidden costs?',
            answer: 'No. The price includes all teaching, mentoring, materials and career support.',
          },
          {
            id: 2,
            question: 'Do instalments cost more?',
            answer:
              'Instalment plans add a small admin fee, shown before you pay. There is no interest.',
          },
          {
            id: 3,
            question: 'Can my employer pay?',
            answer: 'Yes. We invoice companies directly and can split the fee across budgets.',
          },
        ],
        courseBenefitsComparison: [
          {
            feature: 'Live teaching',
            description: 'Real instructors, in real time',
            us: 'tick',
            others: 'cross',
          },
          {
            feature: '1:1 mentoring',
            description: 'A weekly session with an industry mentor',
            us: 'tick',
            others: 'cross',
          },
          {
            feature: 'Career support',
            description: 'Coaching until you are hired',
            us: 'tick',
            others: 'Limited',
          },
          {
            feature: 'Portfolio projects',
            description: 'Reviewed by working professionals',
            us: 'tick',
            others: 'Self-marked',
          },
        ],
        socialMedia: {
          facebook: 'https://facebook.example/coursedesk',
          instagram: 'https://instagram.example/coursedesk',
          linkedin: 'https://linkedin.example/company/coursedesk',
        },
        ...stamps,
      },
    ],

    contactData: [
      {
        id: random.uuid(),
        offices: [
          {
            name: 'London (Head Office)',
            address: '20 Shoreditch High Street, London E1 6PG',
            phone: '+44 20 7946 0321',
            email: 'london@coursedesk.example',
            mapUrl: 'https://maps.coursedesk.example/london',
          },
          {
            name: 'Manchester',
            address: '3 Piccadilly Place, Manchester M1 3BN',
            phone: '+44 161 496 0452',
            email: 'manchester@coursedesk.example',
          },
          {
            name: 'Edinburgh',
            address: '15 Rose Street, Edinburgh EH2 2PR',
            phone: '+44 131 496 0718',
          },
        ],
        responseTime: 'We reply within one working day',
        mapEmbedUrl: 'https://maps.coursedesk.example/embed/london',
        ...stamps,
      },
    ],

    highlightedCountries: [
      {
        id: random.uuid(),
        countries: [
          'United Kingdom',
          'Ireland',
          'United States',
          'Canada',
          'India',
          'Nigeria',
          'Germany',
          'United Arab Emirates',
          'Australia',
          'South Africa',
        ],
        ...stamps,
      },
    ],
  };
}
