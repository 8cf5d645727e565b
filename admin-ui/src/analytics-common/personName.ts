/** "Amara Lewis", else the e-mail when the answer carries one, else ''. */
export function personName(person: { firstName: string; lastName: string; email?: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || (person.email ?? '');
}
