import type { VguyBody, VguyResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Asks the assistant; the problem on the page, if any, is its context (POST /vguy). */
export async function askVguy(body: VguyBody): Promise<string> {
  const response = await apiRequest<VguyResponse>('/vguy', { method: 'POST', body });
  return response.reply;
}

export function useAskVguy() {
  return useMutation({ mutationFn: askVguy });
}
