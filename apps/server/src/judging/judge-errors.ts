/** The judge's infrastructure failures as API errors: never the user's fault, never a 500. */
import { AppError } from '../lib/app-error';
import { JudgeTimeoutError, JudgeUnavailableError } from './judge-service';

export async function asApiErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof JudgeTimeoutError) throw new AppError('JUDGE_TIMEOUT');
    if (error instanceof JudgeUnavailableError) throw new AppError('JUDGE_UNAVAILABLE');
    throw error;
  }
}
