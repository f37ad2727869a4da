/**
 * The calls on a thread's posts (reply, edit, delete, vote, report) and the admins' Hide/Restore and
 * Lock/Unlock shown on the thread page. Each change reads the thread again (its posts, counts and marks
 * may all have moved) and the problem's list pages, whose reply counts and scores follow.
 */
import type {
  CreatePostBody,
  EditPostBody,
  PostResponse,
  ReportBody,
  VoteBody,
  VoteResponse,
} from '@codeconquer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { discussionKeys } from './discussion-keys';

type Message = { message: string };
const post = (postId: string) => `/discussions/posts/${encodeURIComponent(postId)}`;

export function createPost(threadId: string, body: CreatePostBody): Promise<PostResponse> {
  return apiRequest<PostResponse>(`/discussions/${encodeURIComponent(threadId)}/posts`, {
    method: 'POST',
    body,
    fallbackError: 'Failed to post the reply',
  });
}

export function editPost(postId: string, body: EditPostBody): Promise<PostResponse> {
  return apiRequest<PostResponse>(post(postId), { method: 'PATCH', body, fallbackError: 'Failed to save' });
}

export function deletePost(postId: string): Promise<Message> {
  return apiRequest<Message>(post(postId), { method: 'DELETE', fallbackError: 'Failed to delete' });
}

export function votePost(postId: string, body: VoteBody): Promise<VoteResponse> {
  return apiRequest<VoteResponse>(`${post(postId)}/vote`, {
    method: 'PUT',
    body,
    fallbackError: 'Failed to vote',
  });
}

export function reportPost(postId: string, body: ReportBody): Promise<Message> {
  return apiRequest<Message>(`${post(postId)}/report`, {
    method: 'POST',
    body,
    fallbackError: 'Failed to report the post',
  });
}

export function setPostHidden(postId: string, hidden: boolean): Promise<Message> {
  return apiRequest<Message>(`/admin/discussions/posts/${encodeURIComponent(postId)}/hidden`, {
    method: 'PUT',
    body: { hidden },
    fallbackError: 'Failed to change the post',
  });
}

export function setThreadLocked(threadId: string, locked: boolean): Promise<Message> {
  return apiRequest<Message>(`/admin/discussions/threads/${encodeURIComponent(threadId)}/locked`, {
    method: 'PUT',
    body: { locked },
    fallbackError: 'Failed to change the thread',
  });
}

/** A mutation on the thread that reads it and the problem's list pages again once it is done. */
export function useThreadMutation<I, O>(threadId: string, problemId: string, call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: discussionKeys.thread(threadId) }),
        queryClient.invalidateQueries({ queryKey: discussionKeys.lists(problemId) }),
      ]),
  });
}
