/**
 * The request page's next steps: each moves the work state and, where it says so, the visitor's
 * tracker state with it, so staff make one choice and save once. Client-safe.
 */
import type { WorkStatus } from '@/lib/staff/inbox/sections';
import type { StaffStatus, TrackStatus } from './states';

/** Every next step, in the order a request usually takes them. */
export const PROGRESS_ACTIONS = ['take', 'engineer', 'connected', 'closed', 'done', 'reopen'] as const;
export type ProgressAction = (typeof PROGRESS_ACTIONS)[number];

/** What a step changes: the work state always, the tracker's state for the steps a visitor sees. */
export const ACTION_EFFECT: Record<ProgressAction, { work: WorkStatus; tracker?: StaffStatus }> = {
  take: { work: 'in_progress' },
  engineer: { work: 'in_progress', tracker: 'engineer_assigned' },
  connected: { work: 'done', tracker: 'connected' },
  closed: { work: 'done', tracker: 'closed' },
  done: { work: 'done' },
  reopen: { work: 'new' },
};

/** The steps worth offering now: none that would change nothing; tracker steps only when staff set the tracker. */
export function offeredActions(work: WorkStatus, trackerEditable: boolean): ProgressAction[] {
  return PROGRESS_ACTIONS.filter((action) => {
    const effect = ACTION_EFFECT[action];
    if (effect.tracker) return trackerEditable;
    return effect.work !== work;
  });
}

/** The step a request most likely takes next, chosen in the form when it opens. */
export function suggestedAction(work: WorkStatus, tracker: TrackStatus, trackerEditable: boolean): ProgressAction {
  const finished = tracker === 'connected' || tracker === 'closed';
  if (finished || !trackerEditable) return work === 'new' ? 'take' : work === 'done' ? 'reopen' : 'done';
  if (tracker === 'engineer_assigned') return 'connected';
  return work === 'new' ? 'take' : 'engineer';
}
