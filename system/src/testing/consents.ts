/**
 * The consent form's set-up, without the rest of the test harness: the benches load it in worker
 * threads too, where starting the system's modules would only cost time.
 */

/** Anything that sends the API a request as a signed-in person (the tests' and benches' clients). */
export interface RequestClient {
  request(method: string, url: string, body?: unknown): Promise<{ status: number; body: unknown }>;
}

/** The consent form's first set-up: privacy policy, terms and essential cookies. */
export async function giveEssentialConsents(client: RequestClient): Promise<void> {
  for (const consentType of ['privacy_policy', 'terms_of_service', 'cookies_essential']) {
    const answer = await client.request('POST', '/api/compliance/consent', {
      consentType,
      consentGiven: true,
      source: 'consent_form',
    });
    if (answer.status !== 200) {
      throw new Error(`consent ${consentType}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }
}
