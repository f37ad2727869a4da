/** Profile toasts stay 4 s. */
export const PROFILE_TOAST = { duration: 4000 } as const;
