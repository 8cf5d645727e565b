import type { RestrictableData } from '../compliance/rights';

/**
 * A person's restrictions of processing (Art. 18) after they restrict or lift some: sorted,
 * each once. The privacy decider and the privacy read model both keep them by this rule.
 */
export function restrictionsAfter(
  current: readonly RestrictableData[],
  change: {
    type: 'ProcessingRestricted' | 'ProcessingRestrictionLifted';
    data: { dataTypes: readonly RestrictableData[] };
  },
): RestrictableData[] {
  const { dataTypes } = change.data;
  return change.type === 'ProcessingRestricted'
    ? [...new Set([...current, ...dataTypes])].sort()
    : current.filter((type) => !dataTypes.includes(type));
}
