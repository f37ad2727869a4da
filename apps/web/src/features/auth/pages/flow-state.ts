/**
 * What one auth screen hands the next: the e-mail (by navigation state or query), and the secret tokens
 * only by navigation state (it survives a reload of the tab, and never lands in a URL or a log): a
 * sign-up's registration token, a password reset's reset token.
 */
export type FlowState = {
  email: string | null;
  forPasswordReset: boolean;
  resetToken: string | null;
  registrationToken: string | null;
};

function field(state: unknown, key: string): unknown {
  return typeof state === 'object' && state !== null && key in state
    ? (state as Record<string, unknown>)[key]
    : undefined;
}

export function readFlowState(state: unknown, query: URLSearchParams): FlowState {
  const stateEmail = field(state, 'email');
  const email = typeof stateEmail === 'string' && stateEmail ? stateEmail : query.get('email');
  const flag = field(state, 'forPasswordReset') === true || query.get('forPasswordReset') === 'true';
  const resetToken = field(state, 'resetToken');
  const registrationToken = field(state, 'registrationToken');
  return {
    email: email || null,
    forPasswordReset: flag,
    resetToken: typeof resetToken === 'string' ? resetToken : null,
    registrationToken: typeof registrationToken === 'string' ? registrationToken : null,
  };
}
