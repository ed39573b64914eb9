import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonRegion, StatCardsSkeleton } from '@/components/ui/skeleton';

/** The dashboard's layout while its figures load: headline cards, counts, chart, top courses. */
export function DashboardSkeleton() {
  return (
    <SkeletonRegion label="Loading dashboard..." className="space-y-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <Card key={card} padding="md" className="space-y-3">
            <div className="flex items-center justify-between">
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="size-11 rounded-xl" />
            </div>
            <Skeleton className="h-7 w-2/3" />
            <Skeleton className="h-3 w-3/4" />
          </Card>
        ))}
      </div>
      <StatCardsSkeleton className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card padding="md" className="space-y-4 lg:col-span-2">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-64 w-full rounded-lg" />
        </Card>
        <Card padding="md" className="space-y-4">
          <Skeleton className="h-5 w-1/2" />
          {[0, 1, 2, 3, 4].map((row) => (
            <div key={row} className="flex items-center gap-3">
              <Skeleton className="size-7 shrink-0 rounded-full" />
              <Skeleton className="h-4 flex-1" />
            </div>
          ))}
        </Card>
      </div>
    </SkeletonRegion>
  );
}
