/**
 * Sets an input's value as if the user had typed it, so React's onChange (and react-hook-form's `register`)
 * see the change: the prototype's setter bypasses React's value tracking, then an `input` event bubbles.
 */
export function setNativeValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
