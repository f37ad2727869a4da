/**
 * /profile/{username}: anyone signed in may view; the owner edits bio, socials, affiliation, photo,
 * password, theme.
 * Under the header, the user's statistics (stats/): the rating over contests, a year of activity, problems
 * solved and languages. Their request leaves with the profile's, not after it.
 */
import type { User } from '@codeconquer/contracts';
import {
  AtSign,
  Briefcase,
  CalendarDays,
  Camera,
  GitBranch,
  Globe,
  GraduationCap,
  Mail,
  Pencil,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { AffiliationFull } from '@/components/affiliation/affiliation-text';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { LanguageSelect } from '@/i18n/language-select';
import { useLocale, useT } from '@/i18n/use-t';
import { useDrawnData } from '@/lib/use-drawn-data';
import { useSession } from '@/lib/session/use-session';
import { useProfile } from './api/get-profile';
import { useProfileStats } from '@/api/profile-stats';
import { ProfileStatsCards } from './stats/profile-stats';
import { ThemePreference } from './theme-preference';
import { NotificationSettingsSection } from './notification-settings';

// The owner's forms are fetched when first opened: most visits only read the profile, and the forms bring
// the contracts' schemas (zod) and the affiliation fields with them.
const EditProfileForm = lazy(() =>
  import('./edit-profile-form').then((module) => ({ default: module.EditProfileForm })),
);
const PhotoDialog = lazy(() => import('./photo-dialog').then((module) => ({ default: module.PhotoDialog })));
const ChangePasswordDialog = lazy(() =>
  import('./change-password-dialog').then((module) => ({ default: module.ChangePasswordDialog })),
);

export function ProfilePage() {
  const { username = '' } = useParams();
  const session = useSession();
  const t = useT();
  const { locale } = useLocale();
  const profile = useDrawnData(useProfile(username));
  const stats = useProfileStats(username);
  const [editing, setEditing] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  // A dialog stays mounted once opened, so that closing it can hand focus back to its button.
  const [photoUsed, setPhotoUsed] = useState(false);
  const [passwordUsed, setPasswordUsed] = useState(false);
  if (photoOpen && !photoUsed) setPhotoUsed(true);
  if (passwordOpen && !passwordUsed) setPasswordUsed(true);

  if (profile.waiting) return <FullPageSpinner />;
  if (!profile.data) {
    return (
      <EmptyState
        title={t('profile.notFound')}
        link={{ to: '/dashboard', label: t('profile.backToDashboard') }}
      />
    );
  }

  const user = profile.data;
  const isOwner = session.user?.username === user.username;
  const onSaved = (updated: User) => {
    if (isOwner) session.setUser(updated);
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Card className="p-6">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <div className="relative self-center">
            <Avatar name={user.name} photoUrl={user.profilePhotoUrl} className="h-28 w-28 text-4xl" />
            {isOwner && (
              <button
                type="button"
                onClick={() => setPhotoOpen(true)}
                aria-label={t('profile.changePhoto')}
                className="absolute right-0 bottom-0 flex h-11 w-11 items-center justify-center rounded-full bg-indigo-600 text-white shadow hover:bg-indigo-500"
              >
                <Camera size={16} />
              </button>
            )}
          </div>
          <div className="flex-1 space-y-1">
            <h1 className="text-2xl font-bold">{user.name}</h1>
            <p className="text-slate-500 dark:text-slate-400">@{user.username}</p>
            {user.affiliation && (
              <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
                <GraduationCap size={14} aria-hidden="true" />
                <span className="sr-only">{t('profile.affiliationPrefix')}</span>
                <AffiliationFull affiliation={user.affiliation} />
              </p>
            )}
            <p className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
              <CalendarDays size={14} />{' '}
              {t('profile.joined', {
                date: new Date(user.joinedAt).toLocaleDateString(locale, { dateStyle: 'long' }),
              })}
            </p>
            {user.email && (
              <p className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
                <Mail size={14} /> {user.email}
              </p>
            )}
          </div>
          {isOwner && !editing && (
            <div className="flex flex-col gap-2">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <Pencil size={16} /> {t('profile.editProfile')}
              </Button>
              <Button variant="secondary" onClick={() => setPasswordOpen(true)}>
                {t('profile.password.title')}
              </Button>
            </div>
          )}
        </div>
      </Card>

      <ProfileStatsCards query={stats} />

      <div className="grid gap-6 md:grid-cols-3">
        <Card className="p-6 md:col-span-2">
          {editing ? (
            <Suspense fallback={<Spinner />}>
              <EditProfileForm user={user} onDone={() => setEditing(false)} onSaved={onSaved} />
            </Suspense>
          ) : (
            <ProfileAbout user={user} />
          )}
        </Card>
        <Card className="space-y-3 p-6">
          <h2 className="font-semibold">{t('profile.statsCard.title')}</h2>
          <Stat label={t('profile.statsCard.rating')} value={user.rating} />
          <Stat label={t('profile.statsCard.easy')} value={user.solvedProblems.easy} />
          <Stat label={t('profile.statsCard.medium')} value={user.solvedProblems.medium} />
          <Stat label={t('profile.statsCard.hard')} value={user.solvedProblems.hard} />
          {isOwner && <Stat label={t('profile.statsCard.tokens')} value={user.tokens ?? 0} />}
        </Card>
      </div>

      {isOwner && (
        <Card className="space-y-3 p-6">
          <h2 className="font-semibold">{t('profile.theme.title')}</h2>
          <ThemePreference user={user} onSaved={onSaved} />
        </Card>
      )}

      {isOwner && (
        <Card className="space-y-3 p-6">
          <h2 className="font-semibold">{t('common.language')}</h2>
          <LanguageSelect className="w-fit" />
        </Card>
      )}

      {isOwner && (
        <Card className="space-y-3 p-6">
          <h2 className="font-semibold">{t('profile.notifications.title')}</h2>
          <NotificationSettingsSection />
        </Card>
      )}

      {isOwner && (
        <Suspense fallback={null}>
          {photoUsed && (
            <PhotoDialog user={user} open={photoOpen} onClose={() => setPhotoOpen(false)} onSaved={onSaved} />
          )}
          {passwordUsed && (
            <ChangePasswordDialog
              userId={user.id}
              open={passwordOpen}
              onClose={() => setPasswordOpen(false)}
            />
          )}
        </Suspense>
      )}
    </div>
  );
}

function ProfileAbout({ user }: { user: User }) {
  const t = useT();
  const links = [
    { href: user.github, label: t('profile.social.github'), icon: GitBranch },
    { href: user.linkedin, label: t('profile.social.linkedin'), icon: Briefcase },
    { href: user.twitter, label: t('profile.social.twitter'), icon: AtSign },
    { href: user.website, label: t('profile.social.website'), icon: Globe },
  ].filter((link) => link.href);
  return (
    <div className="space-y-4">
      <h2 className="font-semibold">{t('profile.about.title')}</h2>
      <p className="whitespace-pre-wrap text-slate-700 dark:text-slate-300" data-testid="profile-bio">
        {user.bio || t('profile.about.noBio')}
      </p>
      {links.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {links.map(({ href, label, icon: Icon }) => (
            <a
              key={label}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', 'px-3 py-1.5')}
            >
              <Icon size={16} /> {label}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex justify-between text-sm">
      <span className="text-slate-500 dark:text-slate-400">{label}</span>
      <span className="font-semibold">{value}</span>
    </div>
  );
}
