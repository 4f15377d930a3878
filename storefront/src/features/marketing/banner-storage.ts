// The banners a visitor closed, for this tab's visit (sessionStorage): a closed campaign does not come back.
const key = 'gamelle.marketing.closedBanners';

function closed(): string[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function bannerClosed(campaign: string): boolean {
  return closed().includes(campaign);
}

export function closeBanner(campaign: string): void {
  try {
    window.sessionStorage.setItem(
      key,
      JSON.stringify([...closed().filter((c) => c !== campaign), campaign].slice(-20)),
    );
  } catch {
    // Storage refused: the banner may come back on the next page, nothing worse.
  }
}
