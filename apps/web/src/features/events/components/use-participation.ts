import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { EVENT_MESSAGES, PATHS, type TEvent } from '@action-plus/contract';
import { useToast } from '#components/ui';
import { ApiError, getErrorMessage } from '#lib/api-client';
import { useAuth } from '#lib/auth';
import { useJoinEvent } from '../api/join-event';
import { useJoinWaitingList } from '../api/join-waiting-list';
import { useLeaveEvent } from '../api/leave-event';
import { useLeaveWaitingList } from '../api/leave-waiting-list';
import { preloadEventAnswerSchemas } from '../api/load-event-schemas';
import { EVENT_PAGE_MESSAGES, EVENT_PAGE_SETTINGS, WAITING_LIST_PAGE_MESSAGES } from '../messages';

type Fallbacks = { join: string; leave: string; operation: string };

const LIST_FALLBACKS: Fallbacks = {
  join: EVENT_PAGE_MESSAGES.joinFailed,
  leave: EVENT_PAGE_MESSAGES.leaveFailed,
  operation: EVENT_PAGE_MESSAGES.operationFailed,
};

/**
 * Joining and leaving with the spec's feedback: a 3 s toast for success and failure, and for a
 * visitor (or an expired session) the login prompt, then /login after 2 s, coming back to `returnTo`.
 */
export function useParticipation({
  returnTo,
  fallbacks = LIST_FALLBACKS,
  isWaitingListToldInPage = false,
}: {
  returnTo: string;
  fallbacks?: Fallbacks;
  /** The page says where the member stands in line itself (the event's page): no toast over that sentence. */
  isWaitingListToldInPage?: boolean;
}) {
  const { user } = useAuth();
  const userId = user?.id ?? 0;
  const join = useJoinEvent(userId);
  const leave = useLeaveEvent(userId);
  const joinLine = useJoinWaitingList();
  const leaveLine = useLeaveWaitingList();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  // A member may join or leave: the answers' schemas load now rather than on the first click.
  useEffect(() => {
    if (userId) preloadEventAnswerSchemas();
  }, [userId]);

  function sendToLogin() {
    showToast(EVENT_PAGE_MESSAGES.loginToRegisterPrompt, { tone: 'info', durationMs: EVENT_PAGE_SETTINGS.LOGIN_REDIRECT_MS });
    clearTimeout(redirectTimer.current);
    redirectTimer.current = setTimeout(
      () => navigate(PATHS.login, { state: { from: returnTo, message: EVENT_PAGE_MESSAGES.loginToRegisterPrompt, messageTone: 'info' } }),
      EVENT_PAGE_SETTINGS.LOGIN_REDIRECT_MS,
    );
  }

  async function toggleParticipation(event: TEvent, isRegistered: boolean) {
    if (!user) {
      sendToLogin();
      return;
    }
    try {
      if (isRegistered) {
        await leave.mutateAsync(event);
        showToast(EVENT_MESSAGES.leaveSuccess, { tone: 'success', durationMs: EVENT_PAGE_SETTINGS.TOAST_MS });
      } else {
        await join.mutateAsync(event);
        showToast(EVENT_MESSAGES.joinSuccess, { tone: 'success', durationMs: EVENT_PAGE_SETTINGS.TOAST_MS });
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        sendToLogin();
        return;
      }
      // Spec §8: a refusal without detail names the action; no answer at all is « Erreur lors de l'opération ».
      const fallback = error instanceof ApiError && !error.isNetworkError ? (isRegistered ? fallbacks.leave : fallbacks.join) : fallbacks.operation;
      showToast(getErrorMessage(error, fallback), { tone: 'error', durationMs: EVENT_PAGE_SETTINGS.TOAST_MS });
    }
  }

  /** A full event's waiting list: joined, or left when the member is in line; the toast is the server's message. */
  async function toggleWaitingList(event: TEvent) {
    if (!user) {
      sendToLogin();
      return;
    }
    const isWaiting = typeof event.waitingListPosition === 'number';
    try {
      const response = isWaiting ? await leaveLine.mutateAsync(event) : await joinLine.mutateAsync(event);
      if (!isWaitingListToldInPage) showToast(response.message, { tone: 'success', durationMs: EVENT_PAGE_SETTINGS.TOAST_MS });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        sendToLogin();
        return;
      }
      const fallback = isWaiting ? WAITING_LIST_PAGE_MESSAGES.leaveFailed : WAITING_LIST_PAGE_MESSAGES.joinFailed;
      showToast(getErrorMessage(error, fallback), { tone: 'error', durationMs: EVENT_PAGE_SETTINGS.TOAST_MS });
    }
  }

  const mutations = [join, leave, joinLine, leaveLine];
  const pendingEventId = mutations.find((mutation) => mutation.isPending)?.variables?.id;
  return { toggleParticipation, toggleWaitingList, pendingEventId, isPending: mutations.some((mutation) => mutation.isPending) };
}
