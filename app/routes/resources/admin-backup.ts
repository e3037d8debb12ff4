import type { Route } from './+types/admin-backup';
import { adminSession } from '~/domain/auth/index.server';
import { archiveFilename, startBackupDownload } from '~/site/backup/index.server';
import { attachmentDisposition } from '~/lib/csv.server';
import { logger } from '~/server/logger.server';

/**
 * GET /admin/ayarlar/yedek — the complete backup `backup-YYYY-MM-DD.tar.gz`:
 * the rows and every uploaded image with a manifest of checksums
 * (site/backup/archive.server.ts), streamed as it is written. A client that
 * goes away stops the work.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await adminSession({ request, context });
  const now = new Date();
  logger().info('backup download started');
  const stream = await startBackupDownload(session, now);
  stream.on('error', (err) => logger().error({ err }, 'backup download failed'));
  request.signal.addEventListener('abort', () => stream.destroy(), { once: true });
  // Pulled one chunk at a time (the socket's pace): nothing is read ahead of what the client has taken.
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
      },
      cancel() {
        stream.destroy();
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Disposition': attachmentDisposition(archiveFilename(now)),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
