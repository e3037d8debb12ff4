/**
 * What the projects and blog admin lists read from their address: the search (at most 200 characters),
 * the category, the page and the editor to open (`edit`: `new` or a row's id).
 */
export function contentListQuery(url: URL) {
  return {
    q: url.searchParams.get('q')?.slice(0, 200) ?? '',
    category: url.searchParams.get('category') ?? '',
    page: Number(url.searchParams.get('page') ?? 1),
    edit: url.searchParams.get('edit'),
  };
}

/** The editor an admin list opens: `new` → the blank one, a stored id → that row's, anything else → none. */
export async function openContentEditor<Row, Editing>(
  edit: string | null,
  blank: () => Editing,
  load: (id: string) => Promise<Row | null | undefined>,
  toEditing: (row: Row) => Editing,
): Promise<Editing | null> {
  if (edit === 'new') return blank();
  if (!edit) return null;
  const row = await load(edit);
  return row ? toEditing(row) : null;
}
