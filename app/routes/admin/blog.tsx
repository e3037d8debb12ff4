import type { Route } from './+types/blog';
import { adminSession, runAdminAction } from '~/domain/auth/index.server';
import { createPost, deletePost, getPost, listPostsAdmin, postToForm, setPostPublished, updatePost } from '~/domain/blog/index.server';
import { blogPostSchema, emptyBlogForm, type BlogFormValues } from '~/domain/blog/index';
import { settingsFor } from '~/domain/settings/index.server';
import { contentAction } from '~/site/content-action.server';
import { catalog } from '~/i18n/catalog';
import { contentListQuery, openContentEditor } from '~/lib/content-list-query';
import { BlogPostsList } from '~/components/admin/blog/BlogPostsList';
import { ContentSubNav } from '~/components/admin/SectionNavs';

export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  const { q, category, page, edit } = contentListQuery(new URL(request.url));
  const list = await listPostsAdmin({ q, category, page });
  const editing = await openContentEditor(
    edit,
    (): { id: string | null; values: BlogFormValues; publishedSlug: string | null } => ({
      id: null,
      values: emptyBlogForm(),
      publishedSlug: null,
    }),
    getPost,
    (p) => ({ id: p.id, values: postToForm(p), publishedSlug: p.isPublished ? p.slug : null }),
  );
  const settings = await settingsFor(context);
  return { list, q, category, editing, companyName: settings.site_title };
}

export async function action(args: Route.ActionArgs) {
  const m = catalog.tr.adminBlog;
  const spec = contentAction({
    texts: m,
    schema: blogPostSchema(m.errors),
    create: createPost,
    update: updatePost,
    remove: deletePost,
    flag: { intent: 'publish', field: 'published', set: setPostPublished, on: m.toasts.published, off: m.toasts.unpublished },
    failure: 'blog action failed',
    audit: {
      entity: 'blog_post',
      flag: { on: 'publish', off: 'unpublish' },
      before: async (id) => {
        const p = await getPost(id);
        return p ? postToForm(p) : undefined;
      },
    },
  });
  return runAdminAction({ ...args, ...spec });
}

export default function BlogTab({ loaderData }: Route.ComponentProps) {
  const { list, q, category, editing, companyName } = loaderData;
  return (
    <>
      <ContentSubNav />
      <BlogPostsList list={list} q={q} category={category} editing={editing} companyName={companyName} />
    </>
  );
}
