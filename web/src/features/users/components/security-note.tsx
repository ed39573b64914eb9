import { ShieldAlert } from 'lucide-react';

export function SecurityNote() {
  return (
    <aside
      aria-labelledby="security-note-title"
      className="flex gap-3 rounded-xl border border-edtech-orange/30 bg-edtech-orange/5 p-4"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-edtech-orange" />
      <div>
        <h2 id="security-note-title" className="text-sm font-semibold text-edtech-orange-dark">
          Security Note
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Only users with the Admin role can access this admin panel. Accounts with the User role
          are kept for records but cannot sign in here. At least one admin must always remain.
        </p>
      </div>
    </aside>
  );
}
