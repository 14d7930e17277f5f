import { AppError } from "../domain/errors";
import type { SessionUser } from "../domain/session-user";
import type { RouterContextProvider } from "react-router";
import { serverContext, type ServerContext } from "./router-context";

declare const body: unique symbol;
/** A JSON answer that carries the type of its body, for the browser's calls (app/api/client.ts `AnswerOf`). */
export type JsonAnswer<T> = Response & { readonly [body]: T };
export const json = <T>(data: T, init?: ResponseInit) => Response.json(data, init) as JsonAnswer<T>;

/**
 * The loader or action of a resource route under /api (app/routes/api/), handed the router's server context: an
 * AppError thrown on the way becomes its status and `{ error: { code, message } }` in French. An action names its
 * method: another one is a 404, as an unknown address is. Every /api answer that does not say how to cache it is
 * `no-store` (server/app.ts).
 */
export function apiRoute<
  Args extends { request: Request; context: Readonly<RouterContextProvider> },
  Answer extends Response,
>(handle: (args: Args, server: ServerContext) => Promise<Answer>, method?: "POST" | "DELETE") {
  return async (args: Args): Promise<Answer | Response> => {
    try {
      if (method && args.request.method !== method) throw unknownAddress();
      return await handle(args, args.context.get(serverContext));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return Response.json(error.toJSON(), error.responseInit);
    }
  };
}

export const unknownAddress = () => new AppError("not_found", "Adresse d’API inconnue.");

/** An unknown /api address, or a method its route does not take: the 404 of any other address, never the site's page. */
export const apiNotFound = apiRoute(async () => {
  throw unknownAddress();
});

/** The signed-in person of an API call, or 401: a call is not sent to the sign-in page as a page is. */
export function signedIn(context: ServerContext): SessionUser {
  if (!context.user) throw new AppError("unauthorized", "Connexion requise.");
  return context.user;
}
