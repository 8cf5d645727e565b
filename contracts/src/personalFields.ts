/**
 * Which fields of an event hold personal data, and whose (DESIGN.md §4). A leaf: each module's
 * personal-data map uses it, and `personalData.ts` collects the maps.
 */
export interface PersonalFields {
  /** the data field holding the id of the person the data is about */
  readonly subject: string;
  readonly fields: readonly string[];
}
