import { Link } from 'react-router';
import CircleAlert from 'lucide-react/icons/circle-alert';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import type { MailHealthView } from '~/domain/mail/index';
import { useAdminT } from '~/i18n/admin-context';
import { useLang } from '~/i18n/context';
import { plural } from '~/i18n/define';
import { cn } from '~/components/ui/cn';
import { MAIL_LOG_PATH, MAIL_SETTINGS_PATH } from './mail-paths';

/**
 * "E-postalar gönderilemiyor": what is wrong with sending mail, in plain
 * words, the reason, what to do and (for owners) the server's own answer and
 * links to the settings and the log. Nothing when mail is leaving.
 * `here` leaves out the link to the screen it is shown on.
 */
export function MailHealthNotice({
  health,
  owner,
  here,
  className,
}: {
  health: MailHealthView;
  owner: boolean;
  here?: 'settings' | 'log';
  className?: string;
}) {
  const all = useAdminT();
  const t = all.adminMailLog;
  const lang = useLang();
  if (!health.problem) return null;
  const h = t.health;
  const soft = health.problem === 'waiting' || health.reason === 'recipient';
  const title =
    health.problem === 'failing'
      ? h.failingTitle
      : health.problem === 'waiting'
        ? h.waitingTitle
        : plural(lang, health.failed, h.failedTitle);
  const todo = !owner
    ? h.todoEditor
    : health.reason === 'recipient'
      ? h.todoRecipient
      : health.reason === 'not-configured'
        ? h.todoNotConfigured
        : health.reason === 'stalled'
          ? h.todoStalled
          : h.todoServer;
  const Icon = soft ? TriangleAlert : CircleAlert;
  return (
    <section
      aria-labelledby="mail-health-title"
      data-testid="mail-health"
      data-problem={health.problem}
      data-reason={health.reason}
      className={cn(
        'flex gap-3 rounded-xl border p-4 text-sm',
        soft ? 'border-amber-200 bg-amber-50 text-amber-950' : 'border-red-200 bg-red-50 text-red-950',
        className,
      )}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', soft ? 'text-amber-700' : 'text-red-700')} aria-hidden="true" />
      <div className="min-w-0 space-y-1.5">
        <h2 id="mail-health-title" className="font-semibold">
          {title}
        </h2>
        <p data-testid="mail-health-reason">{t.reasons[health.reason]}</p>
        {health.waiting > 0 ? (
          <p>
            {health.waitedMinutes > 0
              ? plural(lang, health.waiting, h.waiting, { minutes: health.waitedMinutes })
              : plural(lang, health.waiting, h.waitingNow)}
          </p>
        ) : null}
        <p>{todo}</p>
        {owner ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            {here !== 'settings' ? (
              <Link to={MAIL_SETTINGS_PATH} className="font-medium underline underline-offset-2">
                {h.settingsLink}
              </Link>
            ) : null}
            {here !== 'log' ? (
              <Link to={MAIL_LOG_PATH} className="font-medium underline underline-offset-2">
                {h.logLink}
              </Link>
            ) : null}
          </p>
        ) : null}
        {owner && health.detail ? (
          <details>
            <summary className="cursor-pointer font-medium">{all.adminMail.technical}</summary>
            <p className="mt-1 font-mono text-xs [overflow-wrap:anywhere]">
              {t.answer}: {health.detail}
            </p>
          </details>
        ) : null}
      </div>
    </section>
  );
}
