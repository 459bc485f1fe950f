/**
 * An island's props as the JSON text of a `<script type="application/json">` data block: `<` escaped,
 * so no value can close the element. Functions and other non-data values are refused, since they
 * cannot reach the browser.
 */
export function serializeIslandProps(props: object): string {
  const json = JSON.stringify(props, (key, value: unknown) => {
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
      throw new Error(`Island props must be plain data; "${key}" is a ${typeof value}`);
    }
    return value;
  });
  return json.replace(/</g, '\\u003c');
}
