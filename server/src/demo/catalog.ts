// The demo course catalogue: eight bootcamp-style courses with their landing-page details,
// their price plans and the icons they use. Prices are whole pounds here and pence in the rows.
import type { CourseAccent, CoursePlanAccent } from '@coursedesk/contract/courses';
import type {
  CourseFeature,
  CourseTool,
  CurriculumModule,
  courseDetails,
  courseIcons,
  coursePricing,
  courses,
} from '../db/schema/index.ts';
import type { Random } from './random.ts';
import { addDays, DAY_MS, longUkDate } from './timeline.ts';

type CourseRow = typeof courses.$inferInsert;
type CourseDetailsRow = typeof courseDetails.$inferInsert;
type CoursePricingRow = typeof coursePricing.$inferInsert;
type CourseIconRow = typeof courseIcons.$inferInsert;

/** Module, duration, then topics as [topic, subtopics]. */
type ModuleOutline = readonly [string, string, readonly (readonly [string, readonly string[]])[]];

interface CourseOutline {
  slug: string;
  title: string;
  category: string;
  badge: string;
  description: string;
  duration: string;
  /** How long a cohort runs, to tell finished students from current ones. */
  weeks: number;
  extra: string;
  accent: CourseAccent;
  iconName: string;
  featured: boolean;
  /** Relative share of sales. */
  popularity: number;
  /** Whole pounds. */
  price: { current: number; original: number; installment: number; months: number };
  plan: {
    accent: CoursePlanAccent;
    highlighted: boolean;
    popular: boolean;
    features: readonly string[];
  };
  overview: string;
  prerequisites: string;
  modules: readonly ModuleOutline[];
  tools: readonly CourseTool[];
  testimonials: readonly { name: string; role: string; content: string; rating: number }[];
  /** Three headline results as [label, value]; the last is the number of graduates. */
  outcomes: readonly [
    readonly [string, string],
    readonly [string, string],
    readonly [string, string],
  ];
  rating: string;
  reviews: number;
}

