// sponsorship (issue 16): the account's sponsorships page and the page a sponsor's link opens.
export { SponsorshipsPage } from './SponsorshipsPage.tsx';
export { SponsorshipLinkPage } from './SponsorshipLinkPage.tsx';
export { sponsorshipMessages } from './messages.ts';
export { sponsorshipCodeQuery, sponsorshipKeys, sponsorshipQuery } from './queries.ts';
