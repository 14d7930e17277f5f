import { randomBytes } from "node:crypto";

/**
 * The policy for HTML documents. Styles may be inline (toasts and React set style attributes); scripts may not: only
 * 'self' and `scriptSources`, a nonce for rendered pages, hashes for prerendered ones.
 */
export function documentCsp(scriptSources: string[], https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    // The offline service worker (/sw.js); said outright rather than left to fall back on script-src.
    "worker-src 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The service worker's own policy, which the browser takes from the worker script's answer: it may fetch this site
 * (to keep pages and build files) and nothing else.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'";

/**
 * Answers that are not pages but may still be opened as a document (API answers, error texts, SVG and XML files) get
 * a policy that allows nothing; the files pages load as subresources get none (decision 048).
 */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The headers every answer carries, the files pages load (scripts, stylesheets, fonts, images) included: each acts on
 * a subresource. nosniff makes scripts and stylesheets load only with their own type; CORP keeps other sites from
 * loading our files; a stylesheet's own requests (its fonts) follow its Referrer-Policy; HSTS is obeyed on any answer
 * (docs/decisions/048-document-only-headers.md).
 */
export function subresourceHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/**
 * Headers a browser obeys only on a document (a page in a tab or a frame), besides its Content-Security-Policy: sent
 * with pages, error pages, API answers and the build's files that open as documents (SVG, XML), left off the files
 * pages load as subresources, where they cost about 0.25 KB each and do nothing (decision 048).
 */
export const DOCUMENT_ONLY_HEADERS: Readonly<Record<string, string>> = {
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

export function createNonce(): string {
  return randomBytes(18).toString("base64");
}

/** Bodies larger than this are refused with 413 before they are read, on every door (pages, resource routes, /api). */
export const BODY_LIMIT_BYTES = 64 * 1024;
export const BODY_TOO_LARGE_MESSAGE = `Le corps de la requête dépasse la taille maximale (${BODY_LIMIT_BYTES / 1024} Ko).`;