const COURSES: readonly CourseOutline[] = [
  {
    slug: 'full-stack-web-development',
    title: 'Full-Stack Web Development',
    category: 'Web Development',
    badge: 'Most Popular',
    description:
      'Go from your first line of HTML to shipping production React and Node.js applications, with a portfolio employers can click through.',
    duration: '24 weeks',
    weeks: 24,
    extra: 'Part-time, live online evenings',
    accent: 'edtech-green',
    iconName: 'code',
    featured: true,
    popularity: 24,
    price: { current: 2999, original: 4999, installment: 549, months: 6 },
    plan: {
      accent: 'edtech-green',
      highlighted: true,
      popular: true,
      features: [
        '24 weeks of live, instructor-led classes',
        'Five portfolio projects reviewed by engineers',
        'Weekly 1:1 mentoring',
        'Career coaching until you are hired',
      ],
    },
    overview:
      'A practical, project-led programme covering the whole web stack: semantic HTML and modern CSS, TypeScript, React, Node.js APIs, SQL databases, testing and deployment. You build and ship real applications every module and graduate with a portfolio and the habits of a working engineering team.',
    prerequisites:
      'No coding experience needed. You need a laptop that can run a modern browser and about 15 hours a week.',
    modules: [
      [
        'Web Foundations',
        '4 weeks',
        [
          [
            'HTML and accessibility',
            ['Semantic structure', 'Forms that work for everyone', 'ARIA basics'],
          ],
          ['Modern CSS', ['Flexbox and Grid', 'Responsive layouts', 'Design tokens']],
        ],
      ],
      [
        'JavaScript and TypeScript',
        '6 weeks',
        [
          [
            'Language essentials',
            ['Types and values', 'Functions and closures', 'Async and promises'],
          ],
          ['TypeScript in practice', ['Type inference', 'Generics', 'Typing API responses']],
        ],
      ],
      [
        'Front-End with React',
        '6 weeks',
        [
          ['Components and state', ['JSX and props', 'Hooks', 'Lifting state up']],
          [
            'Data and routing',
            ['Fetching with TanStack Query', 'React Router', 'Forms and validation'],
          ],
        ],
      ],
      [
        'Back-End and Databases',
        '5 weeks',
        [
          ['APIs with Node.js', ['HTTP and REST', 'Fastify routes', 'Authentication with tokens']],
          ['PostgreSQL', ['Relational modelling', 'Joins and indexes', 'Migrations']],
        ],
      ],
      [
        'Shipping to Production',
        '3 weeks',
        [
          ['Quality', ['Unit and integration tests', 'End-to-end tests', 'Code review']],
          ['Deployment', ['Containers', 'CI pipelines', 'Monitoring and logs']],
        ],
      ],
    ],
    tools: [
      { name: 'TypeScript', icon: '🟦' },
      { name: 'React', icon: '⚛️' },
      { name: 'Node.js', icon: '🟢' },
      { name: 'PostgreSQL', icon: '🐘' },
      { name: 'Git', icon: '🌿' },
      { name: 'Docker', icon: '🐳' },
    ],
    testimonials: [
      {
        name: 'Hannah Price',
        role: 'Junior Developer at Northwind Bank',
        content:
          'I was a pharmacy technician a year ago. The projects and the mentoring got me through three technical interviews and into my first developer job.',
        rating: 5,
      },
      {
        name: 'Kwame Mensah',
        role: 'Front-End Engineer at Brightwave Media',
        content:
          'Evening classes fitted around my job and the code reviews were as strict as the ones I get at work now.',
        rating: 5,
      },
    ],
    outcomes: [
      ['Hired within six months', '91%'],
      ['Average salary increase', '£14k'],
      ['Graduates', '1,850+'],
    ],
    rating: '4.9',
    reviews: 412,
  },
  {
    slug: 'data-science-ai',
    title: 'Data Science & AI',
    category: 'Data Science',
    badge: 'Trending',
    description:
      'Learn Python, statistics and machine learning, then build and deploy models, including work with large language models.',
    duration: '20 weeks',
    weeks: 20,
    extra: 'Part-time, live online',
    accent: 'edtech-orange',
    iconName: 'brain',
    featured: true,
    popularity: 20,
    price: { current: 3499, original: 5499, installment: 649, months: 6 },
    plan: {
      accent: 'edtech-orange',
      highlighted: true,
      popular: false,
      features: [
        'Python, SQL and machine learning from scratch',
        'Capstone project with a real data set',
        'GPU notebooks included',
        'Career coaching and interview practice',
      ],
    },
    overview:
      'Turn data into decisions. You start with Python and SQL, learn the statistics that keep analysis honest, then train, evaluate and deploy machine-learning models. The final weeks cover modern AI: embeddings, retrieval and working responsibly with language models.',
    prerequisites:
      'Comfort with GCSE-level maths. Some spreadsheet experience helps; no programming is required.',
    modules: [
      [
        'Python for Data',
        '4 weeks',
        [
          ['Python essentials', ['Data types', 'Functions', 'Notebooks']],
          ['Working with data', ['pandas DataFrames', 'Cleaning messy data', 'Visualisation']],
        ],
      ],
      [
        'Statistics and SQL',
        '4 weeks',
        [
          ['Statistics', ['Distributions', 'Hypothesis tests', 'A/B testing']],
          ['SQL for analysts', ['Aggregations', 'Window functions', 'Query performance']],
        ],
      ],
      [
        'Machine Learning',
        '7 weeks',
        [
          ['Supervised learning', ['Regression', 'Classification', 'Model evaluation']],
          ['Beyond the basics', ['Tree ensembles', 'Feature engineering', 'Unsupervised learning']],
        ],
      ],
      [
        'Applied AI',
        '5 weeks',
        [
          ['Deep learning', ['Neural networks', 'Transfer learning', 'Computer vision basics']],
          [
            'Language models',
            ['Embeddings', 'Retrieval-augmented generation', 'Evaluation and safety'],
          ],
        ],
      ],
    ],
    tools: [
      { name: 'Python', icon: '🐍' },
      { name: 'pandas', icon: '🐼' },
      { name: 'scikit-learn', icon: '📈' },
      { name: 'PyTorch', icon: '🔥' },
      { name: 'SQL', icon: '🗄️' },
      { name: 'Jupyter', icon: '📓' },
    ],
    testimonials: [
      {
        name: 'Priya Shah',
        role: 'Data Analyst at Fabrikam Health',
        content:
          'The statistics module changed how I think about every chart I make. My capstone on hospital waiting times got me my job.',
        rating: 5,
      },
      {
        name: 'Tomasz Nowak',
        role: 'Machine Learning Engineer at Lumen Analytics',
        content:
          'Hard work, but the mentors were there every step. The applied AI weeks were exactly what employers were asking about.',
        rating: 4,
      },
    ],
    outcomes: [
      ['Hired within six months', '88%'],
      ['Average salary increase', '£16k'],
      ['Graduates', '1,240+'],
    ],
    rating: '4.8',
    reviews: 326,
  },
  {
    slug: 'ux-ui-design',
    title: 'UX/UI Design',
    category: 'Design',
    badge: 'New Cohort',
    description:
      'Research, design and test digital products people love to use, and leave with a case-study portfolio.',
    duration: '16 weeks',
    weeks: 16,
    extra: 'Part-time, live online',
    accent: 'edtech-red',
    iconName: 'palette',
    featured: true,
    popularity: 14,
    price: { current: 2499, original: 3999, installment: 459, months: 6 },
    plan: {
      accent: 'edtech-red',
      highlighted: false,
      popular: false,
      features: [
        'Three full case studies for your portfolio',
        'Figma professional licence during the course',
        'Portfolio reviews with hiring managers',
        'Career coaching',
      ],
    },
    overview:
      'A design programme built around real briefs. You learn user research, information architecture, interaction and visual design, prototyping and usability testing, and you present your work the way design teams do.',
    prerequisites: 'None. Curiosity about people and a laptop that runs Figma in the browser.',
    modules: [
      [
        'User Research',
        '4 weeks',
        [
          ['Discovery', ['Interviews', 'Surveys', 'Personas']],
          ['Synthesis', ['Affinity mapping', 'Journey maps', 'Problem statements']],
        ],
      ],
      [
        'Interaction Design',
        '4 weeks',
        [
          ['Structure', ['Information architecture', 'User flows', 'Wireframes']],
          ['Prototyping', ['Low-fidelity prototypes', 'Interactive prototypes', 'Usability tests']],
        ],
      ],
      [
        'Visual and UI Design',
        '5 weeks',
        [
          ['Visual language', ['Typography', 'Colour and contrast', 'Layout grids']],
          ['Design systems', ['Components', 'Tokens', 'Accessibility checks']],
        ],
      ],
      [
        'Portfolio and Career',
        '3 weeks',
        [
          ['Case studies', ['Storytelling', 'Showing process', 'Measuring outcomes']],
          ['Getting hired', ['Portfolio reviews', 'Design challenges', 'Interview practice']],
        ],
      ],
    ],
    tools: [
      { name: 'Figma', icon: '🎨' },
      { name: 'FigJam', icon: '🧩' },
      { name: 'Maze', icon: '🧪' },
      { name: 'Notion', icon: '📝' },
    ],
    testimonials: [
      {
        name: 'Freya Campbell',
        role: 'Product Designer at Tailspin Travel',
        content:
          'My portfolio went from screenshots to real case studies. Two hiring managers mentioned the research in my interviews.',
        rating: 5,
      },
      {
        name: 'Luca Rossi',
        role: 'UI Designer at Kestrel Games',
        content:
          'Brilliant tutors and a lovely cohort. The design systems module is worth the fee alone.',
        rating: 5,
      },
    ],
    outcomes: [
      ['Hired within six months', '86%'],
      ['Average salary increase', '£11k'],
      ['Graduates', '920+'],
    ],
    rating: '4.8',
    reviews: 241,
  },
  {
    slug: 'cyber-security',
    title: 'Cyber Security',
    category: 'Cyber Security',
    badge: 'In Demand',
    description:
      'Defend networks and applications: threat analysis, ethical hacking, incident response and the certifications employers look for.',
    duration: '20 weeks',
    weeks: 20,
    extra: 'Part-time, live online with virtual labs',
    accent: 'edtech-green',
    iconName: 'shield',
    featured: false,
    popularity: 10,
    price: { current: 3299, original: 4999, installment: 599, months: 6 },
    plan: {
      accent: 'edtech-green',
      highlighted: false,
      popular: false,
      features: [
        'Hands-on labs in a private cloud range',
        'CompTIA Security+ exam voucher',
        'Capture-the-flag competitions',
        'Career coaching',
      ],
    },
    overview:
      'Learn to think like an attacker and work like a defender. The course covers networking, Linux, threat intelligence, penetration testing, security operations and incident response, with weekly labs in a realistic environment.',
    prerequisites:
      'Basic IT confidence. Networking or help-desk experience is useful but not required.',
    modules: [
      [
        'Foundations',
        '5 weeks',
        [
          ['Networks', ['TCP/IP', 'DNS and HTTP', 'Packet analysis']],
          ['Systems', ['Linux command line', 'Windows security', 'Scripting with Python']],
        ],
      ],
      [
        'Offensive Security',
        '5 weeks',
        [
          ['Reconnaissance', ['OSINT', 'Scanning', 'Enumeration']],
          ['Exploitation', ['Web vulnerabilities', 'Privilege escalation', 'Reporting findings']],
        ],
      ],
      [
        'Defensive Security',
        '6 weeks',
        [
          ['Security operations', ['SIEM', 'Log analysis', 'Threat hunting']],
          ['Incident response', ['Playbooks', 'Forensics basics', 'Lessons learned']],
        ],
      ],
      [
        'Governance and Certification',
        '4 weeks',
        [
          ['Risk and compliance', ['Risk assessment', 'ISO 27001', 'UK GDPR']],
          ['Exam preparation', ['Security+ domains', 'Practice exams', 'Exam technique']],
        ],
      ],
    ],
    tools: [
      { name: 'Kali Linux', icon: '🐉' },
      { name: 'Wireshark', icon: '🦈' },
      { name: 'Burp Suite', icon: '🕷️' },
      { name: 'Splunk', icon: '📊' },
      { name: 'Python', icon: '🐍' },
    ],
    testimonials: [
      {
        name: 'Rhys Evans',
        role: 'SOC Analyst at Harbour Energy Digital',
        content:
          'The labs felt like the real thing. I passed Security+ first time and started as a SOC analyst a month after graduating.',
        rating: 5,
      },
      {
        name: 'Aisha Okafor',
        role: 'Security Consultant at Contoso Retail',
        content:
          'Great balance of offensive and defensive work, and the instructors work in the field.',
        rating: 4,
      },
    ],
    outcomes: [
      ['Hired within six months', '89%'],
      ['Average salary increase', '£15k'],
      ['Graduates', '680+'],
    ],
    rating: '4.7',
    reviews: 188,
  },
  {
    slug: 'digital-marketing',
    title: 'Digital Marketing',
    category: 'Marketing',
    badge: 'Beginner Friendly',
    description:
      'Plan, run and measure campaigns across search, social, e-mail and content, with real budgets and real data.',
    duration: '12 weeks',
    weeks: 12,
    extra: 'Part-time, live online',
    accent: 'edtech-orange',
    iconName: 'megaphone',
    featured: false,
    popularity: 9,
    price: { current: 1799, original: 2799, installment: 329, months: 6 },
    plan: {
      accent: 'edtech-orange',
      highlighted: false,
      popular: false,
      features: [
        'Live campaign with a real budget',
        'Google Ads and Analytics certifications',
        'Content and social templates',
        'Career coaching',
      ],
    },
    overview:
      'A hands-on course in modern marketing: strategy, SEO, paid search and social, e-mail, content and analytics. You run a live campaign for a partner business and report on it like an agency would.',
    prerequisites: 'None. Good written English and an interest in how people decide what to buy.',
    modules: [
      [
        'Strategy and Brand',
        '3 weeks',
        [
          ['Marketing strategy', ['Audiences and segments', 'Positioning', 'Channel planning']],
          ['Brand and content', ['Tone of voice', 'Content calendars', 'Copywriting']],
        ],
      ],
      [
        'Search',
        '3 weeks',
        [
          ['SEO', ['Keyword research', 'On-page SEO', 'Technical SEO']],
          ['Paid search', ['Google Ads structure', 'Bidding', 'Landing pages']],
        ],
      ],
      [
        'Social and E-mail',
        '3 weeks',
        [
          ['Social media', ['Organic social', 'Paid social', 'Creative testing']],
          ['E-mail marketing', ['Lists and consent', 'Automation', 'Deliverability']],
        ],
      ],
      [
        'Analytics and Growth',
        '3 weeks',
        [
          ['Measurement', ['Google Analytics 4', 'Attribution', 'Dashboards']],
          ['Optimisation', ['Conversion rate optimisation', 'A/B tests', 'Reporting to clients']],
        ],
      ],
    ],
    tools: [
      { name: 'Google Analytics', icon: '📈' },
      { name: 'Google Ads', icon: '🔎' },
      { name: 'Meta Ads Manager', icon: '📣' },
      { name: 'Mailchimp', icon: '✉️' },
    ],
    testimonials: [
      {
        name: 'Megan Hughes',
        role: 'Digital Marketing Executive at Contoso Retail',
        content:
          'Running a live campaign with real money taught me more than any textbook. I use the reporting templates every week.',
        rating: 5,
      },
      {
        name: 'Hamza Hussain',
        role: 'Freelance Marketer',
        content:
          'Clear, practical and friendly. I landed my first three clients from the course network.',
        rating: 4,
      },
    ],
    outcomes: [
      ['Hired within six months', '84%'],
      ['Average salary increase', '£8k'],
      ['Graduates', '1,100+'],
    ],
    rating: '4.7',
    reviews: 205,
  },
  {
    slug: 'cloud-devops',
    title: 'Cloud & DevOps',
    category: 'Cloud Computing',
    badge: 'Advanced',
    description:
      'Automate, deploy and run software in the cloud with containers, infrastructure as code and continuous delivery.',
    duration: '18 weeks',
    weeks: 18,
    extra: 'Part-time, live online with cloud credits',
    accent: 'edtech-red',
    iconName: 'cloud',
    featured: false,
    popularity: 9,
    price: { current: 3199, original: 4799, installment: 579, months: 6 },
    plan: {
      accent: 'edtech-blue',
      highlighted: false,
      popular: false,
      features: [
        'AWS credits for every lab',
        'AWS Solutions Architect exam voucher',
        'Production-style capstone platform',
        'Career coaching',
      ],
    },
    overview:
      'For people who already write a little code or run systems. You learn Linux, networking in the cloud, containers, Kubernetes, Terraform, CI/CD and observability, and finish by running a small platform end to end.',
    prerequisites:
      'Some programming or system administration experience, and comfort with the command line.',
    modules: [
      [
        'Linux and Networking',
        '3 weeks',
        [
          ['Linux', ['Processes and services', 'Shell scripting', 'Permissions']],
          ['Cloud networking', ['VPCs and subnets', 'Load balancers', 'DNS']],
        ],
      ],
      [
        'Containers',
        '5 weeks',
        [
          ['Docker', ['Images', 'Compose', 'Registries']],
          ['Kubernetes', ['Pods and deployments', 'Services and ingress', 'Helm']],
        ],
      ],
      [
        'Infrastructure as Code',
        '5 weeks',
        [
          ['Terraform', ['Providers and state', 'Modules', 'Workspaces']],
          ['Pipelines', ['GitHub Actions', 'Blue-green deployments', 'Secrets management']],
        ],
      ],
      [
        'Operating in Production',
        '5 weeks',
        [
          ['Observability', ['Metrics', 'Logs and traces', 'Alerting']],
          ['Reliability', ['SLOs', 'Incident response', 'Cost control']],
        ],
      ],
    ],
    tools: [
      { name: 'AWS', icon: '☁️' },
      { name: 'Docker', icon: '🐳' },
      { name: 'Kubernetes', icon: '☸️' },
      { name: 'Terraform', icon: '🏗️' },
      { name: 'GitHub Actions', icon: '⚙️' },
    ],
    testimonials: [
      {
        name: 'Daniel Kowalski',
        role: 'DevOps Engineer at Northwind Bank',
        content:
          'I went from manual deployments to running Kubernetes in production. The capstone platform was the centre of every interview.',
        rating: 5,
      },
      {
        name: 'Elena Rossi',
        role: 'Cloud Engineer at Lumen Analytics',
        content: 'Demanding and very current. The Terraform module is excellent.',
        rating: 4,
      },
    ],
    outcomes: [
      ['Hired within six months', '90%'],
      ['Average salary increase', '£17k'],
      ['Graduates', '540+'],
    ],
    rating: '4.8',
    reviews: 152,
  },
  {
    slug: 'product-management',
    title: 'Product Management',
    category: 'Business',
    badge: 'Career Switch',
    description:
      'Discover what to build and why: product discovery, roadmaps, metrics and leading teams without authority.',
    duration: '12 weeks',
    weeks: 12,
    extra: 'Part-time, live online',
    accent: 'edtech-green',
    iconName: 'briefcase',
    featured: false,
    popularity: 7,
    price: { current: 2199, original: 3299, installment: 399, months: 6 },
    plan: {
      accent: 'edtech-green',
      highlighted: false,
      popular: false,
      features: [
        'Real product brief from a partner company',
        'Templates for discovery and roadmaps',
        'Mock interviews with product leaders',
        'Career coaching',
      ],
    },
    overview:
      'Learn the craft of product management: understanding customers, prioritising ruthlessly, writing clear specs, working with design and engineering, and measuring outcomes rather than output.',
    prerequisites: 'Two or more years of work experience in any field.',
    modules: [
      [
        'Product Discovery',
        '3 weeks',
        [
          ['Understanding users', ['Customer interviews', 'Jobs to be done', 'Opportunity trees']],
          ['Validating ideas', ['Prototypes', 'Experiments', 'Assumption mapping']],
        ],
      ],
      [
        'Strategy and Roadmaps',
        '3 weeks',
        [
          ['Strategy', ['Vision and goals', 'OKRs', 'Competitive analysis']],
          ['Roadmaps', ['Prioritisation frameworks', 'Outcome roadmaps', 'Stakeholder updates']],
        ],
      ],
      [
        'Delivery',
        '3 weeks',
        [
          [
            'Working with engineers',
            ['Agile and Scrum', 'Writing user stories', 'Technical basics'],
          ],
          ['Launching', ['Release plans', 'Go-to-market', 'Feedback loops']],
        ],
      ],
      [
        'Metrics and Leadership',
        '3 weeks',
        [
          ['Product metrics', ['North-star metrics', 'Funnels and cohorts', 'Experiment analysis']],
          ['Leadership', ['Influence without authority', 'Running rituals', 'Career paths']],
        ],
      ],
    ],
    tools: [
      { name: 'Jira', icon: '📋' },
      { name: 'Miro', icon: '🧠' },
      { name: 'Amplitude', icon: '📊' },
      { name: 'Figma', icon: '🎨' },
    ],
    testimonials: [
      {
        name: 'Sophie Bennett',
        role: 'Associate Product Manager at Tailspin Travel',
        content:
          'I moved from operations into product. The discovery module gave me a language for things I had been doing by instinct.',
        rating: 5,
      },
      {
        name: 'Arjun Patel',
        role: 'Product Owner at Fabrikam Health',
        content: 'Practical and well paced. The mock interviews were tough in the best way.',
        rating: 4,
      },
    ],
    outcomes: [
      ['Hired within six months', '82%'],
      ['Average salary increase', '£12k'],
      ['Graduates', '460+'],
    ],
    rating: '4.7',
    reviews: 118,
  },
  {
    slug: 'python-for-beginners',
    title: 'Python for Beginners',
    category: 'Programming',
    badge: 'Starter',
    description:
      'A friendly first step into programming: write real Python scripts that automate boring work in eight weeks.',
    duration: '8 weeks',
    weeks: 8,
    extra: 'Self-paced with weekly live help',
    accent: 'edtech-orange',
    iconName: 'terminal',
    featured: true,
    popularity: 7,
    price: { current: 799, original: 1199, installment: 279, months: 3 },
    plan: {
      accent: 'edtech-orange',
      highlighted: false,
      popular: false,
      features: [
        'Self-paced lessons with weekly live help',
        'Automation projects you can use at work',
        'Certificate of completion',
        'Discount on any bootcamp afterwards',
      ],
    },
    overview:
      'Never written code before? Start here. You learn Python step by step and use it straight away to tidy spreadsheets, rename files, call web APIs and automate small tasks, with live help sessions every week.',
    prerequisites: 'None at all.',
    modules: [
      [
        'Getting Started',
        '2 weeks',
        [
          ['First programs', ['Installing Python', 'Variables and types', 'Input and output']],
          ['Making decisions', ['Conditions', 'Loops', 'Debugging']],
        ],
      ],
      [
        'Working with Data',
        '2 weeks',
        [
          ['Collections', ['Lists', 'Dictionaries', 'Comprehensions']],
          ['Files', ['Reading files', 'CSV and Excel', 'Folders and paths']],
        ],
      ],
      [
        'Automation',
        '2 weeks',
        [
          ['Scripts', ['Functions', 'Modules', 'Command-line arguments']],
          ['The web', ['HTTP requests', 'JSON APIs', 'Scheduling tasks']],
        ],
      ],
      [
        'Final Project',
        '2 weeks',
        [
          ['Build it', ['Planning', 'Testing', 'Packaging']],
          ['Next steps', ['Version control', 'Choosing a bootcamp', 'Building a habit']],
        ],
      ],
    ],
    tools: [
      { name: 'Python', icon: '🐍' },
      { name: 'VS Code', icon: '💻' },
      { name: 'Git', icon: '🌿' },
    ],
    testimonials: [
      {
        name: 'Grace Wilson',
        role: 'Finance Assistant',
        content:
          'I automated a report that used to take me half a day every Monday. Now I am starting the data science bootcamp.',
        rating: 5,
      },
      {
        name: 'Henry Clarke',
        role: 'Retired Engineer',
        content: 'Patient teachers and clear lessons. Exactly the gentle start I needed.',
        rating: 5,
      },
    ],
    outcomes: [
      ['Finish the course', '94%'],
      ['Go on to a bootcamp', '38%'],
      ['Graduates', '3,400+'],
    ],
    rating: '4.9',
    reviews: 530,
  },
];

