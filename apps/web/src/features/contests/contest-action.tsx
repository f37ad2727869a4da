/**
 * Join (Running) / Register (Upcoming) for one contest; nothing once it ended (its page offers a virtual
 * run). A team contest registers one of the caller's teams, picked in a dialog. Guests are sent to /login with `returnTo` remembered. A registered user sees 'Registered' before
 * the start and, on the list, 'Enter' (the contest's page) while it runs.
 */
import type { ContestSummary } from '@codeconquer/contracts';
import { Check, LogIn } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { Button, buttonClasses } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { redirectStore } from '@/lib/storage';
import { useRegisterForContest } from './api/register-contest';
import { contestPath } from './contest-paths';
import { TeamRegisterDialog } from './team-register-dialog';

/** Each of these buttons is 44 px tall: a thumb's target on a phone. */
const TAP = 'min-h-11';

type Props = {
  /** `teamSize`: known on the contest's page (the list's cards do not say it). */
  contest: Pick<ContestSummary, 'id' | 'title' | 'status' | 'registered' | 'participation'> & {
    teamSize?: number;
  };
  /** Where a guest returns after signing in. */
  returnTo: string;
  /** Show 'Enter' (a link to the contest's page) to a registered user while the contest runs. */
  enterLink?: boolean;
};

export function ContestAction({ contest, returnTo, enterLink = false }: Props) {
  const { user } = useSession();
  const navigate = useNavigate();
  const register = useRegisterForContest();
  const [picking, setPicking] = useState(false);
  const t = useT();
  // The button pressed to register is replaced by 'Registered' (or 'Enter') once the contest answers:
  // focus moves there, or a keyboard user would be dropped at the top of the page.
  // Once: later renders (the contest's live updates) must not pull focus back.
  const focusNext = useRef(false);
  const takeFocus = (element: HTMLElement | null) => {
    if (!focusNext.current || !element) return;
    focusNext.current = false;
    element.focus();
  };
  if (contest.status === 'Ended') return null;
  const running = contest.status === 'Running';

  if (!user) {
    return (
      <Button
        className={TAP}
        onClick={() => {
          redirectStore.save(returnTo);
          navigate('/login');
        }}
      >
        {running ? t('contests.action.loginToJoin') : t('contests.action.loginToRegister')}
      </Button>
    );
  }
  if (contest.registered) {
    if (running && enterLink)
      return (
        <Link ref={takeFocus} to={contestPath(contest.id)} className={buttonClasses('primary', TAP)}>
          <LogIn size={16} aria-hidden="true" />
          {t('contests.action.enter')}
        </Link>
      );
    return (
      // aria-disabled, not disabled: it can hold the focus that the Register button had.
      <Button
        ref={takeFocus}
        variant="secondary"
        className={`${TAP} cursor-not-allowed opacity-70`}
        aria-disabled="true"
      >
        <Check size={16} aria-hidden="true" />
        {t('contests.registered')}
      </Button>
    );
  }
  const label = running ? t('contests.action.join') : t('contests.action.register');
  const done = () => {
    focusNext.current = true;
    toast.success(
      running
        ? t('contests.action.joined', { contest: contest.title })
        : t('contests.action.registeredFor', { contest: contest.title }),
    );
  };
  if (contest.participation === 'team')
    return (
      <>
        <Button className={TAP} onClick={() => setPicking(true)}>
          {label}
        </Button>
        <TeamRegisterDialog
          open={picking}
          onClose={() => setPicking(false)}
          contest={{ title: contest.title, teamSize: contest.teamSize }}
          busy={register.isPending}
          onRegister={async (teamId) => {
            await register.mutateAsync({ id: contest.id, teamId });
            done();
          }}
        />
      </>
    );
  const act = async () => {
    try {
      await register.mutateAsync({ id: contest.id });
      done();
    } catch (caught) {
      toast.error(errorMessage(caught, t('contests.action.registerFailed')));
    }
  };
  return (
    <BusyButton busy={register.isPending} className={TAP} onClick={() => void act()}>
      {label}
    </BusyButton>
  );
}
