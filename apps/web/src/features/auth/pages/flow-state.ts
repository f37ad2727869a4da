/** The e-mail (and reset token) that one auth screen hands the next, by navigation state or query. */
export type FlowState = { email: string | null; forPasswordReset: boolean; resetToken: string | null };

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
  return {
    email: email || null,
    forPasswordReset: flag,
    resetToken: typeof resetToken === 'string' ? resetToken : null,
  };
}
