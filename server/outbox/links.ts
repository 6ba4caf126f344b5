/*
 * Every email carries the link to the page where its reader acts: the client's order page, the
 * professional's job (the offer's page, /jobs/), the back office's record, an invitee's page
 * to join the staff, or a page of the site. One builder per kind of page, so a page that moves is changed here once.
 */

const origin = (siteUrl: string) => siteUrl.replace(/\/$/, '');

/** `/orders/?token=…`: the client's private link to the order (a capability: redacted once sent). */
export function orderLink(siteUrl: string, token: string): string {
  return `${origin(siteUrl)}/orders/?token=${encodeURIComponent(token)}`;
}

/** What an email to a client may link under one private token: their order page, and its invoice once there is one. */
export interface OrderLinks {
  order: string;
  invoice: string;
}

/**
 * `/api/v1.1/orders/<token>/invoice`: the order's invoice as a PDF, under the same private token as
 * the link to the order page beside it (redacted once sent, as that one is). The API answers on the
 * site's origin, as `npm start` and a CDN in front of it serve them (docs/DEPLOY.md, 2a).
 */
export function invoiceLink(siteUrl: string, token: string): string {
  return `${origin(siteUrl)}/api/v1.1/orders/${encodeURIComponent(token)}/invoice`;
}

/** `/jobs/?offer=…`: the professional's offer and, once accepted, the job, on a page of its own (a capability too). */
export function jobLink(siteUrl: string, token: string): string {
  return `${origin(siteUrl)}/jobs/?offer=${encodeURIComponent(token)}`;
}

/** `/staff/invitation/?token=…`: an invitee's page to choose a password and become staff (a capability: redacted once sent). */
export function staffInvitationLink(siteUrl: string, token: string): string {
  return `${origin(siteUrl)}/staff/invitation/?token=${encodeURIComponent(token)}`;
}

/** A page of the public site, such as `/pro/translator/` or `/support/`. */
export function siteLink(siteUrl: string, path: `/${string}/`): string {
  return `${origin(siteUrl)}${path}`;
}

/** Where staff act on a record in the back office (`/staff/`); signing in is asked there. */
export const staffLinks = {
  order: (siteUrl: string, orderId: string) => `${origin(siteUrl)}/staff/orders/?id=${encodeURIComponent(orderId)}`,
  project: (siteUrl: string, projectId: string) => `${origin(siteUrl)}/staff/projects/?id=${encodeURIComponent(projectId)}`,
  application: (siteUrl: string, applicationId: string) => `${origin(siteUrl)}/staff/inbox/?kind=applications&id=${encodeURIComponent(applicationId)}`,
  /** An inbox tab searched for one reference (contact messages, partnership inquiries have no page of their own). */
  submission: (siteUrl: string, kind: 'contact-messages' | 'partnership-inquiries', reference: string) =>
    `${origin(siteUrl)}/staff/inbox/?kind=${kind}&q=${encodeURIComponent(reference)}`,
};
