/**
 * The classroom screen shows one stage at a time (setup, joining, live, ended, resume); the view
 * that had the focus goes when the stage changes (Start Session, End Session …), and the focus
 * would fall to the page's body. Each stage's heading carries these props, and the focus moves to
 * it (a screen reader reads where the tutor now is; the next Tab starts there).
 */
export const STAGE_HEADING_PROPS = { tabIndex: -1, 'data-stage-heading': '' } as const;

/** After a stage change: to the new stage's heading, unless the focus is still on something shown. */
export function focusNewStage(): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && active.isConnected) {
    return;
  }
  document.querySelector<HTMLElement>('[data-stage-heading]')?.focus();
}
