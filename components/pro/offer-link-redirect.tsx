'use client';

import { useEffect } from 'react';

/**
 * Offer emails sent before offers had a page of their own link to the role's guide
 * (`/pro/{userType}/?offer=<token>`): such a link goes on to the offer's page, `/jobs/`, in place
 * of the guide in the history. The guide without `?offer=` renders as it is.
 */
export function OfferLinkRedirect() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const offer = params.get('offer');
    if (offer !== null) window.location.replace(`/jobs/?${new URLSearchParams({ offer }).toString()}`);
  }, []);
  return null;
}
