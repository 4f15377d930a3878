import { Alert } from '@gamelle/design-system/components/Alert';
import { Badge } from '@gamelle/design-system/components/Badge';
import { Button } from '@gamelle/design-system/components/Button';
import { Heading } from '@gamelle/design-system/components/Heading';
import { Price } from '@gamelle/design-system/components/Price';
import { Stack } from '@gamelle/design-system/components/Stack';
import { Text } from '@gamelle/design-system/components/Text';
import { TextField } from '@gamelle/design-system/components/TextField';
import { brandThemeFromTokens, LocaleProvider, ThemeProvider } from '@gamelle/design-system/foundation';
import { ronronTokens } from './brand.tokens.ts';

export const ronronTheme = brandThemeFromTokens(ronronTokens, { name: 'ronron', label: 'Ronron' });

/** One page of the brand's site, from the published packages only. */
export function App() {
  return (
    <ThemeProvider theme={ronronTheme}>
      <LocaleProvider locale="fr">
        <main style={{ padding: 24, maxWidth: 640 }}>
          <Stack space="large">
            <Heading level={1}>Ronron</Heading>
            <Text>Des croquettes pour chats, cuisinées en Bretagne.</Text>
            <Badge tone="brand">Nouveau</Badge>
            <Price cents={2490} originalCents={2790} tone="positive" />
            <TextField label="Adresse e-mail" name="email" type="email" />
            <Button onClick={() => document.documentElement.setAttribute('data-clicked', '')}>Ajouter au panier</Button>
            <Alert tone="positive">Livraison offerte dès 49 €.</Alert>
          </Stack>
        </main>
      </LocaleProvider>
    </ThemeProvider>
  );
}
