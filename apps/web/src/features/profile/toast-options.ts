/** Profile toasts stay 4 s (SPEC §9). */
export const PROFILE_TOAST = { duration: 4000 } as const;
