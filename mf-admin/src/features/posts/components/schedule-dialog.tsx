import { MomentDialog } from '../../../components/dialog/moment-dialog';

type ScheduleDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The post's title, as the editor holds it. */
  title: string;
  /** The date it is scheduled for now, to reschedule from; null for a draft. */
  current: string | null;
  /** The chosen moment, ISO 8601 with the browser's offset. */
  onSchedule: (at: string) => void;
};

export const FUTURE_ONLY = 'Choose a time in the future';

/** Asks when a post goes live: a native date and time picker, refused unless the moment is still to come. */
export function ScheduleDialog({ open, onOpenChange, title, current, onSchedule }: ScheduleDialogProps) {
  return (
    <MomentDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        <>
          {current ? 'Reschedule' : 'Schedule'} “{title}”
        </>
      }
      description="Readers will see it from the moment you choose; until then it stays hidden."
      label="Publish at"
      current={current}
      submit={current ? 'Reschedule' : 'Schedule'}
      futureOnly={FUTURE_ONLY}
      onChoose={onSchedule}
    />
  );
}
