import { Award, BookOpen, Headphones, type LucideIcon, Users } from 'lucide-react';

const highlights: { value: string; label: string; icon: LucideIcon }[] = [
  { value: '500+', label: 'Active Students', icon: Users },
  { value: '25+', label: 'Courses', icon: BookOpen },
  { value: '98%', label: 'Satisfaction', icon: Award },
  { value: '24/7', label: 'Support', icon: Headphones },
];

/**
 * The sign-in page's marketing panel: fixed copy about the business, not live figures. Beside the
 * form on wide screens; a compact band above it on phones, with the headline and the four figures.
 */
export function LoginHighlights() {
  return (
    <div className="relative flex h-full flex-col justify-center overflow-hidden bg-linear-to-br from-edtech-green-solid via-edtech-green-solid-hover to-emerald-900 px-6 py-6 text-white sm:px-12 lg:py-16 xl:px-20">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-80 rounded-full bg-white/10 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 size-96 rounded-full bg-edtech-orange/20 blur-3xl"
      />
      <div className="relative max-w-lg">
        <p className="text-xs font-semibold tracking-wider text-white/90 uppercase lg:text-sm">
          Coursedesk Admin
        </p>
        <h2 className="mt-1 text-xl leading-tight font-bold lg:mt-3 lg:text-4xl">
          Run your online school from one place
        </h2>
        <p className="mt-4 hidden text-lg text-white/90 lg:block">
          Manage courses, pricing, content, coupons, payments and student enquiries for your
          learning platform.
        </p>
        <ul className="mt-4 grid grid-cols-4 gap-2 lg:mt-10 lg:grid-cols-2 lg:gap-4">
          {highlights.map(({ value, label, icon: Icon }) => (
            <li
              key={label}
              className="rounded-lg bg-white/10 px-2 py-2 text-center ring-1 ring-white/15 backdrop-blur-sm lg:rounded-xl lg:p-5 lg:text-left"
            >
              <Icon aria-hidden="true" className="hidden size-5 text-white/90 lg:block" />
              <p className="text-base font-bold lg:mt-3 lg:text-3xl">{value}</p>
              <p className="text-[11px] leading-tight text-white/90 lg:text-sm">{label}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
