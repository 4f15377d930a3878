/**
 * Copies text with the async Clipboard API, falling back to a hidden textarea and `execCommand('copy')`
 * where the API is missing or refused (insecure context, older Safari).
 */
export async function copyText(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    if (!copied) throw new Error('Copy refused');
  }
}
