// « Somebody signed in here »: announced by the session (./session.tsx), heard by the features that act on it — the
// progress feature attaches what this browser did anonymously (wired in app/root.tsx). The session thus imports no
// other feature, and no feature imports its listeners.

/** Told the id of the user who signed in; the session's account is ready once every listener has finished. */
export type SignInListener = (userId: string) => Promise<void> | void;

const listeners = new Set<SignInListener>();

/** Listens to every sign-in on this page; returns the way to stop. */
export function onSignIn(listener: SignInListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener that `userId` signed in; settles when they all have done their part. */
export async function announceSignIn(userId: string): Promise<void> {
  await Promise.all([...listeners].map(async (listener) => listener(userId)));
}
