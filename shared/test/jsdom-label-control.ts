import { createRequire } from 'node:module';

/**
 * jsdom finds a `<label for>`'s control by walking the whole document, and `input.labels` asks that of every
 * label in the document, so each getByLabelText over a react-admin screen walked the tree thousands of times
 * (a quarter of a form test's time). The document's own id index gives the same element, the first in tree
 * order with that id, as the HTML spec and browsers define `control`. Labels outside a document (a detached
 * subtree) keep jsdom's walk. jsdom-label-control.test.ts holds the semantics; if a jsdom release moves this
 * file the patch is skipped and tests are only slower.
 */
interface LabelImpl {
  hasAttributeNS(ns: null, name: string): boolean;
  getAttributeNS(ns: null, name: string): string | null;
  getRootNode(options: object): { nodeType: number; getElementById?: (id: string) => unknown };
}

const require = createRequire(import.meta.url);
const DOCUMENT_NODE = 9;

function load<T>(path: string): T | null {
  try {
    return require(path) as T;
  } catch {
    return null;
  }
}

const label = load<{ implementation: { prototype: object } }>('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js');
const forms = load<{ isLabelable?: (node: unknown) => boolean }>('jsdom/lib/jsdom/living/helpers/form-controls.js');
const original = label && Object.getOwnPropertyDescriptor(label.implementation.prototype, 'control')?.get;
const isLabelable = forms?.isLabelable;
// The setup file runs again for each test file in a worker that keeps jsdom loaded: patch once.
const PATCHED = Symbol.for('plataforma.jsdomLabelControl');

if (label && original && isLabelable && !(PATCHED in original)) {
  Object.defineProperty(label.implementation.prototype, 'control', {
    configurable: true,
    get: Object.assign(function control(this: LabelImpl) {
      const forValue = this.hasAttributeNS(null, 'for') ? this.getAttributeNS(null, 'for') : null;
      const root = forValue ? this.getRootNode({}) : null;
      if (!root || root.nodeType !== DOCUMENT_NODE || !root.getElementById) return original.call(this);
      const target = root.getElementById(forValue!);
      return target && isLabelable(target) ? target : null;
    }, { [PATCHED]: true }),
  });
}
