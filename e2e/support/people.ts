import { uniqueEmail, type Person } from './api';

/**
 * A person of a journey named the way the suites name them: `person('Ruth', 'Adeyemi', 'tutor')`
 * is ruth.tutor.<run>-<n>@e2e.example with the password `Ruth-tutor-2026`.
 */
export function person(firstName: string, lastName: string, role: string): Person {
  return {
    firstName,
    lastName,
    email: uniqueEmail(`${firstName.toLowerCase()}.${role}`),
    password: `${firstName}-${role}-2026`,
  };
}

/** "First Last", as the screens write a person's name. */
export function fullName(who: Pick<Person, 'firstName' | 'lastName'>): string {
  return `${who.firstName} ${who.lastName}`;
}
