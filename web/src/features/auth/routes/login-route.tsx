import { GraduationCap } from 'lucide-react';
import { LoginForm } from '../components/login-form';
import { LoginHighlights } from '../components/login-highlights';

export function LoginRoute() {
  return (
    <div className="flex min-h-screen flex-col bg-surface lg:grid lg:grid-cols-2">
      <main className="order-last flex flex-1 items-start justify-center lg:items-center px-6 py-10 sm:px-12 lg:order-first lg:py-12">
        <div className="w-full max-w-md">
          <div className="mb-10 flex items-center gap-3">
            <div className="flex size-11 items-center justify-center rounded-xl bg-edtech-green-solid text-white shadow-sm">
              <GraduationCap aria-hidden="true" className="size-6" />
            </div>
            <div>
              <p className="text-lg font-bold text-slate-900">Coursedesk</p>
              <p className="text-sm text-slate-500">Admin Panel</p>
            </div>
          </div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            Sign in to your account
          </h1>
          <p className="mt-2 mb-8 text-slate-500">Sign in with your administrator account.</p>
          <LoginForm />
          <p className="mt-8 text-center text-xs text-slate-500">
            Only administrators can sign in to this panel.
          </p>
        </div>
      </main>
      {/* A compact band above the form on phones, the right-hand half on wide screens. */}
      <aside aria-label="About Coursedesk">
        <LoginHighlights />
      </aside>
    </div>
  );
}
