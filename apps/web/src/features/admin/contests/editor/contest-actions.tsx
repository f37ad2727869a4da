/**
 * What an admin does to a whole contest, from any tab: Unfreeze publishes the final results (shown only
 * while a freeze keeps results hidden that are not yet final, disabled until the end: unfreeze-rule.ts), Rejudge contest judges every submission of
 * the contest again, and the contest's page as contestants see it. Both actions ask first; the button
 * stays while its confirmation is open, so that closing it gives the focus back to it (the dialog is
 * modal: the page behind it is out of reach meanwhile).
 */
import type { AdminContest } from '@codeconquer/contracts';
import { Eye, RefreshCw, Snowflake, type LucideIcon } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useRejudgeContest } from '../api/rejudge-contest';
import { useUnfreezeContest } from '../api/unfreeze-contest';
import { userContestPath } from '../paths';
import { unfreezeBlockedReason } from './unfreeze-rule';

export function ContestActions({ contest }: { contest: AdminContest }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={userContestPath(contest.id)} className={buttonClasses('secondary', 'min-h-11')}>
        <Eye size={16} aria-hidden="true" /> {t('admin.contests.viewAsContestant')}
      </Link>
      <RejudgeControl contestId={contest.id} />
      {contest.freezeTime !== null && !contest.resultsFinal && <UnfreezeControl contest={contest} />}
    </div>
  );
}

function UnfreezeControl({ contest }: { contest: AdminContest }) {
  const t = useT();
  const unfreeze = useUnfreezeContest(contest.id);
  const blocked = unfreezeBlockedReason(t, contest, new Date());
  const run = async () => {
    await unfreeze.mutateAsync();
    toast.success(t('admin.contests.unfreeze.done'));
  };
  return (
    <Confirmed
      label={t('admin.contests.unfreeze.label')}
      icon={Snowflake}
      title={t('admin.contests.unfreeze.title')}
      busy={unfreeze.isPending}
      error={unfreeze.isError ? errorMessage(unfreeze.error, t('admin.contests.unfreeze.failed')) : null}
      onOpen={() => unfreeze.reset()}
      onConfirm={run}
      disabledReason={blocked}
    >
      {t('admin.contests.unfreeze.text')}
    </Confirmed>
  );
}

function RejudgeControl({ contestId }: { contestId: string }) {
  const t = useT();
  const rejudge = useRejudgeContest(contestId);
  const run = async () => {
    const queued = await rejudge.mutateAsync();
    toast.success(
      queued === 0 ? t('admin.contests.rejudge.none') : t('admin.contests.rejudge.queued', { count: queued }),
    );
  };
  return (
    <Confirmed
      label={t('admin.contests.rejudge.label')}
      icon={RefreshCw}
      title={t('admin.contests.rejudge.title')}
      busy={rejudge.isPending}
      error={rejudge.isError ? errorMessage(rejudge.error, t('admin.contests.rejudge.failed')) : null}
      onOpen={() => rejudge.reset()}
      onConfirm={run}
    >
      {t('admin.contests.rejudge.text')}
    </Confirmed>
  );
}

type ConfirmedProps = {
  label: string;
  icon: LucideIcon;
  title: string;
  busy: boolean;
  error: string | null;
  onOpen: () => void;
  /** Rejects when the call failed: the dialog then stays open with `error`. */
  onConfirm: () => Promise<void>;
  /** Set while the action cannot be done: the button is disabled and says why. */
  disabledReason?: string | null;
  children: ReactNode;
};

/** A button that asks in a dialog first, whose confirm button has the same name and does the deed. */
function Confirmed({
  label,
  icon,
  title,
  busy,
  error,
  onOpen,
  onConfirm,
  disabledReason,
  children,
}: ConfirmedProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Stable, so the dialog does not take the focus back on every render.
  const close = useCallback(() => setOpen(false), []);
  const confirm = async () => {
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The mutation keeps the error; the dialog shows it.
    }
  };
  return (
    <>
      <BusyButton
        variant="secondary"
        className="min-h-11"
        icon={icon}
        busy={busy}
        disabled={Boolean(disabledReason)}
        title={disabledReason ?? undefined}
        onClick={() => {
          onOpen();
          setOpen(true);
        }}
      >
        {label}
      </BusyButton>
      <Dialog open={open} onClose={close} title={title}>
        <div className="space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-200">{children}</p>
          {error && <Alert tone="error">{error}</Alert>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" className="min-h-11" disabled={busy} onClick={close}>
              {t('admin.cancel')}
            </Button>
            <BusyButton icon={icon} busy={busy} className="min-h-11" onClick={() => void confirm()}>
              {label}
            </BusyButton>
          </div>
        </div>
      </Dialog>
    </>
  );
}
