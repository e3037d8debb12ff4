import type { ComponentType, ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';

/**
 * The page an e-mailed one-time link opens (an invitation, an unlock link): no session, no admin
 * shell, one card with the link's icon and title over what the link does now.
 */
export function LinkPage({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<{ className?: string }>;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <main id="main" className="w-full max-w-sm">
        <Card className="p-6 sm:p-8">
          <div className="flex flex-col items-center text-center">
            <span className="flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-700" aria-hidden="true">
              <Icon className="size-6" />
            </span>
            <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          </div>
          {children}
        </Card>
      </main>
    </div>
  );
}

/** The link did its work: what happened, and the way to the sign-in. */
export function LinkDone({ text, goLogin }: { text: string; goLogin: string }) {
  return (
    <div className="mt-6 text-center" role="status">
      <p className="text-sm text-slate-700">{text}</p>
      <a href="/admin" className={buttonClass('primary', 'md', 'mt-4 w-full')}>
        {goLogin}
      </a>
    </div>
  );
}

/** The link cannot be used (wrong, expired, used, or from elsewhere); `goLogin`: a way back under it. */
export function LinkRefused({ text, goLogin }: { text: string; goLogin?: string }) {
  const alert = (
    <p role="alert" className={`${goLogin ? '' : 'mt-6 '}rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900`}>
      {text}
    </p>
  );
  if (!goLogin) return alert;
  return (
    <div className="mt-6 space-y-4">
      {alert}
      <a href="/admin" className={buttonClass('outline', 'md', 'w-full')}>
        {goLogin}
      </a>
    </div>
  );
}
