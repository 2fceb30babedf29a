import { MomentDialog } from '../../../components/dialog/moment-dialog';

type ScheduleMailingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subject: string;
  /** The time it is scheduled for now, to move it from; null for a draft. */
  current: string | null;
  busy: boolean;
  /** The chosen moment, ISO 8601 with the browser's offset; answers the server's message for the field, if it refused. */
  onSchedule: (sendAt: string) => Promise<string | null>;
};

export const FUTURE_ONLY = 'Send time must be in the future';

/**
 * Asks when a mailing goes out: a native date and time picker in the browser's zone. A moment
 * already past is refused here; the server checks it again with its own clock, and its message
 * (past, or more than a year ahead) is shown on the field.
 */
export function ScheduleMailingDialog({ open, onOpenChange, subject, current, busy, onSchedule }: ScheduleMailingDialogProps) {
  return (
    <MomentDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        <>
          {current ? 'Change the time of' : 'Schedule'} “{subject}”
        </>
      }
      description="It goes to the list's confirmed subscribers at that moment. Until then you can change it, move it or cancel the schedule."
      label="Send at"
      current={current}
      submit={current ? 'Move' : 'Schedule'}
      busy={busy}
      futureOnly={FUTURE_ONLY}
      onChoose={onSchedule}
    />
  );
}
