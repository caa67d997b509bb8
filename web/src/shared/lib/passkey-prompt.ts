import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { RouteAnswer, RouteBody } from '#shared/contract/route-types.ts';

/*
 * The browser's passkey prompt, through @simplewebauthn/browser v14 loaded with import() on first
 * use: only the account settings' passkey section and the login page's passkey button call these,
 * so the library is in no page's first-load JavaScript (test/web/first-load.test.ts).
 */

const loadWebAuthn = () => import('@simplewebauthn/browser');

const PASSKEY_UNSUPPORTED =
  'This browser does not support passkeys. Use a current browser, or sign in with your password.';
const PASSKEY_CANCELLED =
  'The passkey prompt was closed or timed out before a passkey was chosen. Nothing was changed: try again when you are ready.';
const PASSKEY_ALREADY_REGISTERED = 'This device already holds a passkey for your account.';
const PASSKEY_PROMPT_FAILED = 'The passkey prompt failed. Please try again.';

/** A prompt that ended without a passkey: cancelled, unsupported or failed, with a sentence for the user. */
class PasskeyPromptError extends Error {
  override name = 'PasskeyPromptError';
}

/** The sentence for a failed prompt: the user cancelling (NotAllowedError), a repeat registration, or else. */
function promptFailure(error: unknown): PasskeyPromptError {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: string } | undefined)?.code;
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return new PasskeyPromptError(PASSKEY_CANCELLED, { cause: error });
  }
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return new PasskeyPromptError(PASSKEY_ALREADY_REGISTERED, { cause: error });
  }
  console.warn('Passkey prompt failed.', error);
  return new PasskeyPromptError(PASSKEY_PROMPT_FAILED, { cause: error });
}

/** Runs one prompt of the library, in a browser that supports passkeys; its failure becomes a PasskeyPromptError. */
async function prompt<Answer>(ask: (library: Awaited<ReturnType<typeof loadWebAuthn>>) => Promise<Answer>) {
  const library = await loadWebAuthn();
  if (!library.browserSupportsWebAuthn()) throw new PasskeyPromptError(PASSKEY_UNSUPPORTED);
  try {
    return await ask(library);
  } catch (error) {
    throw promptFailure(error);
  }
}

type CreationOptions = RouteAnswer<'POST /auth/passkeys/register-options'>;
type RequestOptions = RouteAnswer<'POST /auth/passkeys/login-options'>;
type Attestation = RouteBody<'POST /auth/passkeys/register'>['response'];
type Assertion = RouteBody<'POST /auth/passkeys/login'>['response'];

/**
 * The contract keeps the options' inner values open (`hints`, `userVerification` are any text, so a
 * later library version's values pass); the server sends what `@simplewebauthn/server` generated for
 * this library, so the library's own narrower type is taken for them here.
 */
const creationOptions = (options: CreationOptions) => options as PublicKeyCredentialCreationOptionsJSON;
const requestOptions = (options: RequestOptions) => options as PublicKeyCredentialRequestOptionsJSON;

/** The browser's credential as the contract's body holds it: its inner objects as plain records. */
const attestationOf = (credential: RegistrationResponseJSON): Attestation => ({
  ...credential,
  response: { ...credential.response },
  clientExtensionResults: { ...credential.clientExtensionResults },
});
const assertionOf = (credential: AuthenticationResponseJSON): Assertion => ({
  ...credential,
  response: { ...credential.response },
  clientExtensionResults: { ...credential.clientExtensionResults },
});

/** Asks the browser to create a passkey for the options of `POST /auth/passkeys/register-options`. */
export function promptPasskeyCreation(options: CreationOptions): Promise<Attestation> {
  return prompt(async (library) =>
    attestationOf(await library.startRegistration({ optionsJSON: creationOptions(options) })),
  );
}

/** Asks the browser for any passkey of this site, for the options of `POST /auth/passkeys/login-options`. */
export function promptPasskeyAssertion(options: RequestOptions): Promise<Assertion> {
  return prompt(async (library) =>
    assertionOf(await library.startAuthentication({ optionsJSON: requestOptions(options) })),
  );
}
