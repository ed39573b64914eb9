import type { BlogPost } from '@coursedesk/contract/blogs';
import { FileText, FolderOpen, Star, Tags } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';

/** The figures above the grid (docs/blogs.md): posts, featured posts, distinct categories and tags. */
export function blogStats(posts: BlogPost[]) {
  const categories = new Set(posts.map((post) => post.category.trim()).filter(Boolean));
  const tags = new Set(posts.flatMap((post) => post.tags.map((tag) => tag.toLowerCase())));
  return {
    total: posts.length,
    featured: posts.filter((post) => post.featured).length,
    categories: categories.size,
    tags: tags.size,
  };
}

export function BlogStats({ posts }: { posts: BlogPost[] }) {
  const stats = blogStats(posts);
  return (
    <section aria-label="Blog statistics" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label="Total Posts" value={stats.total} icon={FileText} accent="blue" />
      <StatCard label="Featured Posts" value={stats.featured} icon={Star} accent="orange" />
      <StatCard label="Categories" value={stats.categories} icon={FolderOpen} accent="green" />
      <StatCard label="Unique Tags" value={stats.tags} icon={Tags} accent="purple" />
    </section>
  );
}
