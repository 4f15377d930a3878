// Stories only: marketing as a page shows it, without the rest of the page's frame (the header's banner band,
// what MarketingRoot renders, the footer's consent link) around a stand-in for the page's content.
import { Heading, Stack, Text } from '@gamelle/design-system';
import { ConsentSettingsButton } from './ConsentSettingsButton.tsx';
import { MarketingRoot } from './MarketingRoot.tsx';
import { TopBanner } from './TopBanner.tsx';

export function MarketingScreen() {
  return (
    <>
      <header>
        <TopBanner />
      </header>
      <main id="main" className="page">
        <Stack space="medium">
          <Heading level={1}>Gamelle</Heading>
          <Text>Croquettes et pâtées fabriquées en France · Brokken en natvoer gemaakt in Frankrijk</Text>
        </Stack>
      </main>
      <footer>
        <ConsentSettingsButton />
      </footer>
      <MarketingRoot consentAsked={false} />
    </>
  );
}
