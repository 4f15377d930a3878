// The marketing feature's browser storage: A/B tests (persistent, spec §4), the pop-ups a visitor answered
// (persistent). Storage refused (private mode) loses only memory. The closed banners are banner-storage.ts.
import { addAbTest, parseStoredAbTests, removeAbTest, type AbTests } from '@gamelle/contract/marketing/ab-tests';

export const marketingStorage = {
  abtests: 'gamelle.abtests',
  answeredPopups: 'gamelle.marketing.answeredPopups',
} as const;

function read(store: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return window[store].getItem(key);
  } catch {
    return null;
  }
}
function write(store: 'localStorage' | 'sessionStorage', key: string, value: string) {
  try {
    window[store].setItem(key, value);
  } catch {
    // Storage refused: the choice is forgotten with the page, nothing worse.
  }
}

export function storedAbTests(): AbTests {
  return parseStoredAbTests(read('localStorage', marketingStorage.abtests));
}

/** Keeps a test's segment unless the name is stored already (a stored segment never changes). */
export function storeAbTest(name: string, segment: string): AbTests {
  const before = storedAbTests();
  const after = addAbTest(before, name, segment);
  if (after !== before) write('localStorage', marketingStorage.abtests, JSON.stringify(after));
  return after;
}

/** Forgets a test by name. */
export function forgetAbTest(name: string): AbTests {
  const before = storedAbTests();
  const after = removeAbTest(before, name);
  if (after !== before) write('localStorage', marketingStorage.abtests, JSON.stringify(after));
  return after;
}

function idList(store: 'localStorage' | 'sessionStorage', key: string): string[] {
  try {
    const value: unknown = JSON.parse(read(store, key) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
function addId(store: 'localStorage' | 'sessionStorage', key: string, id: string) {
  const ids = idList(store, key);
  if (!ids.includes(id)) write(store, key, JSON.stringify([...ids, id].slice(-50)));
}

export const popupAnswered = (campaign: string) =>
  idList('localStorage', marketingStorage.answeredPopups).includes(campaign);
export const answerPopup = (campaign: string) => addId('localStorage', marketingStorage.answeredPopups, campaign);
