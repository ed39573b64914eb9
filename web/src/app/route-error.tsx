import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Shown when a screen fails to load or render, e.g. after an update replaced its code. */
export function RouteError() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 px-6">
      <div role="alert" className="max-w-md text-center">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-edtech-red/10">
          <TriangleAlert aria-hidden="true" className="size-6 text-edtech-red" />
        </div>
        <h1 className="text-xl font-semibold text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-sm text-slate-500">
          This page could not be shown. Reloading usually fixes it.
        </p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </div>
    </div>
  );
}
