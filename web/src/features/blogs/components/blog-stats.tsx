import type { BlogStats as Figures } from '@coursedesk/contract/blogs';
import { FileText, FolderOpen, Star, Tags } from 'lucide-react';
import { StatCards } from '@/components/ui/stat-cards';

/** The figures above the grid: posts, featured posts, distinct categories and tags (the server's). */
export function BlogStats({ stats }: { stats: Figures }) {
  return (
    <StatCards
      label="Blog statistics"
      cards={[
        { label: 'Total Posts', value: stats.total, icon: FileText, accent: 'blue' },
        { label: 'Featured Posts', value: stats.featured, icon: Star, accent: 'orange' },
        { label: 'Categories', value: stats.categories, icon: FolderOpen, accent: 'green' },
        { label: 'Unique Tags', value: stats.tags, icon: Tags, accent: 'purple' },
      ]}
    />
  );
}
