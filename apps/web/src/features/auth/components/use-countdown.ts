import { useEffect, useState } from 'react';

/** Seconds left of a countdown that can be restarted (the OTP resend cooldown). */
export function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);

  const restart = (seconds: number) => {
    setNow(Date.now());
    setDeadline(Date.now() + seconds * 1000);
  };
  return { secondsLeft, restart };
}
