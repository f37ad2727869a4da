import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type AskVguyInput = { message: string; problemId?: string };

/** Asks the assistant; the problem on the page, if any, is its context (POST /vguy). */
export async function askVguy(body: AskVguyInput): Promise<string> {
  const response = await apiRequest<{ reply: string }>('/vguy', { method: 'POST', body });
  return response.reply;
}

export function useAskVguy() {
  return useMutation({ mutationFn: askVguy });
}
