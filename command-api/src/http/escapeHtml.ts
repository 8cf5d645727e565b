/** For values interpolated into server-written HTML (e-mails, the parent's consent page). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
