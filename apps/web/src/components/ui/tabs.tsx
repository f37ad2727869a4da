/**
 * Accessible tabs (WAI-ARIA tab pattern): arrow keys move between tabs, one panel is shown. `TabView` is the
 * whole widget (bar + panels) that every tabbed panel of the app uses; `Tabs` and `TabPanel` are its parts.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type TabItem<K extends string> = { key: K; label: ReactNode };

type TabsProps<K extends string> = {
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
  className?: string;
  /** Extra content at the end of the tab bar (e.g. a collapse button). */
  trailing?: ReactNode;
};

export function useTabIds(): (key: string) => { tab: string; panel: string } {
  const base = useId();
  return (key) => ({ tab: `${base}-tab-${key}`, panel: `${base}-panel-${key}` });
}

export function Tabs<K extends string>({
  tabs,
  active,
  onChange,
  label,
  className,
  trailing,
  ids,
}: TabsProps<K> & { ids: ReturnType<typeof useTabIds> }) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || index === -1) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.key);
    refs.current.get(next.key)?.focus();
  };
  return (
    <div className={cn('flex items-center border-b border-slate-200 dark:border-slate-700', className)}>
      <div
        role="tablist"
        aria-label={label}
        className="flex min-w-0 flex-1 gap-1 overflow-x-auto"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) refs.current.set(tab.key, element);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={ids(tab.key).tab}
              aria-selected={selected}
              aria-controls={ids(tab.key).panel}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              className={cn(
                '-mb-px flex min-h-11 items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                selected
                  ? 'border-indigo-600 text-indigo-600 dark:border-indigo-400 dark:text-indigo-400'
                  : 'border-transparent text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-200',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {trailing}
    </div>
  );
}

export function TabPanel({
  id,
  ids,
  className,
  hidden,
  children,
}: {
  id: string;
  ids: ReturnType<typeof useTabIds>;
  className?: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={ids(id).panel}
      aria-labelledby={ids(id).tab}
      tabIndex={0}
      hidden={hidden}
      className={className}
    >
      {children}
    </div>
  );
}

type TabViewProps<K extends string> = TabsProps<K> & {
  /** Each tab's panel (elements are cheap: a panel renders only while it is mounted). */
  panels: Record<K, ReactNode>;
  /** Classes of the tab bar. */
  barClassName?: string;
  /** Classes of each panel; every panel scrolls on its own. */
  panelClassName?: string;
  /** Keep every panel mounted (hidden when not chosen), so typed input and scroll positions survive a switch. */
  keepMounted?: boolean;
  /** Hide the panels and leave only the bar (a collapsed bottom panel). */
  collapsed?: boolean;
};

export function TabView<K extends string>({
  panels,
  barClassName,
  panelClassName,
  keepMounted = false,
  collapsed = false,
  className,
  ...bar
}: TabViewProps<K>) {
  const ids = useTabIds();
  const mounted = keepMounted ? bar.tabs.map((tab) => tab.key) : [bar.active];
  return (
    <div className={cn('flex flex-col', className)}>
      <Tabs {...bar} ids={ids} className={barClassName} />
      <div className="min-h-0 flex-1" hidden={collapsed}>
        {mounted.map((key) => (
          <TabPanel
            key={key}
            id={key}
            ids={ids}
            hidden={key !== bar.active}
            className={cn('h-full overflow-auto', panelClassName)}
          >
            {panels[key]}
          </TabPanel>
        ))}
      </div>
    </div>
  );
}
