import ExternalLink from 'lucide-react/icons/external-link';
import { BLOG_CATEGORIES, type BlogFormValues, type BlogListRow } from '~/domain/blog/index';
import { useAdminT } from '~/i18n/admin-context';
import { blogPostPath } from '~/i18n/routes';
import { formatDate, formatDateTime } from '~/lib/format-date';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { BlogEditor } from './BlogEditor';
import { ContentListScreen } from '~/components/admin/list/ContentListScreen';
import { contentColumns } from '~/components/admin/list/content-columns';

/** A blog post in the admin list (domain/blog/admin.server.ts, listPostsAdmin). */
export type BlogListItem = BlogListRow;

/** Admin → İçerik: the searchable blog post list with its row actions, and the post editor. */
export function BlogPostsList({
  list,
  q,
  category,
  editing,
  companyName,
}: {
  list: { rows: BlogListItem[]; total: number; page: number; pages: number };
  q: string;
  category: string;
  editing: { id: string | null; values: BlogFormValues; publishedSlug: string | null } | null;
  companyName: string;
}) {
  const t = useAdminT();
  const m = t.adminBlog;
  return (
    <ContentListScreen
      id="blog"
      t={m}
      q={q}
      category={category}
      categories={BLOG_CATEGORIES.map((c) => ({ value: c, label: t.blog.categories[c] }))}
      list={list}
      minWidth="min-w-[52rem]"
      rowKey={(p) => p.id}
      rowProps={(p) => ({ 'data-post-id': p.id, className: 'align-middle' })}
      columns={[
        contentColumns.title<BlogListItem>(m.table.title, (p) => (
          <p className="truncate text-xs text-slate-500">
            <span lang="en">{p.titleEn}</span> · <span className="font-mono">/{p.slug}</span>
          </p>
        )),
        contentColumns.plain<BlogListItem>(m.table.category, (p) => t.blog.categories[p.category]),
        contentColumns.badge<BlogListItem>(m.table.published, (p) =>
          p.scheduled ? (
            <Badge tone="blue">{m.table.scheduled}</Badge>
          ) : p.isPublished ? (
            <Badge tone="green">{m.table.live}</Badge>
          ) : (
            <Badge tone="slate">{m.table.draft}</Badge>
          ),
        ),
        contentColumns.featured<BlogListItem>(m),
        contentColumns.plain<BlogListItem>(
          m.table.publishDate,
          (p) =>
            p.publishDate ? (p.scheduled ? formatDateTime(new Date(p.publishDate)) : formatDate(new Date(p.publishDate))) : m.table.noDate,
          true,
        ),
        contentColumns.translation<BlogListItem>(m.table.translation),
        contentColumns.actions<BlogListItem>(
          m,
          (p) => ({
            on: p.isPublished,
            label: p.isPublished ? m.actions.unpublishLabel : m.actions.publishLabel,
            title: p.isPublished ? m.actions.unpublish : m.actions.publish,
            body: { intent: 'publish', published: !p.isPublished },
          }),
          // A scheduled post answers 404 until its minute: nothing to open yet.
          (p) =>
            p.isPublished && !p.scheduled ? (
              <a
                href={blogPostPath(p.slug, 'tr')}
                target="_blank"
                rel="noopener"
                className={buttonClass('ghost', 'sm', 'px-2')}
                title={m.actions.view}
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                <span className="sr-only">{m.actions.view}</span>
              </a>
            ) : null,
        ),
      ]}
      editor={(close) =>
        editing ? (
          <BlogEditor
            key={editing.id ?? 'new'}
            id={editing.id}
            initial={editing.values}
            publishedSlug={editing.publishedSlug}
            companyName={companyName}
            onClose={close}
          />
        ) : null
      }
    />
  );
}
