/** How the admin form shows each field of the section's items. */
import type { FieldSpec } from '../shared/schema-parts';

export const scFields: FieldSpec[] = [{ name: 'value', kind: 'json' }];
