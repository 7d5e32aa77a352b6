/** What the tracker's phone form answers (shared by its server action and the form in the browser). */
import type { RequestStatus } from './states';

/**
 * The phone as typed, then the request's status, or the message saying why not, or the phone
 * field's error: keys of the RequestTracking and Validation messages, translated where shown.
 */
export type TrackState = {
  phone: string;
  status?: RequestStatus;
  message?: 'notFound' | 'tooMany';
  phoneError?: 'required' | 'invalidPhone';
};

/** The tracker's server action, handed to the form by the page. */
export type TrackAction = (previous: TrackState, form: FormData) => Promise<TrackState>;
