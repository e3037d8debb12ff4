export const meta = () => [{ title: 'Admin' }, { name: 'robots', content: 'noindex' }];

// Placeholder until the admin access issue builds the login and the shell.
export default function AdminLayout() {
  return <h1 className="p-8 text-3xl font-bold">Admin Paneli</h1>;
}
