import type { Mailing } from '@livefully/contracts';
import { StatusPill, type PillTone } from '../../../components/ui/status-pill';

const STATUS: Record<Mailing['status'], { label: string; tone: PillTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'warning' },
  sending: { label: 'Sending', tone: 'info' },
  sent: { label: 'Sent', tone: 'success' },
};

export function MailingStatus({ status }: { status: Mailing['status'] }) {
  return <StatusPill tone={STATUS[status].tone}>{STATUS[status].label}</StatusPill>;
}

/** "12 of 40 sent", with the failures when there are any; a draft or a scheduled mailing has sent nothing. */
export function deliveredText({ status, counts }: Pick<Mailing, 'status' | 'counts'>): string {
  if (status === 'draft' || status === 'scheduled') return '—';
  const failed = counts.failed > 0 ? `, ${counts.failed} failed` : '';
  return `${counts.sent} of ${counts.total} sent${failed}`;
}