/** 24×24 single-path icons for the course icon picker, in the style of a line icon set. */
export const DEMO_COURSE_ICONS: readonly { iconName: string; iconPath: string }[] = [
  { iconName: 'code', iconPath: 'M16 18l6-6-6-6M8 6l-6 6 6 6' },
  { iconName: 'terminal', iconPath: 'M4 17l6-6-6-6M12 19h8' },
  {
    iconName: 'brain',
    iconPath:
      'M12 4a3 3 0 0 0-3 3 3 3 0 0 0-3 3 3 3 0 0 0 0 6 3 3 0 0 0 3 3 3 3 0 0 0 6 0 3 3 0 0 0 3-3 3 3 0 0 0 0-6 3 3 0 0 0-3-3 3 3 0 0 0-3-3zM12 4v16',
  },
  {
    iconName: 'palette',
    iconPath:
      'M12 2a10 10 0 1 0 0 20c1.1 0 2-.9 2-2 0-.5-.2-1-.5-1.3-.3-.4-.5-.8-.5-1.3 0-1.1.9-2 2-2h2.4c3.1 0 5.6-2.5 5.6-5.6C23 5.3 18 2 12 2z',
  },
  { iconName: 'shield', iconPath: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z' },
  {
    iconName: 'megaphone',
    iconPath:
      'M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14',
  },
  { iconName: 'cloud', iconPath: 'M17.5 19H9a7 7 0 1 1 6.71-9h1.79a4.5 4.5 0 1 1 0 9z' },
  {
    iconName: 'briefcase',
    iconPath:
      'M4 7h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zM16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2',
  },
  { iconName: 'bar-chart', iconPath: 'M3 3v18h18M7 16v-4M12 16V8M17 16v-7' },
];

/** What generated sales need to know about a course. */
export interface SaleableCourse {
  id: string;
  title: string;
  category: string;
  currentPricePence: number;
  installmentPricePence: number;
  installmentMonths: number;
  /** Cohort length, to tell finished students from current ones. */
  weeks: number;
  /** Relative share of sales. */
  popularity: number;
}

export interface CatalogRows {
  courses: CourseRow[];
  details: CourseDetailsRow[];
  pricing: CoursePricingRow[];
  icons: CourseIconRow[];
  saleable: SaleableCourse[];
}

const FEATURES: readonly CourseFeature[] = [
  {
    icon: '🎓',
    title: 'Live expert teaching',
    description: 'Small live classes with instructors who do this work every day.',
  },
  {
    icon: '🛠️',
    title: 'Real projects',
    description: 'Every module ends with something you build, ship and can show.',
  },
  {
    icon: '🤝',
    title: '1:1 mentoring',
    description: 'A weekly session with a mentor from industry to unblock you.',
  },
  {
    icon: '💼',
    title: 'Career support',
    description: 'CV and portfolio reviews, interview practice and introductions to employers.',
  },
];

const STAT_COLORS = ['edtech-green', 'edtech-orange', 'edtech-red'] as const;

const pounds = (value: number): string => `£${value.toLocaleString('en-GB')}`;

/**
 * The catalogue's rows, with keys from `random` and dates (cohort starts, offer deadlines)
 * relative to `now`. `createdAt` places the catalogue before any sale.
 */
export function buildCatalogRows(random: Random, now: Date, createdAt: Date): CatalogRows {
  const rows: CatalogRows = { courses: [], details: [], pricing: [], icons: [], saleable: [] };
  for (const [position, course] of COURSES.entries()) {
    const id = random.uuid();
    const discountPercent = Math.round((1 - course.price.current / course.price.original) * 100);
    const discount = `${discountPercent}% OFF`;
    // Cohorts start on Mondays, staggered so the catalogue does not all start on one day.
    const firstMonday = nextMonday(addDays(now, 14 + position * 7));
    const stamps = { createdAt, updatedAt: createdAt };
    rows.courses.push({
      id,
      slug: course.slug,
      category: course.category,
      badge: course.badge,
      title: course.title,
      description: course.description,
      duration: course.duration,
      extra: course.extra,
      accent: course.accent,
      iconName: course.iconName,
      featured: course.featured,
      image: null,
      position,
      ...stamps,
    });
    rows.details.push({
      id: random.uuid(),
      courseId: id,
      overview: course.overview,
      prerequisites: course.prerequisites,
      features: [...FEATURES],
      curriculum: course.modules.map(toCurriculumModule),
      tools: [...course.tools],
      testimonials: course.testimonials.map((testimonial, index) => ({
        ...testimonial,
        avatar: '',
        color: index % 2 === 0 ? 'edtech-green' : 'edtech-orange',
      })),
      successStats: course.outcomes.map(([label, value], index) => ({
        label,
        value,
        color: STAT_COLORS[index % STAT_COLORS.length] ?? 'edtech-green',
      })),
      pricing: {
        current: pounds(course.price.current),
        original: pounds(course.price.original),
        discount,
        deadline: longUkDate(addDays(firstMonday, -7)),
        features: course.plan.features.map((text) => ({ text, icon: '✅' })),
      },
      courseInfo: {
        startDate: longUkDate(firstMonday),
        format: 'Online, live',
        support: '24/7',
        studentsEnrolled: course.outcomes[2][1].replace('+', ''),
      },
      trustIndicators: {
        rating: course.rating,
        reviewCount: String(course.reviews),
        testimonialPreview: {
          text: course.testimonials[0]?.content ?? 'Great course!',
          author: course.testimonials[0]?.name ?? 'Anonymous',
        },
      },
      ...stamps,
    });
    rows.pricing.push({
      id: random.uuid(),
      courseId: id,
      name: course.title,
      category: course.category,
      originalPricePence: course.price.original * 100,
      currentPricePence: course.price.current * 100,
      installmentPricePence: course.price.installment * 100,
      installmentMonths: course.price.months,
      discount,
      duration: course.duration,
      extra: course.extra,
      description: course.description,
      badge: course.badge,
      cta: 'Enrol Now',
      features: [...course.plan.features],
      highlighted: course.plan.highlighted,
      popular: course.plan.popular,
      accent: course.plan.accent,
      ...stamps,
    });
    rows.saleable.push({
      id,
      title: course.title,
      category: course.category,
      currentPricePence: course.price.current * 100,
      installmentPricePence: course.price.installment * 100,
      installmentMonths: course.price.months,
      weeks: course.weeks,
      popularity: course.popularity,
    });
  }
  for (const icon of DEMO_COURSE_ICONS) {
    rows.icons.push({ id: random.uuid(), ...icon, createdAt, updatedAt: createdAt });
  }
  return rows;
}

function toCurriculumModule([module, duration, topics]: ModuleOutline): CurriculumModule {
  return {
    module,
    duration,
    topics: topics.map(([topic, subtopics]) => ({ topic, subtopics: [...subtopics] })),
  };
}

function nextMonday(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const shift = (8 - day.getUTCDay()) % 7;
  return new Date(day.getTime() + shift * DAY_MS);
}
