import { Award, BookOpen, Headphones, type LucideIcon, Users } from 'lucide-react';

const highlights: { value: string; label: string; icon: LucideIcon }[] = [
  { value: '500+', label: 'Active Students', icon: Users },
  { value: '25+', label: 'Courses', icon: BookOpen },
  { value: '98%', label: 'Satisfaction', icon: Award },
  { value: '24/7', label: 'Support', icon: Headphones },
];

/** The sign-in page's side panel: fixed copy about the business, not live figures. */
export function LoginHighlights() {
  return (
    <div className="relative flex h-full flex-col justify-center overflow-hidden bg-linear-to-br from-edtech-green via-edtech-green-dark to-emerald-900 px-12 py-16 text-white xl:px-20">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-80 rounded-full bg-white/10 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 size-96 rounded-full bg-edtech-orange/20 blur-3xl"
      />
      <div className="relative max-w-lg">
        <p className="text-sm font-semibold tracking-wider text-white/70 uppercase">
          Coursedesk Admin
        </p>
        <h2 className="mt-3 text-4xl leading-tight font-bold">
          Run your online school from one place
        </h2>
        <p className="mt-4 text-lg text-white/80">
          Manage courses, pricing, content, coupons, payments and student enquiries for your
          learning platform.
        </p>
        <ul className="mt-10 grid grid-cols-2 gap-4">
          {highlights.map(({ value, label, icon: Icon }) => (
            <li
              key={label}
              className="rounded-xl bg-white/10 p-5 ring-1 ring-white/15 backdrop-blur-sm"
            >
              <Icon aria-hidden="true" className="size-5 text-white/80" />
              <p className="mt-3 text-3xl font-bold">{value}</p>
              <p className="text-sm text-white/75">{label}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
