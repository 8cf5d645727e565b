import { z } from 'zod';

export const AttemptStatus = z.enum(['available', 'in_progress', 'completed', 'max_attempts_reached']);
export const TimeStatus = z.enum(['upcoming', 'active', 'grace_period', 'expired']);
export const ActionAvailable = z.enum([
  'start',
  'start_makeup',
  'resume',
  'view_results',
  'scheduled',
  'expired',
]);

/** Result bands by percentage correct (spec 002 §9). */
export function resultBand(
  percentage: number,
): 'Excellent' | 'Very Good' | 'Good' | 'Satisfactory' | 'Needs Improvement' {
  if (percentage >= 90) {
    return 'Excellent';
  }
  if (percentage >= 80) {
    return 'Very Good';
  }
  if (percentage >= 70) {
    return 'Good';
  }
  return percentage >= 60 ? 'Satisfactory' : 'Needs Improvement';
}
