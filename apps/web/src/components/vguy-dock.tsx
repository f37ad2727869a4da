/**
 * Where VGuy's button sits on a page with a top bar: a slot at the bar's right end (the app's top bar and
 * the landing page's), kept free for it, so the button is in the page's flow and never floats over a
 * control (a leaderboard's Next, a problem card on a phone). The widget itself stays mounted in the root
 * layout, so the talk survives moving between pages; it draws its button into the slot when a page has one.
 * It lives in components/ as both a feature (VGuy) and the top bars use it; it holds no chat code, so the
 * top bars import it for next to nothing.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';

type Dock = { slot: HTMLElement | null; setSlot: (slot: HTMLElement | null) => void };

const DockContext = createContext<Dock>({ slot: null, setSlot: () => undefined });

export function VGuyDockProvider({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return <DockContext.Provider value={{ slot, setSlot }}>{children}</DockContext.Provider>;
}

/** The slot a page's top bar keeps for VGuy's button (and its chat, which opens below it). */
export function VGuyDockSlot() {
  const { setSlot } = useContext(DockContext);
  return <div ref={setSlot} className="relative flex shrink-0" data-testid="vguy-dock" />;
}

/** The slot of the page shown, if it has one. */
export function useVGuyDock(): HTMLElement | null {
  return useContext(DockContext).slot;
}
