/**
 * Maps a zod issue to a message key of the `Validation` namespace and its values, so the
 * server's envelope and the form on the page show the same translated text.
 */
import type { z } from 'zod';

export type IssueMessage = { key: string; values?: Record<string, string | number> };

/** A schema's own message is a bare key of the Validation namespace (e.g. `invalidPhone`); zod's defaults contain spaces. */
const CUSTOM_KEY = /^[a-zA-Z]+$/;

/** The message key for an issue; parse with `reportInput: true` so a missing value reads 'required'. */
export function issueMessage(issue: z.core.$ZodIssue): IssueMessage {
  // A parse-level error map sees the issue before any message is set: `undefined` must not pass for a key.
  if (typeof issue.message === 'string' && CUSTOM_KEY.test(issue.message)) return { key: issue.message };
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return { key: 'required' };
      if (issue.origin === 'string') return { key: 'tooShort', values: { min: Number(issue.minimum) } };
      if (issue.origin === 'array') return { key: 'required' };
      return { key: 'tooSmall', values: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'tooLong', values: { max: Number(issue.maximum) } };
      return { key: 'tooBig', values: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return {
        key: issue.format === 'email' ? 'invalidEmail' : issue.format === 'url' ? 'invalidUrl' : 'invalidFormat',
      };
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === null ? 'required' : 'invalidType' };
    case 'invalid_value':
      return { key: 'invalidChoice' };
    case 'unrecognized_keys':
      return { key: 'unknownField' };
    default:
      return { key: 'invalidFormat' };
  }
}
