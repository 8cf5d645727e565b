/**
 * The exam form's pure rules (spec 002 §§3, 5, 9): what the form holds while it is being edited,
 * how its text inputs become numbers, what a question becomes when it is saved, and the checks
 * run before the exam is sent. No React, no network: everything here is unit-tested.
 * Each concern has its own file; this module gathers them for the screens.
 */
export * from './examFormModel';
export * from './examMessages';
export * from './examFormNumbers';
export * from './questionEditing';
export * from './passageEditing';
export * from './examFormChecks';
export * from './examSummary';
export * from './examFormMapping';
